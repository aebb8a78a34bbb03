import { useTranslation } from 'react-i18next';
import type { CrmMessage } from '@pos/shared/api/crm-messages';
import { Badge, Button } from '../../ui/components';
import { formatDateTime } from '../../ui/format';

/**
 * The messages of a conversation, oldest first: the provider's on one side, the customer's on the
 * other; the customer's messages unread when the page opened are marked New; a scheduled message
 * says when it goes and can be cancelled (C312).
 */
export function ConversationThread({ items, newIds, onCancel }: { items: CrmMessage[]; newIds: ReadonlySet<number>; onCancel?: (id: number) => void }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="muted">{t('crm.messages.none')}</p>;
  return (
    <ol className="crm-thread" aria-label={t('crm.messages.thread')}>
      {items.map((m) => (
        <li key={m.id} className={`crm-message ${m.direction}${m.status === 'Cancelled' ? ' cancelled' : ''}`} data-testid={`crm-message-${m.id}`}>
          <div className="crm-message-head">
            <Badge tone="muted">{t(`crm.history.${m.type}`)}</Badge>
            <span className="muted">{m.direction === 'in' ? t('crm.messages.fromCustomer') : m.userName}</span>
            <span className="muted">{formatDateTime(m.sentAt ?? m.createdAt)}</span>
            {newIds.has(m.id) ? <Badge tone="warning">{t('crm.messages.new')}</Badge> : null}
            {m.status === 'Scheduled' ? <Badge tone="info">{t('crm.messages.scheduledFor', { time: formatDateTime(m.sendAt) })}</Badge> : null}
            {m.status === 'Cancelled' ? <Badge tone="muted">{t('crm.messages.cancelled')}</Badge> : null}
            {m.deliveryStatus === 'Fail' ? <Badge tone="danger">{t('crm.messages.failed')}</Badge> : null}
          </div>
          {m.subject ? (
            <strong className="crm-message-subject" dir="auto">
              {m.subject}
            </strong>
          ) : null}
          <p className="crm-message-text" dir="auto">
            {m.text}
          </p>
          {m.attachments.length ? (
            <ul className="crm-message-files">
              {m.attachments.map((f) => (
                <li key={f.id}>
                  <a href={`/api/crm/attachment/get/${f.id}`} download={f.name} dir="auto">
                    {f.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {m.status === 'Scheduled' && onCancel ? (
            <Button kind="link" onClick={() => onCancel(m.id)}>
              {t('crm.messages.cancelScheduled')}
            </Button>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

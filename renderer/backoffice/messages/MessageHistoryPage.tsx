import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../ui/api';
import { Badge, Button, EmptyState, ErrorBox, Pager, SelectField, Spinner, TextField } from '../../ui/components';
import { formatDateTime } from '../../ui/format';
import { Link } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import type { PageProps } from '../page';

type MessageState = 'Initial' | 'InProgress' | 'Done' | 'Fail';

const TONE = { Initial: 'muted', InProgress: 'warning', Done: 'success', Fail: 'danger' } as const;

/** /smshistory (000 §2): the SMS and e-mails sent (C278, C279) with their states (R-MSG-7). */
export default function MessageHistoryPage(_props: PageProps) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<'email' | 'sms'>('email');
  const [draft, setDraft] = useState({ keywords: '', status: '' });
  const [filter, setFilter] = useState({ keywords: '', status: '', pageIndex: 0 });
  const list = useApi(
    () => {
      const body = { keywords: filter.keywords || undefined, status: (filter.status || undefined) as MessageState | undefined, pageIndex: filter.pageIndex };
      return channel === 'email' ? call('POST /api/email/history', { body }) : call('POST /api/sms/history', { body });
    },
    [channel, filter],
  );
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...draft, pageIndex: 0 });
  };
  return (
    <div className="stack">
      <div role="tablist" aria-label={t('messages.channel')} className="form-actions">
        {(['email', 'sms'] as const).map((c) => (
          <Button key={c} role="tab" aria-selected={channel === c} kind={channel === c ? 'primary' : 'secondary'} onClick={() => setChannel(c)}>
            {t(`messages.${c}`)}
          </Button>
        ))}
      </div>
      <form className="card" onSubmit={apply} aria-label={t('messages.filter')}>
        <TextField label={t('messages.keywords')} name="keywords" value={draft.keywords} onChange={(e) => setDraft({ ...draft, keywords: e.target.value })} />
        <SelectField
          label={t('messages.status')}
          name="status"
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value })}
          options={[{ value: '', label: t('messages.anyStatus') }, ...(['Initial', 'InProgress', 'Done', 'Fail'] as const).map((s) => ({ value: s, label: t(`messages.states.${s}`) }))]}
        />
        <div className="form-actions">
          <Button kind="primary" type="submit">
            {t('messages.search')}
          </Button>
        </div>
      </form>
      {list.error ? <ErrorBox message={list.error.message} onRetry={list.reload} /> : null}
      {!list.data && !list.error ? <Spinner /> : null}
      {list.data && list.data.items.length === 0 ? <EmptyState>{t('messages.none')}</EmptyState> : null}
      {list.data && list.data.items.length > 0 ? (
        <div className="card">
          <table className="table">
            <thead>
              <tr>
                <th>{t('messages.createdAt')}</th>
                <th>{t('messages.to')}</th>
                <th>{channel === 'email' ? t('messages.subject') : t('messages.message')}</th>
                <th>{t('messages.order')}</th>
                <th>{t('messages.status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((m) => (
                <tr key={m.id}>
                  <td>{formatDateTime(m.createdAt)}</td>
                  <td>
                    {m.toName ? <div>{m.toName}</div> : null}
                    <small dir="ltr">{m.toAddress}</small>
                  </td>
                  <td>{channel === 'email' ? m.subject : m.message}</td>
                  <td>{m.orderId ? <Link to={`/order/${m.orderId}`}>{m.orderNumber}</Link> : t(`messages.sources.${m.source}`, { defaultValue: m.source })}</td>
                  <td>
                    <Badge tone={TONE[m.status as MessageState] ?? 'muted'}>{t(`messages.states.${m.status}`)}</Badge>
                    {m.error ? <div><small title={m.error}>{t('messages.attempts', { count: m.attempts })}</small></div> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager pageIndex={list.data.pageIndex} pageSize={list.data.pageSize} total={list.data.total} onPage={(pageIndex) => setFilter({ ...filter, pageIndex })} />
        </div>
      ) : null}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationStatus } from '@pos/shared/api/registration';
import { call } from '../../ui/api';
import { Badge, Button, Modal, SelectField, TextArea } from '../../ui/components';
import { formatDateTime } from '../../ui/format';
import { toast } from '../../ui/notices';
import { useApi } from '../../ui/use-api';
import { ListTable } from './ListTable';

const TONE = { 'awaiting-email': 'muted', 'awaiting-approval': 'warning', approved: 'success', rejected: 'danger' } as const;

/** R-USER-10: registrations, "awaiting registration" first; platform staff approve or reject them. */
export function RegistrationsTab() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<RegistrationStatus | ''>('awaiting-approval');
  const [busy, setBusy] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<{ providerId: number; name: string } | null>(null);
  const [reason, setReason] = useState('');
  const list = useApi(() => call('GET /api/platform/registrations', { query: status ? { status } : {} }), [status]);

  const approve = async (providerId: number, name: string) => {
    setBusy(providerId);
    const result = await call('POST /api/platform/registrations/{id}/approve', { params: { id: providerId } });
    setBusy(null);
    if (result.ok) {
      toast('success', t('platform.registrations.approved', { name }));
      list.reload();
    }
  };
  const reject = async () => {
    if (!rejecting) return;
    const result = await call('POST /api/platform/registrations/{id}/reject', { params: { id: rejecting.providerId }, body: { reason } });
    if (result.ok) {
      toast('success', t('platform.registrations.rejected', { name: rejecting.name }));
      setRejecting(null);
      setReason('');
      list.reload();
    }
  };

  return (
    <section className="stack" aria-label={t('platform.tabs.registrations')}>
      <div className="toolbar">
        <SelectField
          label={t('platform.registrations.status')}
          name="status"
          value={status}
          onChange={(e) => setStatus(e.target.value as RegistrationStatus | '')}
          options={[{ value: '', label: t('platform.all') }, ...(['awaiting-approval', 'awaiting-email', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: t(`registration.status.${s}`) }))]}
        />
      </div>
      <ListTable
        list={list}
        empty={t('platform.registrations.none')}
        head={
          <tr>
            <th>{t('registration.fields.companyName')}</th>
            <th>{t('registration.fields.companyId')}</th>
            <th>{t('registration.fields.email')}</th>
            <th>{t('registration.fields.username')}</th>
            <th>{t('platform.registrations.registeredAt')}</th>
            <th>{t('platform.registrations.status')}</th>
            <th />
          </tr>
        }
      >
        {(items) =>
          items.map((r) => (
            <tr key={r.providerId}>
              <td>{r.companyName}</td>
              <td className="mono">{r.companyId}</td>
              <td>{r.email}</td>
              <td>{r.username}</td>
              <td>{formatDateTime(r.createdAt)}</td>
              <td>
                <Badge tone={TONE[r.status]}>{t(`registration.status.${r.status}`)}</Badge>
                {r.rejectReason ? <div className="small muted">{r.rejectReason}</div> : null}
              </td>
              <td>
                {r.status === 'awaiting-approval' ? (
                  <div className="form-actions">
                    <Button kind="primary" busy={busy === r.providerId} onClick={() => void approve(r.providerId, r.companyName)} aria-label={t('platform.registrations.approveNamed', { name: r.companyName })}>
                      {t('platform.registrations.approve')}
                    </Button>
                    <Button kind="danger" onClick={() => setRejecting({ providerId: r.providerId, name: r.companyName })}>
                      {t('platform.registrations.reject')}
                    </Button>
                  </div>
                ) : null}
              </td>
            </tr>
          ))
        }
      </ListTable>
      {rejecting ? (
        <Modal
          title={t('platform.registrations.rejectTitle', { name: rejecting.name })}
          onClose={() => setRejecting(null)}
          footer={
            <Button kind="danger" disabled={!reason.trim()} onClick={() => void reject()}>
              {t('platform.registrations.reject')}
            </Button>
          }
        >
          <TextArea label={t('platform.registrations.reason')} name="reason" value={reason} onChange={(e) => setReason(e.target.value)} autoFocus />
        </Modal>
      ) : null}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SNOOZE_PRESET_MINUTES, SNOOZE_UNITS } from '@pos/shared/api/crm';
import { call } from '../../ui/api';
import { Badge, Button, EmptyState, Modal, SelectField, TextField } from '../../ui/components';
import { formatDateTime } from '../../ui/format';
import { Link } from '../../ui/router';
import { useApi } from '../../ui/use-api';

type Unit = keyof typeof SNOOZE_UNITS;

/** The reminders' bell: the provider's due reminders, snoozed by a preset or a custom time (R-CRM-4), or all dismissed. */
export function RemindersBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('2');
  const [unit, setUnit] = useState<Unit>('hours');
  const due = useApi(() => call('GET /api/crm/reminders/due'), []);
  const count = due.data?.length ?? 0;
  const snooze = async (crmCustomerId: number, reminderId: number, snoozeMinutes: number) => {
    if ((await call('POST /api/crm/reminders/snooze', { body: { crmCustomerId, reminderId, snoozeMinutes } })).ok) due.reload();
  };
  const dismissAll = async () => {
    const reminderIds = (due.data ?? []).map((r) => r.id);
    if (reminderIds.length && (await call('POST /api/crm/reminders/dismiss-all', { body: { reminderIds } })).ok) due.reload();
  };
  const custom = Math.round(Number(amount) * SNOOZE_UNITS[unit]);
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-label={t('crm.reminders.bell', { count })} data-testid="reminders-bell">
        {t('crm.reminders.button')} {count > 0 ? <Badge tone="warning">{count}</Badge> : null}
      </Button>
      {open ? (
        <Modal
          title={t('crm.reminders.due')}
          onClose={() => setOpen(false)}
          wide
          footer={
            <>
              <Button kind="danger" disabled={count === 0} onClick={() => void dismissAll()}>
                {t('crm.reminders.dismissAll')}
              </Button>
              <Button onClick={() => setOpen(false)}>{t('common:close')}</Button>
            </>
          }
        >
          {count === 0 ? <EmptyState>{t('crm.reminders.none')}</EmptyState> : null}
          <div className="row">
            <TextField label={t('crm.reminders.customAmount')} name="snoozeAmount" type="number" min={1} value={amount} onChange={(e) => setAmount(e.target.value)} />
            <SelectField
              label={t('crm.reminders.customUnit')}
              name="snoozeUnit"
              value={unit}
              onChange={(e) => setUnit(e.target.value as Unit)}
              options={(Object.keys(SNOOZE_UNITS) as Unit[]).map((u) => ({ value: u, label: t(`crm.units.${u}`) }))}
            />
          </div>
          <ul className="stack" aria-label={t('crm.reminders.due')}>
            {(due.data ?? []).map((r) => (
              <li key={r.id} className="card">
                <strong>{formatDateTime(r.alertDateTime)}</strong> · <Link to={`/crm-customer/${r.crmCustomerId}`}>{r.customerName}</Link>
                {r.text ? <p>{r.text}</p> : null}
                <div className="form-actions">
                  {SNOOZE_PRESET_MINUTES.map((m) => (
                    <Button key={m} onClick={() => void snooze(r.crmCustomerId, r.id, m)}>
                      {t(`crm.snooze.${m}`)}
                    </Button>
                  ))}
                  <Button disabled={!(custom >= 1)} onClick={() => void snooze(r.crmCustomerId, r.id, custom)}>
                    {t('crm.reminders.snoozeCustom', { amount, unit: t(`crm.units.${unit}`) })}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </Modal>
      ) : null}
    </>
  );
}

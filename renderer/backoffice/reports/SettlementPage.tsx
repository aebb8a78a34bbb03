import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { isMonth } from '@pos/shared/api/platform';
import { call } from '../../ui/api';
import { Button, ErrorBox, Spinner, TextField } from '../../ui/components';
import { formatDate } from '../../ui/format';
import { toast } from '../../ui/notices';
import { useApi } from '../../ui/use-api';
import { useCan } from '../session';
import type { PageProps } from '../page';
import { previousMonth, SettlementStatement } from '../platform/SettlementStatement';

/**
 * /report/settlement: the provider's own monthly statement from the platform (R-TERMS-6), what it
 * will be paid and when (R-TERMS-7: once the month is over the provider asks for the payout), a
 * shortfall's last day (R-TERMS-8), and the statement as CSV for the bookkeeper.
 */
export default function SettlementPage(_props: PageProps) {
  const { t } = useTranslation();
  const canRequest = useCan(Permission.EditProviderSettings);
  const [month, setMonth] = useState(previousMonth());
  const valid = isMonth(month);
  const statement = useApi(() => (valid ? call('GET /api/settlement', { query: { month } }) : null), [month]);
  const [busy, setBusy] = useState(false);
  const request = async () => {
    setBusy(true);
    const res = await call('POST /api/settlement/payment-request', { body: { month } });
    setBusy(false);
    if (!res.ok) return;
    toast('success', t('settlement.requested'));
    statement.reload();
  };
  const data = statement.data;
  return (
    <div className="stack">
      <section className="card stack" aria-label={t('platform.settlement.title')}>
        <div className="toolbar">
          <TextField label={t('platform.settlement.month')} name="month" type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
          <span className="spacer" />
          {valid ? (
            <a className="btn" href={`/api/settlement/export?month=${month}`} download>
              {t('platform.settlement.export')}
            </a>
          ) : null}
          {canRequest && data && !data.paymentRequestedOn && data.totals.due > 0 ? (
            <Button kind="primary" busy={busy} onClick={() => void request()}>
              {t('settlement.requestPayout')}
            </Button>
          ) : null}
        </div>
        {data?.paymentRequestedOn ? <p className="muted">{t('settlement.requestedOn', { date: formatDate(data.paymentRequestedOn) })}</p> : null}
        <p className="muted small">{t('settlement.explain')}</p>
        {statement.loading && !data ? <Spinner /> : null}
        {statement.error ? <ErrorBox message={statement.error.message} onRetry={statement.reload} /> : null}
        {data ? <SettlementStatement statement={data} /> : null}
      </section>
    </div>
  );
}

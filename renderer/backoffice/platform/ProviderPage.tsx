import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettlementView } from '@pos/shared/api/platform';
import { call } from '../../ui/api';
import { Badge, Button, ErrorBox, Spinner, TextField } from '../../ui/components';
import { formatDate, formatMoney, today } from '../../ui/format';
import { Link } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import type { PageProps } from '../page';

function previousMonth(): string {
  const [y, m] = today().split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

const TOTAL_ROWS = ['sales', 'cancellations', 'refunds', 'netSales', 'commission', 'freeOrderFees', 'cancellationFees', 'charges', 'vatOnCharges', 'due', 'shortfall'] as const;

/** /platform/provider/{id}: the provider's agreed terms (R-TERMS-1..3, 9) and its monthly settlement statement (R-TERMS-6..8), on screen and exported. */
export default function PlatformProviderPage({ params }: PageProps) {
  const { t } = useTranslation();
  const id = Number(params.id);
  const [month, setMonth] = useState(params.month ?? previousMonth());
  const terms = useApi(() => call('GET /api/platform/providers/{id}/terms', { params: { id } }), [id]);
  const statement = useApi(() => (/^\d{4}-\d{2}$/.test(month) ? call('GET /api/platform/providers/{id}/settlement', { params: { id }, query: { month } }) : null), [id, month]);
  const [draft, setDraft] = useState({ commission: '', freeOrderFee: '', cancellationFee: '', usageFee: '' });
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!terms.data) return;
    setDraft({
      commission: String(terms.data.commissionBp / 100),
      freeOrderFee: String(terms.data.freeOrderFeePerTicket / 100),
      cancellationFee: String(terms.data.providerCancellationFeeBp / 100),
      usageFee: String(terms.data.monthlyUsageFee / 100),
    });
  }, [terms.data]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const hundredths = (s: string) => Math.round(Number(s.replace(',', '.')) * 100);
    setBusy(true);
    const result = await call('POST /api/platform/providers/{id}/terms', {
      params: { id },
      body: { commissionBp: hundredths(draft.commission), freeOrderFeePerTicket: hundredths(draft.freeOrderFee), providerCancellationFeeBp: hundredths(draft.cancellationFee), monthlyUsageFee: hundredths(draft.usageFee) },
      quiet: true,
    });
    setBusy(false);
    if (result.ok) {
      setErrors({});
      terms.reload();
      statement.reload();
    } else setErrors(result.error.fieldErrors ?? { commissionBp: result.error.message });
  };

  return (
    <div className="stack">
      <Link to="/platform/providers">{t('platform.backToProviders')}</Link>
      <form className="card" onSubmit={save} aria-label={t('platform.terms.title')}>
        <h2>{t('platform.terms.title')}</h2>
        {terms.loading && !terms.data ? <Spinner /> : null}
        <div className="grid">
          <TextField label={t('platform.terms.commission')} name="commission" inputMode="decimal" value={draft.commission} onChange={(e) => setDraft({ ...draft, commission: e.target.value })} error={errors.commissionBp} />
          <TextField label={t('platform.terms.freeOrderFee')} name="freeOrderFee" inputMode="decimal" value={draft.freeOrderFee} onChange={(e) => setDraft({ ...draft, freeOrderFee: e.target.value })} error={errors.freeOrderFeePerTicket} />
          <TextField label={t('platform.terms.cancellationFee')} name="cancellationFee" inputMode="decimal" value={draft.cancellationFee} onChange={(e) => setDraft({ ...draft, cancellationFee: e.target.value })} error={errors.providerCancellationFeeBp} />
          <TextField label={t('platform.terms.usageFee')} name="usageFee" inputMode="decimal" value={draft.usageFee} onChange={(e) => setDraft({ ...draft, usageFee: e.target.value })} error={errors.monthlyUsageFee} />
        </div>
        {terms.data ? (
          <p className="muted small">
            {t('platform.terms.fixed', { refundDays: terms.data.refundWithinDays, hours: terms.data.minParticipantsCancellationHours, payoutDays: terms.data.payoutDays.join(', '), shortfallDays: terms.data.shortfallRepaymentDays, terminationDays: terms.data.terminationNoticeDays })}
          </p>
        ) : null}
        <div className="form-actions">
          <Button kind="primary" type="submit" busy={busy}>
            {t('common:save')}
          </Button>
        </div>
      </form>

      <section className="card stack" aria-label={t('platform.settlement.title')}>
        <div className="toolbar">
          <h2>{t('platform.settlement.title')}</h2>
          <TextField label={t('platform.settlement.month')} name="month" type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
          <a className="btn" href={`/api/platform/providers/${id}/settlement/export?month=${month}`} download>
            {t('platform.settlement.export')}
          </a>
        </div>
        {statement.loading && !statement.data ? <Spinner /> : null}
        {statement.error ? <ErrorBox message={statement.error.message} onRetry={statement.reload} /> : null}
        {statement.data ? <Statement statement={statement.data} /> : null}
      </section>
    </div>
  );
}

function Statement({ statement }: { statement: SettlementView }) {
  const { t } = useTranslation();
  const money = (n: number) => formatMoney(n, statement.currencyId);
  const { totals } = statement;
  return (
    <div className="stack">
      <h3>
        {statement.providerName} · {statement.month}
      </h3>
      <p>
        {t('platform.settlement.counts', { orders: totals.orders, cancelled: totals.cancelledOrders, free: totals.freeOrders, tickets: totals.tickets })}
      </p>
      <table className="settlement-totals" aria-label={t('platform.settlement.totals')}>
        <tbody>
          {TOTAL_ROWS.map((key) => (
            <tr key={key} data-total={key} className={key === 'due' || key === 'shortfall' ? 'strong' : undefined}>
              <th scope="row">{t(`platform.settlement.rows.${key}`, { percent: statement.terms.commissionBp / 100, vat: statement.vatRateBp / 100 })}</th>
              <td className="mono">{money(totals[key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status">
        {statement.payoutDate ? (
          <Badge tone="success">{t('platform.settlement.payoutOn', { date: formatDate(statement.payoutDate) })}</Badge>
        ) : totals.due > 0 ? (
          <Badge tone="warning">{t('platform.settlement.payoutBlocked', { what: statement.payoutBlockedBy.map((b) => t(`platform.settlement.blocked.${b}`)).join(', ') })}</Badge>
        ) : null}
        {statement.shortfallDueBy ? <Badge tone="danger">{t('platform.settlement.shortfallBy', { date: formatDate(statement.shortfallDueBy) })}</Badge> : null}
      </p>
      <details>
        <summary>{t('platform.settlement.lines', { n: statement.lines.length })}</summary>
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>{t('platform.settlement.order')}</th>
                <th>{t('platform.settlement.date')}</th>
                <th>{t('platform.settlement.state')}</th>
                <th>{t('platform.settlement.tickets')}</th>
                <th>{t('platform.settlement.sold')}</th>
                <th>{t('platform.settlement.fee')}</th>
              </tr>
            </thead>
            <tbody>
              {statement.lines.map((l) => (
                <tr key={l.orderNumber}>
                  <td className="mono">{l.orderNumber}</td>
                  <td>{formatDate(l.date)}</td>
                  <td>{l.free ? t('platform.settlement.free') : t(`platform.settlement.states.${l.state}`)}</td>
                  <td>{l.tickets}</td>
                  <td className="mono">{money(l.sold)}</td>
                  <td className="mono">{money(l.freeOrderFee + l.cancellationFee)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}

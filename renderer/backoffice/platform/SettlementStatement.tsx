import { useTranslation } from 'react-i18next';
import type { SettlementView } from '@pos/shared/api/platform';
import { Badge } from '../../ui/components';
import { formatDate, formatMoney, today } from '../../ui/format';

/** The month before this one (YYYY-MM): the statement a provider reads first. */
export function previousMonth(): string {
  const [y, m] = today().split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

const TOTAL_ROWS = ['sales', 'cancellations', 'refunds', 'netSales', 'commission', 'freeOrderFees', 'cancellationFees', 'charges', 'vatOnCharges', 'due', 'shortfall'] as const;

/** A monthly settlement statement (R-TERMS-6..8) as platform staff and the provider both read it. */
export function SettlementStatement({ statement }: { statement: SettlementView }) {
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

import { useTranslation } from 'react-i18next';
import { call } from '../../ui/api';
import { Badge, ErrorBox, Spinner } from '../../ui/components';
import { formatDate, formatDateTime, formatTime } from '../../ui/format';
import { useApi } from '../../ui/use-api';
import type { Order } from '../api-types';

/**
 * The order's admission tickets (ticket/get): the code each carries on paper and e-tickets, whom it
 * admits, and when a gate first let it in (R-ORD-13). A ticket a refund voided, or of a cancelled
 * order, is shown void: the gate refuses it (issue 15).
 */
export function OrderTicketsPanel({ order }: { order: Pick<Order, 'id'> }) {
  const { t } = useTranslation();
  // Loaded again with each answer of the order: a refund made on the page voids tickets.
  const tickets = useApi(() => call('GET /api/ticket/get', { query: { id: order.id } }), [order]);
  if (tickets.error) return <ErrorBox message={tickets.error.message} onRetry={tickets.reload} />;
  if (!tickets.data) return <Spinner />;
  const list = tickets.data.tickets;
  const scanned = list.filter((x) => x.scannedAt !== null).length;
  const voided = list.filter((x) => x.voided).length;
  return (
    <section className="card" data-testid="order-tickets">
      <div className="toolbar">
        <h3>{t('tickets.title')}</h3>
        <span className="muted">
          {t('tickets.scannedOf', { scanned, total: list.length })}
          {voided ? ` · ${t('tickets.voidedCount', { count: voided })}` : null}
        </span>
      </div>
      {list.length === 0 ? (
        <p className="muted">{t('tickets.none')}</p>
      ) : (
        <div className="table-wrap">
          <table className="data">
            <thead>
              <tr>
                <th>{t('tickets.code')}</th>
                <th>{t('orders.product')}</th>
                <th>{t('orders.activityDate')}</th>
                <th>{t('customerTypes.name')}</th>
                <th className="num">{t('tickets.admits')}</th>
                <th>{t('tickets.scanned')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((x) => (
                <tr key={x.code} data-ticket={x.code} data-voided={x.voided || undefined}>
                  <td dir="ltr" className="mono">
                    {x.code}
                  </td>
                  <td>{x.productName}</td>
                  <td>
                    {formatDate(x.date)} {formatTime(x.startTime)}
                  </td>
                  <td>{x.customerTypeName}</td>
                  <td className="num">{x.quantity}</td>
                  <td>
                    {x.voided ? <Badge tone="danger">{t('tickets.voided')}</Badge> : null}{' '}
                    {x.scannedAt ? <Badge tone={x.voided ? 'muted' : 'success'}>{t('tickets.scannedAt', { at: formatDateTime(x.scannedAt) })}</Badge> : x.voided ? null : <span className="muted">{t('tickets.notScanned')}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

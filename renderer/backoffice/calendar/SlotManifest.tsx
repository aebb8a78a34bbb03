import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { ErrorBox, Spinner } from '../../ui/components';
import { useApi } from '../../ui/use-api';
import { useCan } from '../session';

const ARRIVAL_IDS: Record<string, number> = { None: 0, NotArrived: 1, ArrivedPartially: 2, Arrived: 3 };

/** The A4 PDF of an occurrence's manifest (GET calendar/v3/slot/manifest/pdf). */
export const manifestPdfUrl = (slotId: number, date: string, language: string) =>
  `/api/calendar/v3/slot/manifest/pdf?slotId=${slotId}&date=${encodeURIComponent(date)}&language=${encodeURIComponent(language)}`;

/**
 * Issue 18: who is booked on a slot occurrence: each order (its number opens it), the lead customer and
 * phone, tickets per customer type, persons arrived out of booked, and the totals; a link prints it on A4.
 * Needs ViewOrders (the customers' names and phones).
 */
export function SlotManifest({ slotId, date }: { slotId: number; date: string }) {
  const { t, i18n } = useTranslation();
  const canView = useCan(Permission.ViewOrders);
  const manifest = useApi(() => (canView ? call('GET /api/calendar/v3/slot/manifest', { query: { slotId, date } }) : null), [canView, slotId, date]);
  if (!canView) return null;
  const m = manifest.data;
  return (
    <section className="slot-manifest" aria-label={t('calendar.manifest.title')} data-manifest>
      <div className="toolbar">
        <h3>{t('calendar.manifest.title')}</h3>
        <span className="spacer" />
        <a className="btn btn-secondary" href={manifestPdfUrl(slotId, date, i18n.language)} target="_blank" rel="noopener noreferrer" data-manifest-pdf>
          {t('calendar.manifest.print')}
        </a>
      </div>
      {manifest.loading ? <Spinner /> : null}
      {manifest.error ? <ErrorBox message={manifest.error.message} onRetry={manifest.reload} /> : null}
      {m && m.orders.length === 0 ? <p className="muted">{t('calendar.manifest.empty')}</p> : null}
      {m && m.orders.length > 0 ? (
        <table className="data manifest-table">
          <thead>
            <tr>
              <th>{t('calendar.manifest.order')}</th>
              <th>{t('calendar.manifest.customer')}</th>
              <th>{t('calendar.manifest.phone')}</th>
              <th>{t('calendar.manifest.tickets')}</th>
              <th>{t('calendar.manifest.arrived')}</th>
            </tr>
          </thead>
          <tbody>
            {m.orders.map((o) => (
              <tr key={o.orderId} data-manifest-order={o.orderNumber}>
                <td>
                  <a href={`/order/${o.orderId}`}>{o.orderNumber}</a>
                  {o.status !== 'OK' ? <span className="muted small"> {t(`orders.statuses.${o.status}`, { defaultValue: o.status })}</span> : null}
                </td>
                <td>{o.customerName || '—'}</td>
                <td>
                  <bdi dir="ltr">{o.mobile}</bdi>
                </td>
                <td>
                  {o.tickets.map((x) => (
                    <div key={x.customerType}>
                      <bdi dir="ltr">{x.quantity}</bdi> {x.customerType}
                    </div>
                  ))}
                </td>
                <td title={t(`orders.arrivals.${ARRIVAL_IDS[o.arrivalConfirmation] ?? 0}`)}>
                  <bdi dir="ltr" className={o.arrived >= o.persons ? 'arrived-all' : o.arrived > 0 ? 'arrived-some' : undefined}>
                    {o.arrived}/{o.persons}
                  </bdi>
                  {o.arrivalConfirmation !== 'None' ? <div className="muted small">{t(`orders.arrivals.${ARRIVAL_IDS[o.arrivalConfirmation] ?? 0}`)}</div> : null}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-manifest-totals>
              <th colSpan={3}>{t('calendar.manifest.totals', { orders: m.orders.length, persons: m.persons })}</th>
              <td>{m.totals.map((x) => `${x.quantity} ${x.customerType}`).join(', ')}</td>
              <td>
                <bdi dir="ltr">
                  {m.arrived}/{m.persons}
                </bdi>
              </td>
            </tr>
          </tfoot>
        </table>
      ) : null}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { EmptyState, ErrorBox, OpenPager, Spinner } from '../../ui/components';
import { formatDateTime, formatMoney } from '../../ui/format';
import { Link, setQuery, useLocation } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useCan } from '../session';
import type { PageProps } from '../page';
import { ConflictFlags } from './ConflictFlags';
import { CONFLICTS_PAGE_SIZE } from './conflicts';


/** /sync-conflicts: orders that cashier stations sold offline and the server flagged (GET sync-conflicts), newest first. */
export default function ConflictsPage(_props: PageProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const pageIndex = Math.max(0, Number(search.get('page') ?? 0) || 0);
  const list = useApi(() => call('GET /api/sync-conflicts', { query: { pageIndex } }), [pageIndex]);
  const canSeeStations = useCan(Permission.ViewProviderSettings);
  const stations = useApi(() => (canSeeStations ? call('GET /api/cashier-stations', { quiet: true }) : null), [canSeeStations]);
  const stationName = (id: number | null) => {
    if (id === null) return t('conflicts.noStation');
    const s = stations.data?.find((x) => x.id === id);
    return s ? `${s.number} · ${s.name}` : t('conflicts.stationNo', { id });
  };

  return (
    <div className="stack">
      <section className="card">
        <p>{t('conflicts.intro')}</p>
        <Link to="/orders?withConflicts=true">{t('conflicts.inOrders')}</Link>
      </section>
      {list.loading ? <Spinner /> : null}
      {list.error ? <ErrorBox message={list.error.message} onRetry={list.reload} /> : null}
      {list.data && !list.loading ? (
        list.data.length === 0 && pageIndex === 0 ? (
          <EmptyState>{t('conflicts.empty')}</EmptyState>
        ) : (
          <>
            <div className="table-wrap">
              <table className="data" aria-label={t('titles.conflicts')}>
                <thead>
                  <tr>
                    <th>{t('orders.orderNumber')}</th>
                    <th>{t('conflicts.flagsColumn')}</th>
                    <th>{t('conflicts.station')}</th>
                    <th>{t('orders.created')}</th>
                    <th className="num">{t('orders.total')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.map((c) => (
                    <tr key={c.orderId} data-order={c.orderNumber}>
                      <td>
                        <Link to={`/order/${c.orderId}`}>{c.orderNumber}</Link>
                      </td>
                      <td>
                        <ConflictFlags flags={c.flags} explained />
                      </td>
                      <td>{stationName(c.stationId)}</td>
                      <td>{formatDateTime(c.createDate)}</td>
                      <td className="num">{formatMoney(c.totalToPay, c.currencyId)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <OpenPager pageIndex={pageIndex} full={list.data.length >= CONFLICTS_PAGE_SIZE} onPage={(page) => setQuery({ page: page || null })} />
          </>
        )
      ) : null}
    </div>
  );
}

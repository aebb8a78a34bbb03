import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '@pos/shared/api/routes';
import { Badge, EmptyState } from '../../../ui/components';
import { formatDateTime, formatMoney, formatTimeRange } from '../../../ui/format';
import { Link } from '../../../ui/router';
import { formatPercent, percentChange } from './percent-change';

export type Today = ResponseOf<'GET /api/dashboard/today'>;

/** Money (and any figure with a sign) kept left to right in a right-to-left page. */
export function Ltr({ children, ...rest }: { children: ReactNode } & HTMLAttributes<HTMLElement> & { 'data-testid'?: string }) {
  return (
    <bdi dir="ltr" {...rest}>
      {children}
    </bdi>
  );
}

function Card({ title, name, children, footer }: { title: string; name: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className={`card today-card today-${name}`} aria-label={title} data-card={name}>
      <h3>{title}</h3>
      <div className="today-card-body">{children}</div>
      {footer ? <div className="today-card-footer">{footer}</div> : null}
    </section>
  );
}

function Change({ today, lastWeek }: { today: number; lastWeek: number }) {
  const { t } = useTranslation();
  const percent = percentChange(today, lastWeek);
  if (percent === null) return null;
  return (
    <span className={`today-change ${percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat'}`} data-change={percent}>
      {t('home.today.change', { percent: `\u2066${formatPercent(percent)}\u2069` })}
    </span>
  );
}

/** Sales of today in the provider's own currency first, then any other currency, each against last week. */
export function SalesCard({ data }: { data: Today }) {
  const { t } = useTranslation();
  const { sales, localCurrencyId } = data;
  const totals = [...sales.totals].sort((a, b) => Number(b.currencyId === localCurrencyId) - Number(a.currencyId === localCurrencyId));
  const main = totals[0] ?? { currencyId: localCurrencyId, today: 0, lastWeek: 0, ordersToday: 0, ordersLastWeek: 0 };
  const table = (title: string, rows: { key: string; label: string; currencyId: number; today: number; lastWeek: number }[]) =>
    rows.length ? (
      <table className="data today-table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th />
            <th className="num">{t('home.today.colToday')}</th>
            <th className="num">{t('home.today.colLastWeek')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td className="num">{formatMoney(r.today, r.currencyId)}</td>
              <td className="num muted">{formatMoney(r.lastWeek, r.currencyId)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    ) : null;
  return (
    <Card title={t('home.today.sales')} name="sales" footer={<Link to="/reports">{t('home.today.reportsLink')}</Link>}>
      <div className="today-figure">
        <Ltr className="today-big" data-testid="sales-total">
          {formatMoney(main.today, main.currencyId)}
        </Ltr>
        <Change today={main.today} lastWeek={main.lastWeek} />
      </div>
      <p className="muted today-sub">
        {t('home.today.orders', { n: main.ordersToday })} · {t('home.today.sameTimeLastWeek', { amount: `\u2066${formatMoney(main.lastWeek, main.currencyId)}\u2069` })}
      </p>
      {totals.slice(1).map((r) => (
        <p key={r.currencyId} className="today-sub">
          <Ltr>{formatMoney(r.today, r.currencyId)}</Ltr> <Change today={r.today} lastWeek={r.lastWeek} />
        </p>
      ))}
      {sales.totals.length === 0 && sales.byPaymentMethod.length === 0 ? <EmptyState>{t('home.today.noSales')}</EmptyState> : null}
      <div className="today-split">
        {table(
          t('home.today.byMethod'),
          sales.byPaymentMethod.map((r) => ({ key: `${r.method}-${r.currencyId}`, label: t(`reports.method.${r.method}`), currencyId: r.currencyId, today: r.today, lastWeek: r.lastWeek })),
        )}
        {table(
          t('home.today.byChannel'),
          sales.byChannel.map((r) => ({ key: `${r.channelId}-${r.currencyId}`, label: t(`channels.${r.channelId}`), currencyId: r.currencyId, today: r.today, lastWeek: r.lastWeek })),
        )}
      </div>
    </Card>
  );
}

export function ArrivalsCard({ data }: { data: Today }) {
  const { t } = useTranslation();
  const { expected, checkedIn } = data.arrivals;
  const share = expected > 0 ? Math.min(100, Math.round((checkedIn / expected) * 100)) : 0;
  return (
    <Card title={t('home.today.arrivals')} name="arrivals">
      {expected === 0 ? (
        <EmptyState>{t('home.today.noArrivals')}</EmptyState>
      ) : (
        <>
          <p className="today-figure">
            <span className="today-big" data-testid="arrivals">
              {t('home.today.arrivalsOf', { checkedIn, expected })}
            </span>
          </p>
          <div className="today-progress" role="progressbar" aria-valuemin={0} aria-valuemax={expected} aria-valuenow={checkedIn} aria-label={t('home.today.arrivals')}>
            <span style={{ inlineSize: `${share}%` }} />
          </div>
        </>
      )}
      <p className="muted today-note">{t('home.today.arrivalsNote')}</p>
    </Card>
  );
}

export function SlotsCard({ data }: { data: Today }) {
  const { t } = useTranslation();
  const slots = data.upcomingSlots;
  return (
    <Card title={t('home.today.slots')} name="slots" footer={<Link to="/calendar">{t('menu.calendar')}</Link>}>
      {slots.length === 0 ? (
        <EmptyState>{t('home.today.noSlots')}</EmptyState>
      ) : (
        <table className="data today-table">
          <thead>
            <tr>
              <th>{t('home.today.time')}</th>
              <th>{t('home.today.product')}</th>
              <th className="num">{t('home.today.sold')}</th>
              <th className="num">{t('home.today.left')}</th>
            </tr>
          </thead>
          <tbody>
            {slots.map((s) => (
              <tr key={`${s.slotId}-${s.startTime}`} data-slot={s.slotId}>
                <td className="nowrap">{formatTimeRange(s.startTime, s.endTime)}</td>
                <td>{s.productName}</td>
                <td className="num">{s.sold}</td>
                <td className="num">
                  {s.stopped ? (
                    <Badge tone="muted">{t('home.today.stopped')}</Badge>
                  ) : s.left === null ? (
                    <span className="muted">{t('home.today.unlimited')}</span>
                  ) : s.left === 0 ? (
                    <Badge tone="danger">{t('home.today.full')}</Badge>
                  ) : (
                    s.left
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

export function OnRequestCard({ data, canViewOrders }: { data: Today; canViewOrders: boolean }) {
  const { t } = useTranslation();
  const { count, newest } = data.onRequest;
  return (
    <Card title={t('home.today.onRequest')} name="on-request" footer={canViewOrders && count > 0 ? <Link to="/orders?status=RQ">{t('home.today.openOnRequest')}</Link> : null}>
      <p className="today-figure">
        <span className={`today-big ${count > 0 ? 'attention' : ''}`} data-testid="on-request">
          {count}
        </span>
        <span className="muted">{t('home.today.onRequestNote')}</span>
      </p>
      {count === 0 ? <EmptyState>{t('home.today.noOnRequest')}</EmptyState> : null}
      {newest.length ? (
        <ul className="plain-list today-list">
          {newest.map((o) => (
            <li key={o.orderId}>
              {canViewOrders ? <Link to={`/order/${o.orderId}`}>{t('home.today.order', { number: o.orderNumber })}</Link> : <span>{t('home.today.order', { number: o.orderNumber })}</span>}
              <span className="muted">{o.leadName}</span>
              <Ltr className="today-end">{formatMoney(o.totalToPay, o.currencyId)}</Ltr>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

export function ConflictsCard({ data, canViewOrders }: { data: Today; canViewOrders: boolean }) {
  const { t } = useTranslation();
  const { count } = data.conflicts;
  return (
    <Card title={t('titles.conflicts')} name="conflicts" footer={canViewOrders && count > 0 ? <Link to="/sync-conflicts">{t('conflicts.open')}</Link> : null}>
      {count === 0 ? (
        <EmptyState>{t('home.today.noConflicts')}</EmptyState>
      ) : (
        <p className="today-alert" data-conflicts={count} data-testid="conflicts">
          {t('conflicts.count', { n: count })}
        </p>
      )}
      <p className="muted today-note">{t('home.today.conflictsNote')}</p>
    </Card>
  );
}

export function StationsCard({ data, canViewSettings }: { data: Today; canViewSettings: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('home.today.stations')} name="stations" footer={canViewSettings ? <Link to="/provider/settings?section=stations">{t('home.today.stationsLink')}</Link> : null}>
      {data.stations.length === 0 ? (
        <EmptyState>{t('home.today.noStations')}</EmptyState>
      ) : (
        <ul className="plain-list today-station-list">
          {data.stations.map((s) => (
            <li key={s.id} data-station={s.id} data-online={s.online}>
              <span className="today-station-name">{s.name}</span>
              <span title={t('home.today.onlineWithin', { n: s.onlineWithinMinutes })} data-online-within={s.onlineWithinMinutes}>
                <Badge tone={s.online ? 'success' : 'muted'}>{s.online ? t('home.today.online') : t('home.today.offline')}</Badge>
              </span>
              <span className="muted today-station-facts">
                {s.lastSyncAt ? t('home.today.lastSync', { time: `\u2066${formatDateTime(s.lastSyncAt)}\u2069` }) : t('home.today.neverSynced')}
                {s.unsynced !== null ? ` · ${t('home.today.unsynced', { n: s.unsynced })}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data.stations.length ? <p className="muted today-note">{t('home.today.onlineHint', { n: data.onlineWithinMinutes })}</p> : null}
    </Card>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../ui/api';
import { Button, DateField, EmptyState, ErrorBox, Spinner } from '../../ui/components';
import { addDays, formatDate, formatMoney, today } from '../../ui/format';
import { formatMinor } from '@pos/shared/money';
import { Link } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import type { Dashboard, QtyReportRow } from '../api-types';
import type { PageProps } from '../page';
import { productColor } from '../calendar/CalendarPage';
import { BarChart } from './BarChart';

interface Figures {
  rows: QtyReportRow[];
  confirmedOrders: number;
  onRequestOrders: number;
  sales: Dashboard;
}

type Item = { key: string; label: string; value: number; color?: string };

/** Money above a narrow bar: whole units of the currency, e.g. 1234550 -> "12,346". */
const wholeUnits = (minor: number) => formatMinor(Math.round(minor / 100) * 100).slice(0, -3);

/** Rows of every currency, grouped: money is never added across currencies. */
function byCurrency<R extends { currencyId: number }>(rows: R[]): [number, R[]][] {
  const map = new Map<number, R[]>();
  for (const r of rows) map.set(r.currencyId, [...(map.get(r.currencyId) ?? []), r]);
  return [...map.entries()];
}

/**
 * /report/dashboard (ReportsView): for activity dates in a range, tickets and persons (POST
 * orders/qty-report) by day, product and customer type, and the confirmed and on-request order
 * counts (POST orders); for orders made in the same dates, the sales (POST report/dashboad-data) by
 * day, product, channel and payment method, per currency, with the cancelled count.
 */
export default function ReportsPage(_props: PageProps) {
  const { t } = useTranslation();
  const [range, setRange] = useState({ from: addDays(today(), -7), to: addDays(today(), 14) });
  const [draft, setDraft] = useState(range);
  const figures = useApi(async () => {
    const filter = { arrivalStartDate: range.from, arrivalEndDate: range.to };
    const [rows, confirmed, onRequest, sales] = await Promise.all([
      call('POST /api/orders/qty-report', { body: filter }),
      call('POST /api/orders', { body: { ...filter, status: 'OK', pageSize: 1 } }),
      call('POST /api/orders', { body: { ...filter, status: 'RQ', pageSize: 1 } }),
      call('POST /api/report/dashboad-data', { body: { from: range.from, to: range.to } }),
    ]);
    if (!rows.ok) return rows;
    if (!confirmed.ok) return confirmed;
    if (!onRequest.ok) return onRequest;
    if (!sales.ok) return sales;
    return {
      ok: true as const,
      data: { rows: rows.data, confirmedOrders: confirmed.data.totalCount, onRequestOrders: onRequest.data.totalCount, sales: sales.data } satisfies Figures,
    };
  }, [range.from, range.to]);

  const sum = (rows: QtyReportRow[], key: (r: QtyReportRow) => string, label: (r: QtyReportRow) => string) => {
    const map = new Map<string, { key: string; label: string; value: number; color?: string }>();
    for (const r of rows) {
      const k = key(r);
      const item = map.get(k) ?? { key: k, label: label(r), value: 0, color: productColor(r.productId) };
      item.value += r.quantity;
      map.set(k, item);
    }
    return [...map.values()];
  };
  const data = figures.data;
  const days: string[] = [];
  for (let d = range.from; d <= range.to && days.length < 62; d = addDays(d, 1)) days.push(d);
  const byDay = data ? days.map((d) => ({ key: d, label: formatDate(d).slice(0, 5), value: data.rows.filter((r) => r.date === d).reduce((s, r) => s + r.quantity, 0) })) : [];

  const salesDays: string[] = [];
  if (data) for (let d = data.sales.from; d <= data.sales.to && salesDays.length < 62; d = addDays(d, 1)) salesDays.push(d);
  const methodName = (method: number, name: string) => t(`reports.method.${method}`, { defaultValue: name });

  return (
    <div className="stack reports">
      <form
        className="card row"
        onSubmit={(e) => {
          e.preventDefault();
          if (draft.from && draft.to) setRange(draft);
        }}
      >
        <DateField label={t('orders.activityFrom')} value={draft.from} onChange={(from) => setDraft((d) => ({ ...d, from }))} />
        <DateField label={t('orders.activityTo')} value={draft.to} onChange={(to) => setDraft((d) => ({ ...d, to }))} />
        <div className="form-actions">
          <Button kind="primary" type="submit">
            {t('reports.show')}
          </Button>
          <Link className="btn" to="/report/settlement">
            {t('settlement.open')}
          </Link>
        </div>
      </form>
      {figures.loading ? <Spinner /> : null}
      {figures.error ? <ErrorBox message={t('reports.loadFailure')} onRetry={figures.reload} /> : null}
      {data ? (
        <>
          <div className="kpis">
            <div className="card kpi">
              <span className="kpi-value">{data.rows.reduce((s, r) => s + r.quantity, 0)}</span>
              <span className="kpi-label">{t('reports.tickets')}</span>
            </div>
            <div className="card kpi">
              <span className="kpi-value">{data.rows.reduce((s, r) => s + r.persons, 0)}</span>
              <span className="kpi-label">{t('reports.persons')}</span>
            </div>
            <div className="card kpi">
              <span className="kpi-value">{data.confirmedOrders}</span>
              <span className="kpi-label">{t('reports.confirmedOrders')}</span>
            </div>
            <div className="card kpi">
              <span className="kpi-value">{data.onRequestOrders}</span>
              <span className="kpi-label">{t('reports.onRequestOrders')}</span>
            </div>
          </div>
          {data.rows.length === 0 ? (
            <EmptyState>{t('reports.empty')}</EmptyState>
          ) : (
            <>
              <section className="card">
                <h3>{t('reports.ticketsByDay')}</h3>
                <BarChart label={t('reports.ticketsByDay')} items={byDay} />
              </section>
              <div className="order-grid">
                <section className="card">
                  <h3>{t('reports.ticketsByProduct')}</h3>
                  <BarChart direction="horizontal" label={t('reports.ticketsByProduct')} items={sum(data.rows, (r) => String(r.productId), (r) => r.productName)} />
                </section>
                <section className="card">
                  <h3>{t('reports.ticketsByCustomerType')}</h3>
                  <BarChart direction="horizontal" label={t('reports.ticketsByCustomerType')} items={sum(data.rows, (r) => r.customerTypeName, (r) => r.customerTypeName).map((i) => ({ ...i, color: undefined }))} />
                </section>
              </div>
            </>
          )}
          <h2>{t('reports.sales')}</h2>
          <p className="muted">{t('reports.salesNote')}</p>
          <div className="kpis">
            {data.sales.totals.map((r) => (
              <div key={r.currencyId} className="card kpi" data-testid="sales-total">
                <span className="kpi-value">{formatMoney(r.total, r.currencyId)}</span>
                <span className="kpi-label">{t('reports.salesTotal', { orders: r.orders, tickets: r.tickets })}</span>
              </div>
            ))}
            <div className="card kpi">
              <span className="kpi-value">{data.sales.ticketsSold}</span>
              <span className="kpi-label">{t('reports.ticketsSold')}</span>
            </div>
            <div className="card kpi">
              <span className="kpi-value">{data.sales.orderCounts.cancelled}</span>
              <span className="kpi-label">{t('reports.cancelledOrders')}</span>
            </div>
          </div>
          {data.sales.totals.length === 0 && data.sales.byPaymentMethod.length === 0 ? (
            <EmptyState>{t('reports.noSales')}</EmptyState>
          ) : (
            <>
              {byCurrency(data.sales.byDay).map(([currencyId, rows]) => (
                <section key={currencyId} className="card">
                  <h3>{t('reports.salesByDay')}</h3>
                  <BarChart
                    label={t('reports.salesByDay')}
                    format={(v) => formatMoney(v, currencyId)}
                    short={wholeUnits}
                    items={salesDays.map((d) => ({ key: d, label: formatDate(d).slice(0, 5), value: rows.find((r) => r.date === d)?.total ?? 0 }))}
                  />
                </section>
              ))}
              <div className="order-grid">
                {byCurrency(data.sales.byProduct).map(([currencyId, rows]) => (
                  <section key={currencyId} className="card">
                    <h3>{t('reports.salesByProduct')}</h3>
                    <BarChart
                      direction="horizontal"
                      label={t('reports.salesByProduct')}
                      format={(v) => formatMoney(v, currencyId)}
                      items={rows.map((r): Item => ({ key: String(r.productId), label: r.productName, value: r.total, color: productColor(r.productId) }))}
                    />
                  </section>
                ))}
                {byCurrency(data.sales.byChannel).map(([currencyId, rows]) => (
                  <section key={currencyId} className="card">
                    <h3>{t('reports.salesByChannel')}</h3>
                    <BarChart
                      direction="horizontal"
                      label={t('reports.salesByChannel')}
                      format={(v) => formatMoney(v, currencyId)}
                      items={rows.map((r): Item => ({ key: String(r.channelId), label: r.channelName, value: r.total }))}
                    />
                  </section>
                ))}
                {byCurrency(data.sales.byPaymentMethod).map(([currencyId, rows]) => (
                  <section key={currencyId} className="card">
                    <h3>{t('reports.salesByPaymentMethod')}</h3>
                    <BarChart
                      direction="horizontal"
                      label={t('reports.salesByPaymentMethod')}
                      format={(v) => formatMoney(v, currencyId)}
                      items={rows.map((r): Item => ({ key: String(r.method), label: methodName(r.method, r.methodName), value: r.amount }))}
                    />
                  </section>
                ))}
              </div>
            </>
          )}
        </>
      ) : null}
    </div>
  );
}

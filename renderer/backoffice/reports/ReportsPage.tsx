import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { autoGrouping, periodsOf, sumByPeriod, type ReportGrouping, type ReportPeriod } from '@pos/shared/reports/periods';
import type { ReportFormat, ReportTable } from '@pos/shared/api/reports';
import { REPORT_FORMATS } from '@pos/shared/api/reports';
import { call } from '../../ui/api';
import { Button, DateField, EmptyState, ErrorBox, SelectField, Spinner } from '../../ui/components';
import { addDays, formatDate, formatDateRange, formatMoney, today } from '../../ui/format';
import { formatMinor } from '@pos/shared/money';
import { Link } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import type { Dashboard, QtyReportRow } from '../api-types';
import type { PageProps } from '../page';
import { productColor } from '../calendar/CalendarPage';
import { referenceName } from '../../ui/reference-names';
import { BarChart } from './BarChart';

interface Figures {
  rows: QtyReportRow[];
  confirmedOrders: number;
  onRequestOrders: number;
  sales: Dashboard;
}

type Item = { key: string; label: string; value: number; color?: string; title?: string };
type GroupingChoice = ReportGrouping | 'auto';

/** Money above a narrow bar: whole units of the currency, e.g. 1234550 -> "12,346". */
const wholeUnits = (minor: number) => formatMinor(Math.round(minor / 100) * 100).slice(0, -3);

/** Rows of every currency, grouped: money is never added across currencies. */
function byCurrency<R extends { currencyId: number }>(rows: R[]): [number, R[]][] {
  const map = new Map<number, R[]>();
  for (const r of rows) map.set(r.currencyId, [...(map.get(r.currencyId) ?? []), r]);
  return [...map.entries()];
}

/** A period's bar label: "09/03" for a day or a week (its first day in the range), "03/2026" for a month. */
function periodLabel(p: ReportPeriod, grouping: ReportGrouping): string {
  return grouping === 'month' ? formatDate(p.start).slice(3) : formatDate(p.from).slice(0, 5);
}

/** The period in words: one date, or its first and last day in the range. */
const periodText = (p: ReportPeriod) => (p.from === p.to ? formatDate(p.from) : formatDateRange(p.from, p.to));

/**
 * /report/dashboard (ReportsView): for activity dates in a range, tickets and persons (POST
 * orders/qty-report) by day, week or month, product and customer type, and the confirmed and
 * on-request order counts (POST orders); for orders made in the same dates, the sales (POST
 * report/dashboad-data) by period, product, channel and payment method, per currency, with the
 * cancelled count. Issue 18: long ranges are summed by week or month (by the range's length, or as
 * chosen), each product is drawn in its calendar colour, and each sales table downloads as CSV,
 * Excel or an A4 PDF (GET report/export).
 */
export default function ReportsPage(_props: PageProps) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<{ from: string; to: string; grouping: GroupingChoice }>({ from: addDays(today(), -7), to: addDays(today(), 14), grouping: 'auto' });
  const [draft, setDraft] = useState(range);
  const figures = useApi(async () => {
    const filter = { arrivalStartDate: range.from, arrivalEndDate: range.to };
    const grouping = range.grouping === 'auto' ? undefined : range.grouping;
    const [rows, confirmed, onRequest, sales] = await Promise.all([
      call('POST /api/orders/qty-report', { body: filter }),
      call('POST /api/orders', { body: { ...filter, status: 'OK', pageSize: 1 } }),
      call('POST /api/orders', { body: { ...filter, status: 'RQ', pageSize: 1 } }),
      call('POST /api/report/dashboad-data', { body: { from: range.from, to: range.to, grouping } }),
    ]);
    if (!rows.ok) return rows;
    if (!confirmed.ok) return confirmed;
    if (!onRequest.ok) return onRequest;
    if (!sales.ok) return sales;
    return {
      ok: true as const,
      data: { rows: rows.data, confirmedOrders: confirmed.data.totalCount, onRequestOrders: onRequest.data.totalCount, sales: sales.data } satisfies Figures,
    };
  }, [range.from, range.to, range.grouping]);

  const data = figures.data;
  // The calendar draws a product in its own calendar colour: the same one here.
  const productInfo = new Map((data?.sales.products ?? []).map((p) => [p.productId, p]));
  const colors = new Map((data?.sales.products ?? []).map((p) => [p.productId, p.calendarColor]));
  const colorOf = (productId: number) => colors.get(productId) ?? productColor(productId);
  const sum = (rows: QtyReportRow[], key: (r: QtyReportRow) => string, label: (r: QtyReportRow) => string, color?: (r: QtyReportRow) => string) => {
    const map = new Map<string, Item>();
    for (const r of rows) {
      const k = key(r);
      const item = map.get(k) ?? { key: k, label: label(r), value: 0, color: color?.(r) };
      item.value += r.quantity;
      map.set(k, item);
    }
    return [...map.values()];
  };

  const grouping: ReportGrouping = data?.sales.grouping ?? (range.grouping === 'auto' ? autoGrouping(range.from, range.to) : range.grouping);
  const weekStartsOn = data?.sales.weekStartsOn ?? 0;
  const periods = periodsOf(range.from, range.to, grouping, weekStartsOn);
  const ticketsByPeriod = data ? sumByPeriod(data.rows.map((r) => ({ date: r.date, quantity: r.quantity })), grouping, ['quantity'], () => '', weekStartsOn) : [];
  const ticketItems: Item[] = periods.map((p) => ({ key: p.start, label: periodLabel(p, grouping), title: periodText(p), value: ticketsByPeriod.find((r) => r.period === p.start)?.quantity ?? 0 }));
  const salesPeriods = data ? periodsOf(data.sales.from, data.sales.to, data.sales.grouping, weekStartsOn) : [];
  const methodName = (method: number, name: string) => t(`reports.method.${method}`, { defaultValue: name });
  const channelName = (channelId: number, name: string) => t(`channels.${channelId}`, { defaultValue: name });

  /** Sales by product summed by a product's type or city, in the user's language (the seeded English names by code). */
  const salesBy = (rows: Dashboard['byProduct'], kind: 'productTypes' | 'cities', empty: string): Item[] => {
    const map = new Map<string, Item>();
    for (const r of rows) {
      const info = productInfo.get(r.productId);
      const stored = (kind === 'productTypes' ? info?.productTypeName : info?.cityName) ?? '';
      const item = map.get(stored) ?? { key: stored || '-', label: stored ? referenceName(kind, stored) : empty, value: 0 };
      item.value += r.total;
      map.set(stored, item);
    }
    return [...map.values()].sort((a, b) => b.value - a.value);
  };

  /** Download links of one sales table, for the range and grouping shown, worded in the user's language. */
  const downloads = (report: ReportTable) => {
    if (!data) return null;
    const query = (format: ReportFormat) =>
      new URLSearchParams({ report, format, from: data.sales.from, to: data.sales.to, grouping: data.sales.grouping, language: i18n.language }).toString();
    return (
      <span className="report-downloads" role="group" aria-label={t('reports.download', { report: t(`reports.title.${report}`) })}>
        {REPORT_FORMATS.map((format) => (
          <a key={format} className="btn" href={`/api/report/export?${query(format)}`} download data-export={`${report}.${format}`}>
            {t(`reports.formats.${format}`)}
          </a>
        ))}
      </span>
    );
  };
  const sectionHead = (title: string, report?: ReportTable) => (
    <div className="report-head">
      <h3>{title}</h3>
      {report ? downloads(report) : null}
    </div>
  );

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
        <SelectField
          label={t('reports.groupBy')}
          name="grouping"
          value={draft.grouping}
          onChange={(e) => setDraft((d) => ({ ...d, grouping: e.target.value as GroupingChoice }))}
          options={(['auto', 'day', 'week', 'month'] as const).map((g) => ({ value: g, label: t(`reports.groupings.${g}`) }))}
        />
        <div className="form-actions">
          <Button kind="primary" type="submit">
            {t('reports.show')}
          </Button>
          <Link className="btn" to="/report/settlement">
            {t('settlement.open')}
          </Link>
          <Link className="btn" to="/report/shifts">
            {t('shifts.link')}
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
              <section className="card" data-report="tickets-by-period">
                {sectionHead(t(`reports.ticketsByPeriod.${grouping}`), 'tickets-by-period')}
                <BarChart label={t(`reports.ticketsByPeriod.${grouping}`)} items={ticketItems} />
              </section>
              <div className="order-grid">
                <section className="card" data-report="tickets-by-product">
                  {sectionHead(t('reports.ticketsByProduct'), 'tickets-by-product')}
                  <BarChart
                    direction="horizontal"
                    label={t('reports.ticketsByProduct')}
                    items={sum(
                      data.rows,
                      (r) => String(r.productId),
                      (r) => r.productName,
                      (r) => colorOf(r.productId),
                    )}
                  />
                </section>
                <section className="card" data-report="tickets-by-customer-type">
                  {sectionHead(t('reports.ticketsByCustomerType'))}
                  <BarChart
                    direction="horizontal"
                    label={t('reports.ticketsByCustomerType')}
                    items={sum(
                      data.rows,
                      (r) => r.customerTypeName,
                      (r) => r.customerTypeName,
                    )}
                  />
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
              {byCurrency(data.sales.byPeriod).map(([currencyId, rows]) => (
                <section key={currencyId} className="card" data-report="sales-by-period">
                  {sectionHead(t(`reports.salesByPeriod.${data.sales.grouping}`), 'sales-by-period')}
                  <BarChart
                    label={t(`reports.salesByPeriod.${data.sales.grouping}`)}
                    format={(v) => formatMoney(v, currencyId)}
                    short={wholeUnits}
                    items={salesPeriods.map((p) => ({ key: p.start, label: periodLabel(p, data.sales.grouping), title: periodText(p), value: rows.find((r) => r.period === p.start)?.total ?? 0 }))}
                  />
                  <details className="report-table">
                    <summary>{t('reports.periodTable')}</summary>
                    <table className="data">
                      <thead>
                        <tr>
                          <th>{t('reports.period')}</th>
                          <th className="num">{t('reports.orders')}</th>
                          <th className="num">{t('reports.tickets')}</th>
                          <th className="num">{t('reports.total')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {salesPeriods.map((p) => {
                          const r = rows.find((x) => x.period === p.start);
                          return (
                            <tr key={p.start}>
                              <td>{periodText(p)}</td>
                              <td className="num">{r?.orders ?? 0}</td>
                              <td className="num">{r?.tickets ?? 0}</td>
                              <td className="num">{formatMoney(r?.total ?? 0, currencyId)}</td>
                            </tr>
                          );
                        })}
                      </tbody>
                    </table>
                  </details>
                </section>
              ))}
              <div className="order-grid">
                {byCurrency(data.sales.byProduct).map(([currencyId, rows]) => (
                  <section key={currencyId} className="card" data-report="sales-by-product">
                    {sectionHead(t('reports.salesByProduct'), 'sales-by-product')}
                    <BarChart
                      direction="horizontal"
                      label={t('reports.salesByProduct')}
                      format={(v) => formatMoney(v, currencyId)}
                      items={rows.map((r): Item => ({ key: String(r.productId), label: r.productName, value: r.total, color: r.calendarColor || colorOf(r.productId) }))}
                    />
                  </section>
                ))}
                {byCurrency(data.sales.byProduct).map(([currencyId, rows]) => (
                  <section key={currencyId} className="card" data-report="sales-by-product-type">
                    {sectionHead(t('reports.salesByProductType'), 'sales-by-product-type')}
                    <BarChart direction="horizontal" label={t('reports.salesByProductType')} format={(v) => formatMoney(v, currencyId)} items={salesBy(rows, 'productTypes', t('reports.noProductType'))} />
                  </section>
                ))}
                {byCurrency(data.sales.byProduct).map(([currencyId, rows]) => (
                  <section key={currencyId} className="card" data-report="sales-by-city">
                    {sectionHead(t('reports.salesByCity'), 'sales-by-city')}
                    <BarChart direction="horizontal" label={t('reports.salesByCity')} format={(v) => formatMoney(v, currencyId)} items={salesBy(rows, 'cities', t('reports.noCity'))} />
                  </section>
                ))}
                {byCurrency(data.sales.byChannel).map(([currencyId, rows]) => (
                  <section key={currencyId} className="card" data-report="sales-by-channel">
                    {sectionHead(t('reports.salesByChannel'), 'sales-by-channel')}
                    <BarChart
                      direction="horizontal"
                      label={t('reports.salesByChannel')}
                      format={(v) => formatMoney(v, currencyId)}
                      items={rows.map((r): Item => ({ key: String(r.channelId), label: channelName(r.channelId, r.channelName), value: r.total }))}
                    />
                  </section>
                ))}
                {byCurrency(data.sales.byPaymentMethod).map(([currencyId, rows]) => (
                  <section key={currencyId} className="card" data-report="payments-by-method">
                    {sectionHead(t('reports.salesByPaymentMethod'), 'payments-by-method')}
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

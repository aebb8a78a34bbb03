import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../ui/api';
import { Button, DateField, EmptyState, ErrorBox, Spinner } from '../../ui/components';
import { addDays, formatDate, today } from '../../ui/format';
import { useApi } from '../../ui/use-api';
import type { OrderList, QtyReportRow } from '../api-types';
import type { PageProps } from '../routes';
import { productColor } from '../calendar/CalendarPage';
import { BarChart } from './BarChart';

interface Figures {
  rows: QtyReportRow[];
  confirmedOrders: number;
  onRequestOrders: number;
}

/**
 * /report/dashboard (ReportsView): the figures the server gives today, for activity dates in a
 * range: tickets and persons (POST orders/qty-report) by day, product and customer type, and the
 * confirmed and on-request order counts (POST orders). Sales amounts by channel and payment method
 * wait for the server's report call.
 */
export default function ReportsPage(_props: PageProps) {
  const { t } = useTranslation();
  const [range, setRange] = useState({ from: addDays(today(), -7), to: addDays(today(), 14) });
  const [draft, setDraft] = useState(range);
  const figures = useApi(async () => {
    const filter = { arrivalStartDate: range.from, arrivalEndDate: range.to };
    const [rows, confirmed, onRequest] = await Promise.all([
      api.post<QtyReportRow[]>('orders/qty-report', filter),
      api.post<OrderList>('orders', { ...filter, status: 'OK', pageSize: 1 }),
      api.post<OrderList>('orders', { ...filter, status: 'RQ', pageSize: 1 }),
    ]);
    if (!rows.ok) return rows;
    if (!confirmed.ok) return confirmed;
    if (!onRequest.ok) return onRequest;
    return { ok: true as const, data: { rows: rows.data, confirmedOrders: confirmed.data.totalCount, onRequestOrders: onRequest.data.totalCount } satisfies Figures };
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
          <p className="muted">{t('reports.salesLater')}</p>
        </>
      ) : null}
    </div>
  );
}

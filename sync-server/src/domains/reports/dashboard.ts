import { notFound } from '@pos/shared/errors';
import { CHANNELS } from '@pos/shared/reference';
import { PaymentMethod } from '@pos/shared/sync/protocol';
import type { Db } from '../../db/client';
import { isTimeZoneName } from '../provider';
import { autoGrouping, sumByPeriod } from '@pos/shared/reports/periods';
import { weekStartsOnOf } from '@pos/shared/weekdays';
import { confirmedLineFigures, confirmedOrderFigures, figure, orderStatusCounts, paymentFigures, reportProducts, reportProvider } from './dashboard-repo';
import { reportRange } from './report-range';
import type { Dashboard, DashboardQuery } from '@pos/shared/api/reports';

const CHANNEL_NAMES = new Map<number, string>(CHANNELS.map((c) => [c.id, c.name]));
const METHOD_NAMES = new Map<number, string>(Object.entries(PaymentMethod).map(([name, code]) => [code, name]));
const FALLBACK_ZONE = 'Asia/Jerusalem';

/** By currency, then by the key. */
const byCurrencyThen = <T extends { currencyId: number }>(key: (row: T) => string | number) => (a: T, b: T) => {
  const [ka, kb] = [key(a), key(b)];
  return a.currencyId - b.currencyId || (ka < kb ? -1 : ka > kb ? 1 : 0);
};

/**
 * report/dashboad-data: what the provider sold in a range of days (DECISIONS.md). Sales are the
 * confirmed (OK) orders made in the range; money stays per currency, in integer minor units.
 * All figures are read in one repeatable-read snapshot, so they agree with each other.
 */
export async function dashboardData(db: Db, providerId: number, query: DashboardQuery, now = new Date()): Promise<Dashboard> {
  const provider = await reportProvider(db, providerId);
  if (!provider) throw notFound('Provider');
  const range = reportRange(query, isTimeZoneName(provider.timezone) ? provider.timezone : FALLBACK_ZONE, now);

  const grouping = query.grouping ?? autoGrouping(range.from, range.to);
  const weekStartsOn = weekStartsOnOf(provider.firstDayOfWeek);

  const [statuses, orderRows, lineRows, payments, productRows] = await db.transaction(
    async (tx) => [
      await orderStatusCounts(tx, providerId, range),
      await confirmedOrderFigures(tx, providerId, range),
      await confirmedLineFigures(tx, providerId, range),
      await paymentFigures(tx, providerId, range),
      await reportProducts(tx, providerId),
    ],
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const linesOf = (g: number, keyOf: (r: (typeof lineRows)[number]) => string) => new Map(lineRows.filter((r) => r.g === g).map((r) => [keyOf(r), r]));
  const dayLines = linesOf(3, (r) => `${r.day}|${r.currency_id}`);
  const channelLines = linesOf(5, (r) => `${r.channel_id}|${r.currency_id}`);
  const allLines = linesOf(7, (r) => String(r.currency_id));
  const count = (status: string) => statuses.find((s) => s.status === status)?.orders ?? 0;
  const money = (r: { gross: Parameters<typeof figure>[0]; discount: Parameters<typeof figure>[0]; total: Parameters<typeof figure>[0] }) => ({
    gross: figure(r.gross),
    discount: figure(r.discount),
    total: figure(r.total),
  });

  const byDay = orderRows
    .filter((r) => r.g === 1)
    .map((r) => ({ date: r.day!, currencyId: r.currency_id, orders: r.orders, tickets: figure(dayLines.get(`${r.day}|${r.currency_id}`)?.tickets ?? 0), ...money(r) }))
    .sort(byCurrencyThen((r) => r.date));

  return {
    from: range.from,
    to: range.to,
    timezone: range.timezone,
    localCurrencyId: provider.currencyId,
    grouping,
    weekStartsOn,
    totals: orderRows
      .filter((r) => r.g === 3)
      .map((r) => {
        const lines = allLines.get(String(r.currency_id));
        return { currencyId: r.currency_id, orders: r.orders, tickets: figure(lines?.tickets ?? 0), persons: figure(lines?.persons ?? 0), ...money(r) };
      })
      .sort((a, b) => a.currencyId - b.currencyId),
    byDay,
    byPeriod: sumByPeriod(byDay, grouping, ['orders', 'tickets', 'gross', 'discount', 'total'], (r) => String(r.currencyId), weekStartsOn).sort(byCurrencyThen((r) => r.period)),
    byProduct: lineRows
      .filter((r) => r.g === 6)
      .map((r) => ({ productId: r.product_id!, productName: r.product_name ?? '', calendarColor: r.calendar_color ?? '', currencyId: r.currency_id, orders: r.orders, tickets: figure(r.tickets), total: figure(r.total) }))
      .sort((a, b) => b.total - a.total || a.productId - b.productId || a.currencyId - b.currencyId),
    byChannel: orderRows
      .filter((r) => r.g === 2)
      .map((r) => ({
        channelId: r.channel_id!,
        channelName: CHANNEL_NAMES.get(r.channel_id!) ?? String(r.channel_id),
        currencyId: r.currency_id,
        orders: r.orders,
        tickets: figure(channelLines.get(`${r.channel_id}|${r.currency_id}`)?.tickets ?? 0),
        ...money(r),
      }))
      .sort(byCurrencyThen((r) => r.channelId)),
    byPaymentMethod: payments.map((p) => ({
      method: p.method,
      methodName: METHOD_NAMES.get(p.method) ?? String(p.method),
      currencyId: p.currency_id,
      receiptCurrencyId: p.receipt_currency_id,
      payments: p.payments,
      amount: figure(p.amount),
      receiptAmount: figure(p.receipt_amount),
    })),
    products: productRows,
    ticketsSold: [...allLines.values()].reduce((sum, r) => sum + figure(r.tickets), 0),
    orderCounts: { confirmed: count('OK'), onRequest: count('RQ'), cancelled: count('CN'), error: count('ERR') },
  };
}

import { eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cities, orderLines, orders, productTypes, products, providers, documentPayments, documents } from '../../db/schema';
import type { ReportRange } from './report-range';

/** node-postgres and PGlite both answer raw SQL with `{ rows }`. */
async function rowsOf<T>(db: Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Sums come back as bigint (text from node-postgres): every figure here fits a JS number. */
type Figure = string | number | bigint;
export const figure = (value: Figure | null): number => Number(value ?? 0);

export async function reportProvider(db: Tx, providerId: number) {
  const [row] = await db
    .select({ name: providers.name, timezone: providers.timezone, currencyId: providers.currencyId, firstDayOfWeek: providers.firstDayOfWeek })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row ?? null;
}

/** Issue 18: every product's calendar colour (the one the calendar draws it in), product type and city, as stored (English). */
export async function reportProducts(db: Tx, providerId: number) {
  return db
    .select({ productId: products.id, calendarColor: products.calendarColor, productTypeName: productTypes.name, cityName: cities.name })
    .from(products)
    .leftJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .leftJoin(cities, eq(cities.id, products.cityId))
    .where(eq(products.providerId, providerId))
    .orderBy(products.id);
}

/** Orders the provider made in the range (by create date, in its zone): served by orders_provider_created. */
const ordersInRange = (providerId: number, range: ReportRange) =>
  sql`${orders.providerId} = ${providerId} and ${orders.createDate} >= ${range.start.toISOString()}::timestamptz and ${orders.createDate} < ${range.end.toISOString()}::timestamptz`;

/** The local day an order was made on (a date: cheaper to group by than text; sent as text). */
const localDay = (range: ReportRange) => sql`(${orders.createDate} at time zone ${range.timezone})::date`;

export async function orderStatusCounts(db: Tx, providerId: number, range: ReportRange) {
  return rowsOf<{ status: string; orders: number }>(
    db,
    sql`select ${orders.status} as status, count(*)::int as orders from ${orders} where ${ordersInRange(providerId, range)} group by 1`,
  );
}

/** 1: by day, 2: by channel, 3: all (the grouping() bits of day and channel). */
export type OrderGrouping = 1 | 2 | 3;

/** Confirmed orders' order-level figures by day, by channel and in all, per currency. */
export async function confirmedOrderFigures(db: Tx, providerId: number, range: ReportRange) {
  return rowsOf<{ g: OrderGrouping; day: string | null; channel_id: number | null; currency_id: number; orders: number; gross: Figure; discount: Figure; total: Figure }>(
    db,
    sql`with o as (
          select ${localDay(range)} as day, ${orders.channelId} as channel_id, ${orders.currencyId} as currency_id,
                 ${orders.gross} as gross, ${orders.discountAmount} as discount, ${orders.totalToPay} as total
          from ${orders} where ${ordersInRange(providerId, range)} and ${orders.status} = 'OK')
        select grouping(day, channel_id)::int as g, day::text as day, channel_id, currency_id, count(*)::int as orders,
               sum(gross)::bigint as gross, sum(discount)::bigint as discount, sum(total)::bigint as total
        from o group by grouping sets ((day, currency_id), (channel_id, currency_id), (currency_id))`,
  );
}

/** 3: by day, 5: by channel, 6: by product, 7: all (the grouping() bits of day, channel and product). */
export type LineGrouping = 3 | 5 | 6 | 7;

/**
 * Confirmed orders' lines: tickets, persons and line totals by day, channel, product and in all, per
 * currency. Lines are first summed per order and product, so `orders` of a product row is a plain
 * count (no count distinct over every grouping set).
 */
export async function confirmedLineFigures(db: Tx, providerId: number, range: ReportRange) {
  return rowsOf<{
    g: LineGrouping;
    day: string | null;
    channel_id: number | null;
    product_id: number | null;
    product_name: string | null;
    calendar_color: string | null;
    currency_id: number;
    orders: number;
    tickets: Figure;
    persons: Figure;
    total: Figure;
  }>(
    db,
    sql`with l as (
          select ${localDay(range)} as day, ${orders.channelId} as channel_id, ${orders.currencyId} as currency_id,
                 ${orderLines.productId} as product_id, sum(${orderLines.quantity}) as tickets, sum(${orderLines.persons}) as persons, sum(${orderLines.total}) as total
          from ${orders} join ${orderLines} on ${orderLines.orderId} = ${orders.id}
          where ${ordersInRange(providerId, range)} and ${orders.status} = 'OK'
          group by ${orders.id}, ${orderLines.productId}),
        f as (
          select grouping(day, channel_id, product_id)::int as g, day, channel_id, product_id, currency_id,
                 count(*)::int as orders, sum(tickets)::bigint as tickets, sum(persons)::bigint as persons, sum(total)::bigint as total
          from l group by grouping sets ((day, currency_id), (channel_id, currency_id), (product_id, currency_id), (currency_id)))
        select f.g, f.day::text as day, f.channel_id, f.product_id, ${products.name} as product_name, ${products.calendarColor} as calendar_color, f.currency_id, f.orders, f.tickets, f.persons, f.total
        from f left join ${products} on ${products.id} = f.product_id`,
  );
}

/**
 * Payments of the receipts issued in the range (void receipts left out), by method and currencies,
 * net of the money given back (issue 15): a refund's payments count against their method, so a
 * refunded card payment is not counted as a payment. A contested refund (refunded-twice) gave money
 * back at the window too and counts; a card refund still waiting for the gateway's answer
 * (InProgress, card-refund-unsettled) does not until it is settled.
 */
export async function paymentFigures(db: Tx, providerId: number, range: ReportRange) {
  const sign = sql`(case when ${documents.docType} = 'refund' then -1 else 1 end)`;
  return rowsOf<{ method: number; currency_id: number; receipt_currency_id: number; payments: number; amount: Figure; receipt_amount: Figure }>(
    db,
    sql`select ${documentPayments.method} as method, ${documentPayments.currencyId} as currency_id, ${documents.currencyId} as receipt_currency_id,
               sum(${sign})::int as payments, sum(${sign} * ${documentPayments.amount})::bigint as amount, sum(${sign} * ${documentPayments.localAmount})::bigint as receipt_amount
        from ${documents} join ${documentPayments} on ${documentPayments.documentId} = ${documents.id}
        where ${documents.providerId} = ${providerId}
          and (${documents.status} = 'issued' or (${documents.docType} = 'refund' and ${documents.status} = 'contested'))
          and ${documents.docType} in ('receipt', 'invoice-receipt', 'refund')
          and not (${documents.docType} = 'refund' and ${documents.state} = 'InProgress')
          and ${documents.issuedAt} >= ${range.start.toISOString()}::timestamptz and ${documents.issuedAt} < ${range.end.toISOString()}::timestamptz
        group by 1, 2, 3 order by 1, 2, 3`,
  );
}

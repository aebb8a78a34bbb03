import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customerTypes, orderLines, orderMessages, orderTagLinks, orderTags, orders, products } from '../../db/schema';
import type { OrderRow } from './order-repo';

/** Spec 001 §3 Order search filter, checked (R-ORD-23) and with its defaults (R-ORD-26). */
export interface OrderFilter {
  productId?: number;
  slotId?: number;
  priceTypeId?: number;
  orderNumber?: number;
  status?: string;
  /** Reservation (create) dates in the provider's zone. */
  startDate?: string;
  endDate?: string;
  startTime?: string;
  /** Activity dates of the lines. */
  arrivalStartDate?: string;
  arrivalEndDate?: string;
  keyword?: string;
  unreadMessages?: boolean;
  withConflicts?: boolean;
  channelId?: number;
  arrivalConfirmation?: string;
  withBalance?: boolean;
  withoutBalance?: boolean;
  tagIds?: number[];
  tagLogicalOperator: 'Or' | 'And';
}

export type OrderSort = 'ReservationDate' | 'OrderNumber' | 'ArrivalDate' | 'TotalToPay' | 'CustomerName' | 'Status';

const hasLine = (where: SQL) => sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${where})`;
const unreadExists = sql`exists (select 1 from ${orderMessages} where ${orderMessages.orderId} = ${orders.id} and ${orderMessages.direction} = 'in' and not ${orderMessages.isRead})`;
const firstDate = sql`(select min(${orderLines.date}) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;
const customerName = sql`lower(coalesce(${orders.leadCustomer}->>'lastName', '') || ' ' || coalesce(${orders.leadCustomer}->>'firstName', ''))`;

function likeText(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The digits a phone keyword is matched by (issue 18 quick search): a keyword of phone characters only
 * with at least 4 digits; a leading 0 is dropped so 050-1234567 finds +972 50 123 4567 too. Otherwise null.
 */
export function phoneDigits(keyword: string): string | null {
  if (!/^[\d\s()+\-./]+$/.test(keyword)) return null;
  const digits = keyword.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 4 ? digits : null;
}

/** The where clause of a filter, always scoped to the provider. */
export function filterWhere(providerId: number, f: OrderFilter, timeZone: string): SQL {
  // A local day's bounds as instants, so the (provider, create date) index serves the range.
  const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;
  const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;
  const conditions: (SQL | undefined)[] = [eq(orders.providerId, providerId)];
  if (f.productId !== undefined) conditions.push(hasLine(eq(orderLines.productId, f.productId)));
  if (f.slotId !== undefined) conditions.push(hasLine(eq(orderLines.slotId, f.slotId)));
  if (f.startTime !== undefined) conditions.push(hasLine(eq(orderLines.startTime, f.startTime)));
  if (f.arrivalStartDate !== undefined) conditions.push(hasLine(sql`${orderLines.date} >= ${f.arrivalStartDate}`));
  if (f.arrivalEndDate !== undefined) conditions.push(hasLine(sql`${orderLines.date} <= ${f.arrivalEndDate}`));
  if (f.priceTypeId !== undefined) conditions.push(eq(orders.priceTypeId, f.priceTypeId));
  if (f.orderNumber !== undefined) conditions.push(eq(orders.orderNumber, f.orderNumber));
  if (f.status !== undefined) conditions.push(eq(orders.status, f.status));
  if (f.channelId !== undefined) conditions.push(eq(orders.channelId, f.channelId));
  if (f.arrivalConfirmation !== undefined) conditions.push(eq(orders.arrivalConfirmation, f.arrivalConfirmation));
  if (f.startDate !== undefined) conditions.push(sql`${orders.createDate} >= ${dayStart(f.startDate)}`);
  if (f.endDate !== undefined) conditions.push(sql`${orders.createDate} < ${dayEnd(f.endDate)}`);
  if (f.unreadMessages) conditions.push(unreadExists);
  if (f.withConflicts) conditions.push(sql`jsonb_array_length(${orders.conflictFlags}) > 0`);
  // Balance flags: either kind, or both (then no restriction); a cancelled order owes nothing (orderBalance).
  const balance = sql`(case when ${orders.status} = 'CN' then 0 else ${orders.totalToPay} end) - ${orders.paid}`;
  if (f.withBalance && !f.withoutBalance) conditions.push(sql`${balance} > 0`);
  if (f.withoutBalance && !f.withBalance) conditions.push(sql`${balance} <= 0`);
  if (f.keyword !== undefined) {
    const like = likeText(f.keyword);
    const fields = ['firstName', 'lastName', 'mobile', 'email', 'groupName', 'pnr', 'pid'].map((k) => sql`${orders.leadCustomer}->>${k} ilike ${like}`);
    // The back office's quick search (issue 18): a whole name in either order, and a phone however it is written.
    const first = sql`coalesce(${orders.leadCustomer}->>'firstName', '')`;
    const last = sql`coalesce(${orders.leadCustomer}->>'lastName', '')`;
    const names = [sql`(${first} || ' ' || ${last}) ilike ${like}`, sql`(${last} || ' ' || ${first}) ilike ${like}`];
    const digits = phoneDigits(f.keyword);
    const phone = digits ? [sql`regexp_replace(coalesce(${orders.leadCustomer}->>'mobile', ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`] : [];
    conditions.push(sql`(${sql.join([sql`${orders.orderNumber}::text like ${like}`, ...fields, ...names, ...phone], sql` or `)})`);
  }
  if (f.tagIds && f.tagIds.length > 0) {
    const tagged = (ids: number[]) => sql`exists (select 1 from ${orderTagLinks} where ${orderTagLinks.orderId} = ${orders.id} and ${inArray(orderTagLinks.tagId, ids)})`;
    // R-ORD-26: tags combine with Or (any) or And (all).
    conditions.push(f.tagLogicalOperator === 'And' ? and(...f.tagIds.map((id) => tagged([id]))) : tagged(f.tagIds));
  }
  return and(...conditions)!;
}

const SORTS: Record<OrderSort, SQL> = {
  ReservationDate: sql`${orders.createDate}`,
  OrderNumber: sql`${orders.orderNumber}`,
  ArrivalDate: firstDate,
  TotalToPay: sql`${orders.totalToPay}`,
  CustomerName: customerName,
  Status: sql`${orders.status}`,
};

export async function searchOrders(db: Tx, where: SQL, sort: OrderSort, ascending: boolean, page: { index: number; size: number }): Promise<{ rows: OrderRow[]; totalCount: number }> {
  const direction = ascending ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(direction(SORTS[sort]), direction(orders.id))
      .limit(page.size)
      .offset(page.index * page.size),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, totalCount: total!.n };
}

export interface OrderListExtras {
  lines: Map<number, { arrivalDate: string | null; startTime: string | null; productNames: string[]; quantity: number }>;
  tags: Map<number, { id: number; name: string }[]>;
  unread: Map<number, number>;
}

/** Line summaries, tags and unread message counts of a page of orders. */
export async function listExtras(db: Tx, orderIds: number[]): Promise<OrderListExtras> {
  if (orderIds.length === 0) return { lines: new Map(), tags: new Map(), unread: new Map() };
  const [lineRows, tagRows, unreadRows] = await Promise.all([
    db
      .select({ orderId: orderLines.orderId, date: orderLines.date, startTime: orderLines.startTime, quantity: orderLines.quantity, productName: products.name })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(asc(orderLines.date), asc(orderLines.startTime), asc(orderLines.id)),
    db
      .select({ orderId: orderTagLinks.orderId, id: orderTags.id, name: orderTags.name })
      .from(orderTagLinks)
      .innerJoin(orderTags, eq(orderTags.id, orderTagLinks.tagId))
      .where(inArray(orderTagLinks.orderId, orderIds))
      .orderBy(asc(orderTags.name)),
    db
      .select({ orderId: orderMessages.orderId, n: count() })
      .from(orderMessages)
      .where(and(inArray(orderMessages.orderId, orderIds), eq(orderMessages.direction, 'in'), eq(orderMessages.isRead, false)))
      .groupBy(orderMessages.orderId),
  ]);
  const lines: OrderListExtras['lines'] = new Map();
  for (const r of lineRows) {
    const s = lines.get(r.orderId) ?? { arrivalDate: r.date, startTime: r.startTime, productNames: [], quantity: 0 };
    if (!s.productNames.includes(r.productName)) s.productNames.push(r.productName);
    s.quantity += r.quantity;
    lines.set(r.orderId, s);
  }
  const tags: OrderListExtras['tags'] = new Map();
  for (const r of tagRows) tags.set(r.orderId, [...(tags.get(r.orderId) ?? []), { id: r.id, name: r.name }]);
  return { lines, tags, unread: new Map(unreadRows.map((r) => [r.orderId, r.n])) };
}

/** orders/qty-report: quantities per product, date, start time and customer type of the matching orders. */
export function quantityReport(db: Tx, where: SQL) {
  return db
    .select({
      productId: orderLines.productId,
      productName: products.name,
      date: orderLines.date,
      startTime: orderLines.startTime,
      customerTypeId: orderLines.customerTypeId,
      customerTypeName: customerTypes.name,
      quantity: sql<number>`sum(${orderLines.quantity})::int`,
      persons: sql<number>`sum(${orderLines.persons})::int`,
      orders: sql<number>`count(distinct ${orderLines.orderId})::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(customerTypes, eq(customerTypes.id, orderLines.customerTypeId))
    .where(where)
    .groupBy(orderLines.productId, products.name, orderLines.date, orderLines.startTime, orderLines.customerTypeId, customerTypes.name)
    .orderBy(asc(orderLines.date), asc(orderLines.startTime), asc(products.name), asc(orderLines.customerTypeId));
}

/** Orders of the provider matching a customer detail or number (order/find-by), newest first. */
export function findOrdersBy(db: Tx, providerId: number, by: { orderNumber?: number; mobile?: string; email?: string; pid?: string }) {
  const digits = (v: string) => v.replace(/\D/g, '');
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.providerId, providerId),
        by.orderNumber === undefined ? undefined : eq(orders.orderNumber, by.orderNumber),
        by.mobile === undefined ? undefined : sql`regexp_replace(${orders.leadCustomer}->>'mobile', '\\D', '', 'g') like ${likeText(digits(by.mobile))}`,
        by.email === undefined ? undefined : sql`lower(${orders.leadCustomer}->>'email') = lower(${by.email})`,
        by.pid === undefined ? undefined : sql`${orders.leadCustomer}->>'pid' = ${by.pid}`,
      ),
    )
    .orderBy(desc(orders.createDate), desc(orders.id))
    .limit(50);
}

/** Distinct lead customer names of the provider's orders starting with the keyword (order/lead-customer-name). */
export async function leadCustomerNames(db: Tx, providerId: number, keyword: string): Promise<string[]> {
  const like = `${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const name = sql<string>`trim(coalesce(${orders.leadCustomer}->>'firstName', '') || ' ' || coalesce(${orders.leadCustomer}->>'lastName', ''))`;
  const rows = await db
    .selectDistinct({ name })
    .from(orders)
    .where(and(eq(orders.providerId, providerId), sql`(${orders.leadCustomer}->>'firstName' ilike ${like} or ${orders.leadCustomer}->>'lastName' ilike ${like})`))
    .orderBy(asc(name))
    .limit(20);
  return rows.map((r) => r.name);
}

/** R-ORD-27: on-request orders and unread customer messages of the provider. */
export async function orderNotifications(db: Tx, providerId: number): Promise<{ rqOrdersCount: number; unreadMessagesCount: number }> {
  const [[rq], [unread]] = await Promise.all([
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.providerId, providerId), eq(orders.status, 'RQ'))),
    db
      .select({ n: count() })
      .from(orderMessages)
      .where(and(eq(orderMessages.providerId, providerId), eq(orderMessages.direction, 'in'), eq(orderMessages.isRead, false))),
  ]);
  return { rqOrdersCount: rq!.n, unreadMessagesCount: unread!.n };
}

/** The default of qty-report: orders that hold seats (not cancelled or failed). */
export const notCancelled = and(ne(orders.status, 'CN'), ne(orders.status, 'ERR'))!;

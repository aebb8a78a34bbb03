import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '@pos/shared/errors';
import { executeNamed, type Tx } from '../../db/client';
import { orderEvents, orderLines, orders } from '../../db/schema';
import { OrderEvent, type OrderEventInput } from './order-events';
import { netSeatChanges, seatUpsert, type SeatChange } from './seats-repo';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type LineRow = typeof orderLines.$inferSelect;
export type NewLineRow = typeof orderLines.$inferInsert;

/** Postgres' division_by_zero: how the order statement says that a seat did not fit. */
export const SEATS_DID_NOT_FIT = '22012';

export interface NewOrder {
  values: Omit<NewOrderRow, 'orderNumber'>;
  lines: Omit<NewLineRow, 'orderId'>[];
  seats: SeatChange[];
  event: { userId: number } & OrderEventInput;
  tagIds: readonly number[];
}

/**
 * Writes a new order in ONE statement: takes its seats (seatUpsert), and only when every seat fit
 * takes the provider's next number, then inserts the order, its lines, its first event and its
 * tags. A seat that does not fit divides by zero, which aborts the whole statement: nothing is
 * written and the number is not used. No lock (a busy slot, the provider's number row) is held
 * across a round trip to the server, so concurrent orders queue on them only for the statement
 * and its commit. Plain SQL with array parameters: its text is the same for every order, and
 * building it from query-builder pieces cost more CPU than running it.
 */
export async function insertNewOrder(db: Tx, o: NewOrder): Promise<{ id: number; uuid: string; orderNumber: number }> {
  const seats = netSeatChanges(o.seats);
  const v = o.values;
  const column = <T>(pick: (l: NewOrder['lines'][number]) => T) => sql.param(o.lines.map(pick));
  // Named: Postgres parses this statement once per connection.
  const rows = await executeNamed<{ id: number; uuid: string; orderNumber: number }>(db, 'insert_new_order', sql`with taken as (${seatUpsert(seats)}),
    next_number as (
      insert into order_number_sequences (provider_id, last_number)
      select ${v.providerId}::integer, 1 / (case when (select count(*) from taken) = ${seats.length} then 1 else 0 end)
      on conflict (provider_id) do update set last_number = order_number_sequences.last_number + 1
      returning last_number),
    new_order as (
      insert into orders (provider_id, uuid, order_number, status, currency_id, channel_id, price_type_id, business_client_id, vat_rate_bp,
        gross, discount_amount, order_discount_amount, discount_percent_bp, total_to_pay, vat_amount, lead_customer, remarks, source, created_by)
      select ${v.providerId}::integer, coalesce(${v.uuid ?? null}::uuid, gen_random_uuid()), last_number, ${v.status}, ${v.currencyId}::integer, ${v.channelId}::integer,
        ${v.priceTypeId}::integer, ${v.businessClientId ?? null}::integer, ${v.vatRateBp}::integer, ${v.gross ?? 0}::integer, ${v.discountAmount ?? 0}::integer,
        ${v.orderDiscountAmount ?? 0}::integer, ${v.discountPercent ?? 0}::integer, ${v.totalToPay ?? 0}::integer, ${v.vatAmount ?? 0}::integer,
        ${JSON.stringify(v.leadCustomer ?? {})}::jsonb, ${v.remarks ?? ''}, ${v.source ?? null}::text, ${v.createdBy ?? null}::integer
      from next_number
      returning id, uuid, order_number),
    new_lines as (
      insert into order_lines (order_id, product_id, slot_id, date, start_time, customer_type_id, price_list_id, price_line_id, quantity, seats, per_person,
        persons, unit_price, list_unit_price, discount_amount, discount_percent_bp, total, virtual_slot, coupon_id)
      select new_order.id, l.* from new_order, unnest(
        ${column((l) => l.productId)}::integer[], ${column((l) => l.slotId)}::integer[], ${column((l) => l.date)}::date[], ${column((l) => l.startTime)}::time[],
        ${column((l) => l.customerTypeId)}::integer[], ${column((l) => l.priceListId)}::integer[], ${column((l) => l.priceLineId)}::integer[],
        ${column((l) => l.quantity)}::integer[], ${column((l) => l.seats)}::integer[], ${column((l) => l.perPerson)}::boolean[], ${column((l) => l.persons)}::integer[],
        ${column((l) => l.unitPrice)}::integer[], ${column((l) => l.listUnitPrice)}::integer[], ${column((l) => l.discountAmount)}::integer[],
        ${column((l) => l.discountPercent)}::integer[], ${column((l) => l.total)}::integer[], ${column((l) => l.virtualSlot)}::boolean[],
        ${column((l) => l.couponId ?? null)}::integer[]) as l),
    new_event as (
      insert into order_events (order_id, type, details, user_id)
      select id, ${o.event.type}, ${JSON.stringify(o.event.details ?? {})}::jsonb, ${o.event.userId}::integer from new_order),
    new_tags as (
      insert into order_tag_links (order_id, tag_id) select id, unnest(${sql.param([...new Set(o.tagIds)])}::integer[]) from new_order)
    select id, uuid, order_number as "orderNumber" from new_order`);
  return rows[0]!;
}

export async function insertLines(tx: Tx, rows: NewLineRow[]): Promise<LineRow[]> {
  return rows.length === 0 ? [] : tx.insert(orderLines).values(rows).returning();
}

/** R-ORD-12: who and when, for every change (no user: the customer, e.g. signing the contract form). */
export async function insertEvents(tx: Tx, orderId: number, userId: number | null, events: readonly OrderEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(orderEvents).values(events.map((e) => ({ orderId, userId, type: e.type, details: e.details ?? {} })));
}

/** The serial codes the order's last cancel freed (its cancel event's details). */
export async function codesFreedByCancel(tx: Tx, orderId: number): Promise<string[]> {
  const [last] = await tx
    .select({ details: orderEvents.details })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, OrderEvent.Cancelled)))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  const codes = last?.details.freedSubCoupons;
  return Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [];
}

/** The order of the provider, or 404: another provider's order does not exist for the caller. */
export async function findOrder(db: Tx, providerId: number, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.providerId, providerId)));
  if (!row) throw notFound('Order');
  return row;
}

/** The same, locked until the transaction ends: changes of one order happen one at a time. */
export async function lockOrder(tx: Tx, providerId: number, id: number): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.providerId, providerId)))
    .for('update');
  if (!row) throw notFound('Order');
  return row;
}

/** Several orders of the provider locked in id order (so that two such calls cannot deadlock). */
export function lockOrders(tx: Tx, providerId: number, ids: readonly number[]): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.providerId, providerId), inArray(orders.id, [...ids])))
    .orderBy(asc(orders.id))
    .for('update');
}

/** The provider's order by its uuid, locked (a scan at the gate names the order by uuid); undefined when none. */
export async function lockOrderByUuid(tx: Tx, providerId: number, uuid: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.providerId, providerId), eq(orders.uuid, uuid)))
    .for('update');
  return row;
}

export async function findOrderByUuid(db: Tx, providerId: number, uuid: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.uuid, uuid), eq(orders.providerId, providerId)));
  return row;
}

export function linesOf(db: Tx, orderId: number): Promise<LineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

export async function updateOrder(tx: Tx, id: number, values: Partial<NewOrderRow>): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

export async function updateLine(tx: Tx, id: number, values: Partial<NewLineRow>): Promise<void> {
  await tx.update(orderLines).set(values).where(eq(orderLines.id, id));
}

export async function deleteLine(tx: Tx, id: number): Promise<void> {
  await tx.delete(orderLines).where(eq(orderLines.id, id));
}

/** A payment received for the order (a receipt of a station): adds to what was paid, with the order's flags after it; the order now has accounting documents (R-BC-5). */
export async function addOrderPayment(tx: Tx, orderId: number, amount: number, conflictFlags: string[]): Promise<void> {
  await tx
    .update(orders)
    .set({ paid: sql`${orders.paid} + ${amount}`, conflictFlags, hasAccountingDocs: true, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

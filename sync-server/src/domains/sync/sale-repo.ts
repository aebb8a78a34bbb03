import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from './sql-rows';
import {
  businessClients,
  customerTypes,
  documentNumberBlocks,
  orderEvents,
  orderLines,
  orderNumberSequences,
  orders,
  products,
  receiptPayments,
  receipts,
  slots,
  users,
} from '../../db/schema';

/** What a batch of sales refers to, loaded at once: only rows of the station's provider. */
export interface SaleReferences {
  productIds: Set<number>;
  customerTypeIds: Set<number>;
  /** Limit per slot (null: unlimited). */
  slotLimits: Map<number, number | null>;
  userIds: Set<number>;
  businessClientIds: Set<number>;
}

export async function loadSaleReferences(
  tx: Tx,
  providerId: number,
  wanted: { productIds: number[]; customerTypeIds: number[]; slotIds: number[]; userIds: number[]; businessClientIds: number[] },
): Promise<SaleReferences> {
  // One after the other: a transaction is one connection (pg deprecates overlapping queries on it).
  const p = wanted.productIds.length ? await tx.select({ id: products.id }).from(products).where(and(eq(products.providerId, providerId), inArray(products.id, wanted.productIds))) : [];
  const c = wanted.customerTypeIds.length
    ? await tx.select({ id: customerTypes.id }).from(customerTypes).where(and(eq(customerTypes.providerId, providerId), inArray(customerTypes.id, wanted.customerTypeIds)))
    : [];
  const s = wanted.slotIds.length ? await tx.select({ id: slots.id, limit: slots.limit }).from(slots).where(and(eq(slots.providerId, providerId), inArray(slots.id, wanted.slotIds))) : [];
  const u = wanted.userIds.length ? await tx.select({ id: users.id }).from(users).where(and(eq(users.providerId, providerId), inArray(users.id, wanted.userIds))) : [];
  const b = wanted.businessClientIds.length
    ? await tx.select({ id: businessClients.id }).from(businessClients).where(and(eq(businessClients.providerId, providerId), inArray(businessClients.id, wanted.businessClientIds)))
    : [];
  return {
    businessClientIds: new Set(b.map((r) => r.id)),
    productIds: new Set(p.map((r) => r.id)),
    customerTypeIds: new Set(c.map((r) => r.id)),
    slotLimits: new Map(s.map((r) => [r.id, r.limit])),
    userIds: new Set(u.map((r) => r.id)),
  };
}

export interface BlockRange {
  fromNumber: number;
  toNumber: number;
  voidFrom: number | null;
}

export async function stationBlocks(tx: Tx, stationId: number, docType: string): Promise<BlockRange[]> {
  return tx
    .select({ fromNumber: documentNumberBlocks.fromNumber, toNumber: documentNumberBlocks.toNumber, voidFrom: documentNumberBlocks.voidFrom })
    .from(documentNumberBlocks)
    .where(and(eq(documentNumberBlocks.stationId, stationId), eq(documentNumberBlocks.docType, docType)));
}

/** Receipt numbers and order UUIDs already on the server (a station never reuses either). */
export async function existingDocuments(tx: Tx, providerId: number, numbers: number[], orderUuids: string[]): Promise<{ numbers: Set<number>; orderUuids: Set<string> }> {
  const n = numbers.length
    ? await tx.select({ number: receipts.number }).from(receipts).where(and(eq(receipts.providerId, providerId), eq(receipts.docType, 'receipt'), inArray(receipts.number, numbers)))
    : [];
  const o = orderUuids.length ? await tx.select({ uuid: orders.uuid }).from(orders).where(inArray(orders.uuid, orderUuids)) : [];
  return { numbers: new Set(n.map((r) => r.number)), orderUuids: new Set(o.map((r) => r.uuid)) };
}

/** `count` consecutive order numbers of the provider; returns the first. */
export async function takeOrderNumbers(tx: Tx, providerId: number, count: number): Promise<number> {
  const [row] = await tx
    .insert(orderNumberSequences)
    .values({ providerId, lastNumber: count })
    .onConflictDoUpdate({ target: orderNumberSequences.providerId, set: { lastNumber: sql`${orderNumberSequences.lastNumber} + ${count}` } })
    .returning({ last: orderNumberSequences.lastNumber });
  return row!.last - count + 1;
}

export interface SeatsTaken {
  slotId: number;
  date: string;
  seats: number;
}

/**
 * Adds sold seats to occurrences without checking their limits (a sale made offline stands, it was
 * paid) and returns the sold count after. Rows go in (slot, date) order, the order the orders
 * domain locks them in, so concurrent writers never deadlock.
 */
export async function addSoldSeats(tx: Tx, changes: SeatsTaken[]): Promise<Map<string, number>> {
  if (changes.length === 0) return new Map();
  const sorted = [...changes].sort((a, b) => a.slotId - b.slotId || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const values = sql.join(
    sorted.map((c) => sql`(${c.slotId}::integer, ${c.date}::date, ${c.seats}::integer)`),
    sql`, `,
  );
  const rows = await queryRows<{ slot_id: number; date: string; sold: number }>(tx, sql`
    insert into slot_occurrences as o (slot_id, date, sold) values ${values}
    on conflict (slot_id, date) do update set sold = o.sold + excluded.sold
    returning o.slot_id, to_char(o.date, 'YYYY-MM-DD') as date, o.sold`);
  return new Map(rows.map((r) => [`${r.slot_id}|${r.date}`, r.sold]));
}

export type OrderInsert = typeof orders.$inferInsert;
export type LineInsert = typeof orderLines.$inferInsert;
export type ReceiptInsert = typeof receipts.$inferInsert;
export type PaymentInsert = typeof receiptPayments.$inferInsert;

export async function insertOrders(tx: Tx, rows: OrderInsert[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const ids = await tx.insert(orders).values(rows).returning({ id: orders.id, uuid: orders.uuid });
  return new Map(ids.map((r) => [r.uuid, r.id]));
}

export async function insertOrderLines(tx: Tx, rows: LineInsert[]): Promise<void> {
  if (rows.length) await tx.insert(orderLines).values(rows);
}

export async function insertOrderEvents(tx: Tx, rows: (typeof orderEvents.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(orderEvents).values(rows);
}

export async function insertReceipts(tx: Tx, rows: ReceiptInsert[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const ids = await tx.insert(receipts).values(rows).returning({ id: receipts.id, uuid: receipts.uuid });
  return new Map(ids.map((r) => [r.uuid, r.id]));
}

export async function insertPayments(tx: Tx, rows: PaymentInsert[]): Promise<void> {
  if (rows.length) await tx.insert(receiptPayments).values(rows);
}

/** A reserved order, locked for its payment. */
export async function lockOrder(tx: Tx, providerId: number, orderId: number) {
  const [row] = await tx
    .select({ id: orders.id, uuid: orders.uuid, orderNumber: orders.orderNumber, totalToPay: orders.totalToPay, paid: orders.paid, currencyId: orders.currencyId, conflictFlags: orders.conflictFlags })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.providerId, providerId)))
    .for('update');
  return row;
}

export async function addOrderPayment(tx: Tx, orderId: number, amount: number, flags: string[]): Promise<void> {
  await tx
    .update(orders)
    .set({ paid: sql`${orders.paid} + ${amount}`, conflictFlags: flags, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

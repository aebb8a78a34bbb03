/** The fast path of sales pushed by stations: what a batch refers to loaded at once, and one multi-row insert per table. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { insertRows } from '../../db/sql-rows';
import { businessClients, customerTypes, orderEvents, orderLines, orderNumberSequences, orders, products, profiles, slots, users } from '../../db/schema';
import type { PushedCashier } from './pushed-sale-checks';

/** What a batch of sales refers to, loaded at once: only rows of the station's provider. */
export interface SaleReferences {
  productIds: Set<number>;
  customerTypeIds: Set<number>;
  /** Limit per slot (null: unlimited). */
  slotLimits: Map<number, number | null>;
  userIds: Set<number>;
  /** The provider's users the sales name, with their permissions and cashier limits. */
  cashiers: Map<number, PushedCashier>;
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
  const u = wanted.userIds.length
    ? await tx
        .select({
          id: users.id,
          permissions: profiles.permissions,
          maxDiscountPercent: users.maxDiscountPercent,
          allowedPriceTypeIds: users.allowedPriceTypeIds,
          allowedProductIds: users.allowedProductIds,
          allowedClientTypeIds: users.allowedClientTypeIds,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.profileId))
        .where(and(eq(users.providerId, providerId), inArray(users.id, wanted.userIds)))
    : [];
  const b = wanted.businessClientIds.length
    ? await tx.select({ id: businessClients.id }).from(businessClients).where(and(eq(businessClients.providerId, providerId), inArray(businessClients.id, wanted.businessClientIds)))
    : [];
  return {
    businessClientIds: new Set(b.map((r) => r.id)),
    productIds: new Set(p.map((r) => r.id)),
    customerTypeIds: new Set(c.map((r) => r.id)),
    slotLimits: new Map(s.map((r) => [r.id, r.limit])),
    userIds: new Set(u.map((r) => r.id)),
    cashiers: new Map(u.map(({ id, permissions, ...limits }) => [id, { permissions: permissions ?? [], limits }])),
  };
}

/** Order UUIDs already on the server (a station never reuses one). */
export async function existingOrderUuids(tx: Tx, uuids: string[]): Promise<Set<string>> {
  if (uuids.length === 0) return new Set();
  const rows = await tx.select({ uuid: orders.uuid }).from(orders).where(inArray(orders.uuid, uuids));
  return new Set(rows.map((r) => r.uuid));
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

export type OrderInsert = typeof orders.$inferInsert;
export type LineInsert = typeof orderLines.$inferInsert;
export type EventInsert = typeof orderEvents.$inferInsert;

export async function insertOrders(tx: Tx, rows: OrderInsert[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const ids = await insertRows(tx, orders, rows, { id: orders.id, uuid: orders.uuid });
  return new Map(ids.map((r) => [r.uuid, r.id]));
}

export async function insertOrderLines(tx: Tx, rows: LineInsert[]): Promise<void> {
  if (rows.length) await insertRows(tx, orderLines, rows);
}

/** Events with their station and time (pushed operations); order-repo's insertEvents writes one order's events now. */
export async function insertOrderEvents(tx: Tx, rows: EventInsert[]): Promise<void> {
  if (rows.length) await insertRows(tx, orderEvents, rows);
}

import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderLines, orders, products, stations, stationSyncReports } from '../../db/schema';
import { anyOf } from '../../db/sql-rows';

/** The confirmed orders with a line on the day (their tickets are expected), with their arrival as the office marked it. */
export async function ordersArrivingOn(db: Tx, providerId: number, date: string): Promise<{ id: number; uuid: string; arrivalConfirmation: string }[]> {
  return db
    .selectDistinct({ id: orders.id, uuid: orders.uuid, arrivalConfirmation: orders.arrivalConfirmation })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.providerId, providerId), eq(orders.status, 'OK'), eq(orderLines.date, date)));
}

/** Names of the provider's products among these ids. */
export async function productNames(db: Tx, providerId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.providerId, providerId), anyOf(products.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Orders on request (RQ, R-ORD-1) waiting for an answer: how many, and the newest `newest` of them. */
export async function ordersOnRequest(db: Tx, providerId: number, newest: number) {
  const where = and(eq(orders.providerId, providerId), eq(orders.status, 'RQ'));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where);
  const rows = await db
    .select({ orderId: orders.id, orderNumber: orders.orderNumber, createDate: orders.createDate, leadCustomer: orders.leadCustomer, totalToPay: orders.totalToPay, currencyId: orders.currencyId })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createDate), desc(orders.id))
    .limit(newest);
  return { count: count?.n ?? 0, rows };
}

/** Orders offline sync flagged (the rows of GET sync-conflicts). */
export async function conflictCount(db: Tx, providerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.providerId, providerId), sql`jsonb_array_length(${orders.conflictFlags}) > 0`));
  return row?.n ?? 0;
}

/** The provider's paired stations not revoked, with what each reported when it last synced. */
export async function stationsWithReports(db: Tx, providerId: number) {
  return db
    .select({ id: stations.id, number: stations.number, name: stations.name, lastSyncAt: stationSyncReports.lastSyncAt, outboxSize: stationSyncReports.outboxSize, syncIntervalMs: stationSyncReports.syncIntervalMs })
    .from(stations)
    .leftJoin(stationSyncReports, eq(stationSyncReports.stationId, stations.id))
    .where(and(eq(stations.providerId, providerId), isNotNull(stations.tokenHash), isNull(stations.revokedAt)))
    .orderBy(stations.number);
}


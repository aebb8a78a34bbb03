/**
 * Club vouchers of pushed sales waiting for their redemption (R-ORD-7): an order event the sale's
 * batch writes, claimed and settled after the batch committed (sync/voucher-settler.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';
import { intArray, queryRows } from '../../db/sql-rows';

/** A club voucher of a pushed sale waiting to be redeemed after its batch committed (an order event). */
export const VOUCHER_PENDING = 'external-coupon-pending';

export interface PendingVoucherDetails {
  businessClientId: number;
  code: string;
  quantity: number;
  amount: number;
  /** The sale operation, whose stored answer changes when the redemption fails. */
  opUuid: string;
}

export interface PendingVoucher extends PendingVoucherDetails {
  eventId: number;
  orderId: number;
  providerId: number;
  userId: number | null;
}

/** A claim older than this is taken to be of a process that died: the voucher is tried again. */
const CLAIM_SECONDS = 300;

const pendingWhere = sql`e.type = ${VOUCHER_PENDING} and not (e.details ? 'settledAt')`;

type PendingRow = { event_id: number; order_id: number; provider_id: number; user_id: number | null; details: PendingVoucherDetails };
const pendingOf = (rows: PendingRow[]): PendingVoucher[] => rows.map((r) => ({ ...r.details, eventId: r.event_id, orderId: r.order_id, providerId: r.provider_id, userId: r.user_id }));

/** Pending vouchers of these orders of the station. */
export async function pendingVouchersOfOrders(db: Tx, stationId: number, orderIds: number[]): Promise<PendingVoucher[]> {
  if (orderIds.length === 0) return [];
  return pendingOf(
    await queryRows<PendingRow>(db, sql`
      select e.id as event_id, e.order_id, o.provider_id, e.user_id, e.details from order_events e join orders o on o.id = e.order_id
      where e.order_id = any(${intArray(orderIds)}) and o.station_id = ${stationId} and ${pendingWhere} order by e.id`),
  );
}

/** Every pending voucher of the station's orders (left by a process that stopped after its commit). */
export async function pendingVouchersOfStation(db: Tx, providerId: number, stationId: number): Promise<PendingVoucher[]> {
  return pendingOf(
    await queryRows<PendingRow>(db, sql`
      select e.id as event_id, e.order_id, o.provider_id, e.user_id, e.details from order_events e join orders o on o.id = e.order_id
      where o.provider_id = ${providerId} and o.station_id = ${stationId} and ${pendingWhere} order by e.id`),
  );
}

/** Takes the voucher for this process: false when another process holds a fresh claim or it is settled. */
export async function claimVoucher(db: Tx, eventId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`
    update order_events e set details = e.details || jsonb_build_object('claimedAt', now())
    where e.id = ${eventId} and ${pendingWhere}
      and (not (e.details ? 'claimedAt') or (e.details->>'claimedAt')::timestamptz < now() - make_interval(secs => ${CLAIM_SECONDS}))
    returning e.id`);
  return rows.length > 0;
}

export async function settleVoucher(tx: Tx, eventId: number, outcome: 'redeemed' | 'failed'): Promise<void> {
  await tx.execute(sql`update order_events set details = details || jsonb_build_object('settledAt', now(), 'outcome', ${outcome}::text) where id = ${eventId}`);
}

/** Whether the order already holds a redemption of this code (a process stopped between redeeming and settling). */
export async function alreadyRedeemed(db: Tx, orderId: number, code: string, redeemedType: string): Promise<boolean> {
  const rows = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, redeemedType), sql`${orderEvents.details}->>'code' = ${code}`))
    .limit(1);
  return rows.length > 0;
}

export async function addOrderFlag(tx: Tx, orderId: number, flag: string): Promise<void> {
  await tx
    .update(orders)
    .set({ conflictFlags: sql`case when ${orders.conflictFlags} ? ${flag}::text then ${orders.conflictFlags} else ${orders.conflictFlags} || ${JSON.stringify([flag])}::jsonb end`, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/**
 * A club voucher of an external coupon system, redeemed for an order (R-ORD-7, spec 000 §4):
 * validate, then redeem, with a time limit on each call. The calls happen outside any database
 * transaction; their outcome is written in one transaction afterwards. On any failure the order
 * is put in RQ and the system's own text is kept in an order event for the order view to show.
 * The order's rows are written by the orders domain (orders/external-voucher-events.ts).
 */
import { and, eq } from 'drizzle-orm';
import { notFound } from '@pos/shared/errors';
import type { Db } from '../../../db/client';
import { orderEvents, orders } from '../../../db/schema';
import { OrderEvent } from '../../orders/order-events';
import { putOnRequestForVoucher, recordVoucherCancel, recordVoucherRedeemed } from '../../orders/external-voucher-events';
import { withTimeout, type ExternalAnswer, type ExternalCouponAdapterFactory, type ExternalFailure } from './adapter';
import { credentialsFor } from './credentials-repo';
import { SimulatedCouponSystem } from './simulator';

/** Order event types of club vouchers (the orders domain writes them: orders/external-voucher-events.ts). */
export const ExternalVoucherEvent = {
  Requested: OrderEvent.Requested,
  Redeemed: OrderEvent.ExternalCouponRedeemed,
  Cancelled: OrderEvent.ExternalCouponCancelled,
  CancelFailed: OrderEvent.ExternalCouponCancelFailed,
} as const;

export interface ExternalVoucherDeps {
  adapterFor: ExternalCouponAdapterFactory;
  timeoutMs: number;
}

/** Every system simulated (tests; the server chooses by configuration in systems.ts): used vouchers are kept in the database. */
export function simulatedCouponSystems(timeoutMs = 10_000): ExternalVoucherDeps {
  return { adapterFor: (c, db) => new SimulatedCouponSystem(db, { system: c.system }), timeoutMs };
}

export interface ExternalVoucherInput {
  providerId: number;
  orderId: number;
  businessClientId: number;
  code: string;
  quantity: number;
  amount: number;
  userId?: number | null;
}

export type ExternalVoucherResult =
  | { ok: true; redemptionId: string | null; grantedQuantity: number; grantedAmount: number; description: string }
  | { ok: false; failure: ExternalFailure; message: string; orderStatus: 'RQ' };

/** The hook of order creation: validates and redeems the voucher; a failure leaves the order in RQ with the text. */
export async function redeemExternalVoucherForOrder(db: Db, deps: ExternalVoucherDeps, input: ExternalVoucherInput): Promise<ExternalVoucherResult> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, input.orderId), eq(orders.providerId, input.providerId)));
  if (!order) throw notFound('Order');
  const credentials = await credentialsFor(db, input.providerId, input.businessClientId);
  let answer: ExternalAnswer;
  let system = 'external';
  if (!credentials) answer = { ok: false, failure: 'error', message: 'The business client has no coupon system' };
  else {
    system = credentials.system;
    const adapter = deps.adapterFor(credentials, db);
    const request = { code: input.code, quantity: input.quantity, amount: input.amount, reference: String(input.orderId) };
    answer = await withTimeout((signal) => adapter.validate(request, signal), deps.timeoutMs);
    if (answer.ok) answer = await withTimeout((signal) => adapter.redeem(request, signal), deps.timeoutMs);
  }
  const details = { system, code: input.code };
  if (answer.ok) {
    await recordVoucherRedeemed(db, input.orderId, input.userId ?? null, { ...details, redemptionId: answer.redemptionId });
    return answer;
  }
  const failed = answer;
  // A cancelled order stays cancelled; any other goes on request (R-ORD-7).
  await putOnRequestForVoucher(db, input.orderId, input.userId ?? null, { ...details, reason: 'external-coupon', failure: failed.failure, text: failed.message });
  return { ok: false, failure: failed.failure, message: failed.message, orderStatus: 'RQ' };
}

/**
 * The hook of order cancellation: cancels at the external system every voucher the order redeemed
 * (order events `external-coupon-redeemed`), answering each outcome; failures are kept as order
 * events `external-coupon-cancel-failed` with the system's text for the provider to settle by hand.
 */
export async function cancelExternalVouchersOfOrder(db: Db, deps: ExternalVoucherDeps, input: { providerId: number; orderId: number; businessClientId: number; userId?: number | null }): Promise<ExternalAnswer[]> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, input.orderId), eq(orders.providerId, input.providerId)));
  if (!order) throw notFound('Order');
  const redeemed = await db.select({ details: orderEvents.details }).from(orderEvents).where(and(eq(orderEvents.orderId, input.orderId), eq(orderEvents.type, ExternalVoucherEvent.Redeemed)));
  const credentials = await credentialsFor(db, input.providerId, input.businessClientId);
  const answers: ExternalAnswer[] = [];
  for (const { details } of redeemed) {
    const code = String(details.code);
    const redemptionId = typeof details.redemptionId === 'string' ? details.redemptionId : '';
    const answer: ExternalAnswer = credentials
      ? await withTimeout((signal) => deps.adapterFor(credentials, db).cancel({ code, redemptionId }, signal), deps.timeoutMs)
      : { ok: false, failure: 'error', message: 'The business client has no coupon system' };
    await recordVoucherCancel(db, input.orderId, input.userId ?? null, answer.ok, { code, redemptionId, ...(answer.ok ? {} : { text: answer.message }) });
    answers.push(answer);
  }
  return answers;
}

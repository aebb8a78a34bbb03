import type { OpResult, ReservedOrderPaymentPayload, ShiftClosePayload, ShiftOpenPayload } from '@pos/shared/sync/protocol';
import { receiptProblems } from '@pos/shared/sync/receipt-rules';
import type { Tx } from '../../db/client';
import { numberIssued, paymentRows, receiptRow } from './apply-sales';
import { addOrderPayment, existingDocuments, insertOrderEvents, insertPayments, insertReceipts, lockOrder, stationBlocks } from './sale-repo';
import { closeShift, insertShift, isProviderUser } from './shift-repo';
import type { StationCaller } from './station-auth';

interface Op<P> {
  uuid: string;
  seq: number;
  payload: P;
}

const rejected = (op: { uuid: string; seq: number }, code: string, message: string): OpResult => ({ uuid: op.uuid, seq: op.seq, status: 'rejected', reason: { code, message } });
const applied = (op: { uuid: string; seq: number }, data: { orderId?: number; orderNumber?: number } = {}): OpResult => ({ uuid: op.uuid, seq: op.seq, status: 'applied', data });

/** R-CASH-1: a shift opened at the station. */
export async function applyShiftOpen(tx: Tx, who: StationCaller, op: Op<ShiftOpenPayload>): Promise<OpResult> {
  const p = op.payload;
  if (!(await isProviderUser(tx, who.providerId, p.userId))) return rejected(op, 'unknown-user', 'The cashier is not a user of this provider.');
  await insertShift(tx, { providerId: who.providerId, stationId: who.stationId, uuid: p.shiftUuid, userId: p.userId, openedAt: new Date(p.openedAt), openingBalance: p.openingBalance });
  return applied(op);
}

/** The close of a shift: counted cash per currency, the difference and the Z report as the station made them. */
export async function applyShiftClose(tx: Tx, who: StationCaller, op: Op<ShiftClosePayload>): Promise<OpResult> {
  const p = op.payload;
  if (!(await isProviderUser(tx, who.providerId, p.closedBy))) return rejected(op, 'unknown-user', 'The cashier is not a user of this provider.');
  const closed = await closeShift(tx, who.stationId, p.shiftUuid, {
    closedAt: new Date(p.closedAt),
    closedBy: p.closedBy,
    closing: { counted: p.counted },
    balanceDescription: p.balanceDescription,
    managerApproved: p.managerApproved,
    report: p.report as unknown as Record<string, unknown>,
  });
  return closed ? applied(op) : rejected(op, 'open-shift-not-found', 'Open shift not found.');
}

/**
 * A reserved order paid at the window: the receipt, its payments and the order's paid amount. A
 * second payment of an order already paid (two stations offline) stands and is flagged.
 */
export async function applyReservedOrderPayment(tx: Tx, who: StationCaller, op: Op<ReservedOrderPaymentPayload>): Promise<OpResult> {
  const p = op.payload;
  const order = await lockOrder(tx, who.providerId, p.orderId);
  const blocks = await stationBlocks(tx, who.stationId, p.receipt.docType);
  const existing = await existingDocuments(tx, who.providerId, [p.receipt.number], []);
  const numberFree = numberIssued(blocks, p.receipt.number) && !existing.numbers.has(p.receipt.number);
  const problem =
    receiptProblems(p.receipt, p.payments)[0] ??
    (!order || order.uuid !== p.orderUuid ? { code: 'order-not-found', message: 'Order not found.' } : null) ??
    (order && order.currencyId !== p.receipt.currencyId ? { code: 'receipt-currency', message: 'The receipt is in another currency than the order.' } : null) ??
    (!(await isProviderUser(tx, who.providerId, p.userId)) ? { code: 'unknown-user', message: 'The cashier is not a user of this provider.' } : null) ??
    (!numberFree ? { code: 'receipt-number-used', message: `Receipt number ${p.receipt.number} is not free for this station.` } : null);
  if (problem || !order) {
    if (numberFree) await insertReceipts(tx, [receiptRow(who, p.receipt, { status: 'void', voidReason: problem?.code ?? 'order-not-found', total: 0 })]);
    return rejected(op, problem?.code ?? 'order-not-found', problem?.message ?? 'Order not found.');
  }
  const overpaid = order.paid + p.receipt.total > order.totalToPay;
  const flags = overpaid ? [...new Set([...order.conflictFlags, 'paid-twice'])] : order.conflictFlags;
  const ids = await insertReceipts(tx, [receiptRow(who, p.receipt, { orderId: order.id, shiftUuid: p.shiftUuid, userId: p.userId })]);
  await insertPayments(tx, paymentRows(ids.get(p.receipt.uuid)!, order.id, p.payments));
  await addOrderPayment(tx, order.id, p.receipt.total, flags);
  await insertOrderEvents(tx, [{ orderId: order.id, type: 'receipt-created', details: { receiptNumber: p.receipt.number, stationId: who.stationId }, userId: p.userId, stationId: who.stationId }]);
  const data = { orderId: order.id, orderNumber: order.orderNumber };
  return overpaid ? { uuid: op.uuid, seq: op.seq, status: 'conflict', flags: ['paid-twice'], data } : applied(op, data);
}

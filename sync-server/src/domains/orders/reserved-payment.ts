/**
 * A reserved order (made elsewhere) paid at a station's window: the receipt and its payments
 * (receipts/), the order's paid amount and its event. A second payment of an order already paid
 * (two stations offline) stands and is flagged paid-twice.
 */
import type { OpResult } from '@pos/shared/sync/protocol';
import { receiptProblems } from '@pos/shared/sync/receipt-rules';
import type { Tx } from '../../db/client';
import { rejected, type PushedOp, type StationOrigin } from '../op-handlers';
import { isSaleDocType, numberIssued, stationNumbers, writePaidReceipts, writeVoidReceipts } from '../documents/station-receipts';
import { OrderEvent } from './order-events';
import { isProviderUser } from '../users/provider-user';
import { addOrderPayment, lockOrders } from './order-repo';
import { insertOrderEvents } from './pushed-sale-repo';

export const PAID_TWICE = 'paid-twice';

export async function applyReservedOrderPayment(tx: Tx, who: StationOrigin, op: PushedOp<'reserved-order-payment'>): Promise<OpResult> {
  const p = op.payload;
  const [order] = await lockOrders(tx, who.providerId, [p.orderId]);
  const numbers = await stationNumbers(tx, who, p.receipt.docType, [p.receipt.number]);
  const numberFree = numberIssued(numbers.blocks, p.receipt.number) && !numbers.used.has(p.receipt.number);
  const problem =
    (!isSaleDocType(p.receipt.docType) ? { code: 'sale-doc-type', message: 'A payment is documented by a receipt or an invoice-receipt.' } : null) ??
    receiptProblems(p.receipt, p.payments)[0] ??
    (!order || order.uuid !== p.orderUuid ? { code: 'order-not-found', message: 'Order not found.' } : null) ??
    (order && order.currencyId !== p.receipt.currencyId ? { code: 'receipt-currency', message: 'The receipt is in another currency than the order.' } : null) ??
    (!(await isProviderUser(tx, who.providerId, p.userId)) ? { code: 'unknown-user', message: 'The cashier is not a user of this provider.' } : null) ??
    (!numberFree ? { code: 'receipt-number-used', message: `Receipt number ${p.receipt.number} is not free for this station.` } : null);
  if (problem || !order) {
    if (numberFree) await writeVoidReceipts(tx, who, [{ receipt: p.receipt, reason: problem?.code ?? 'order-not-found' }]);
    return rejected(op, problem?.code ?? 'order-not-found', problem?.message ?? 'Order not found.');
  }
  const overpaid = order.paid + p.receipt.total > order.totalToPay;
  const flags = overpaid ? [...new Set([...order.conflictFlags, PAID_TWICE])] : order.conflictFlags;
  await writePaidReceipts(tx, who, [{ receipt: p.receipt, payments: p.payments, orderId: order.id, shiftUuid: p.shiftUuid, userId: p.userId }]);
  await addOrderPayment(tx, order.id, p.receipt.total, flags);
  // R-ORD-12 and R-BC-5: the document is an event of the order, which now has accounting documents.
  await insertOrderEvents(tx, [{ orderId: order.id, type: OrderEvent.DocumentCreated, details: { docType: p.receipt.docType, number: p.receipt.number, receiptNumber: p.receipt.number, total: p.receipt.total, stationId: who.stationId }, userId: p.userId, stationId: who.stationId }]);
  const data = { orderId: order.id, orderNumber: order.orderNumber };
  return overpaid ? { uuid: op.uuid, seq: op.seq, status: 'conflict', flags: [PAID_TWICE], data } : { uuid: op.uuid, seq: op.seq, status: 'applied', data };
}

/**
 * Sales made at stations, as they push them: the fast path. A batch's sales are checked together,
 * then written with one multi-row insert per table (orders, lines, events here; receipts and their
 * payments by receipts/), sharing the order line mapping (line-row.ts) and the guarded seat
 * statement (seats-repo.ts) with order/create.
 */
import type { ConflictFlag, OpResult, SalePayload } from '@pos/shared/sync/protocol';
import { saleProblems } from '@pos/shared/sync/receipt-rules';
import { leadCustomerProblems, trimLeadCustomer } from '@pos/shared/orders/lead-customer';
import type { Tx } from '../../db/client';
import type { PushedOp, StationOrigin } from '../op-handlers';
import { isSaleDocType, numberIssued, stationNumbers, writePaidReceipts, writeVoidReceipts, type StationNumbers } from '../documents/station-receipts';
import { lineRowOf } from './line-row';
import { OrderEvent } from './order-events';
import { existingOrderUuids, insertOrderEvents, insertOrderLines, insertOrders, loadSaleReferences, takeOrderNumbers, type LineInsert, type OrderInsert, type SaleReferences } from './pushed-sale-repo';
import { VOUCHER_PENDING, type PendingVoucherDetails } from './pushed-voucher-repo';
import { lineCouponId, loadBatchCoupons, recordBatchCoupons, saleCouponProblem, takeBatchCoupons } from './pushed-sale-coupons';
import { addSoldSeats } from './seats-repo';
import { pricingFlags } from './pushed-sale-checks';
import { clientsForSale } from '../business-clients/client-for-sale';
import { loadSaleCatalogue } from './sale-catalogue-repo';
import { occurrenceKey } from '@pos/shared/calendar/index';
import { applyPushedPartnerCodes, checkPushedPartnerCodes } from '../catalogue';
import { linkPushedOrders } from '../crm/station-customers';

export type SaleOp = PushedOp<'sale'>;

export const ORDER_SOURCE_CASHIER = 'cashier';

function referenceProblem(sale: SalePayload, refs: SaleReferences): { code: string; message: string } | null {
  if (!refs.userIds.has(sale.order.userId)) return { code: 'unknown-user', message: 'The cashier is not a user of this provider.' };
  for (const clientId of [sale.order.businessClientId, sale.order.voucher?.businessClientId]) {
    if (clientId !== null && clientId !== undefined && !refs.businessClientIds.has(clientId)) return { code: 'unknown-business-client', message: `Business client ${clientId} is not a business client of this provider.` };
  }
  for (const line of sale.order.lines) {
    if (!refs.productIds.has(line.productId)) return { code: 'unknown-product', message: `Product ${line.productId} is not a product of this provider.` };
    if (!refs.customerTypeIds.has(line.customerTypeId)) return { code: 'unknown-customer-type', message: `Customer type ${line.customerTypeId} is not of this provider.` };
    if (line.slotId !== null && !refs.slotLimits.has(line.slotId)) return { code: 'unknown-slot', message: `Slot ${line.slotId} is not a slot of this provider.` };
  }
  return null;
}

/** R-ORD-7: the sale's club voucher, redeemed once the batch has committed (voucher-settler.ts). */
function pendingVoucherEvent(sale: SaleOp, orderId: number, stationId: number) {
  const v = sale.payload.order.voucher;
  if (!v) return [];
  const details: PendingVoucherDetails = { businessClientId: v.businessClientId, code: v.code, quantity: v.quantity, amount: v.amount, opUuid: sale.uuid };
  return [{ orderId, type: VOUCHER_PENDING, details: { ...details }, userId: sale.payload.order.userId, stationId }];
}

/**
 * Applies a batch's sales together: checks, then one multi-row write per table. A sale is refused
 * only when it breaks the receipt rules or names what is not the provider's; its receipt number is
 * then kept as a void receipt, so the numbering shows no silent gap. A sale that takes a slot over
 * its limit stands (it was paid) and is flagged on its order and lines.
 */
export async function applySales(tx: Tx, who: StationOrigin, sales: readonly SaleOp[]): Promise<Map<string, OpResult>> {
  const results = new Map<string, OpResult>();
  if (sales.length === 0) return results;
  const lines = sales.flatMap((s) => s.payload.order.lines);
  const refs = await loadSaleReferences(tx, who.providerId, {
    productIds: [...new Set(lines.map((l) => l.productId))],
    customerTypeIds: [...new Set(lines.map((l) => l.customerTypeId))],
    slotIds: [...new Set(lines.flatMap((l) => (l.slotId === null ? [] : [l.slotId])))],
    userIds: [...new Set(sales.map((s) => s.payload.order.userId))],
    businessClientIds: [...new Set(sales.flatMap((s) => [s.payload.order.businessClientId, s.payload.order.voucher?.businessClientId]).filter((id): id is number => typeof id === 'number'))],
  });
  const batchCoupons = await loadBatchCoupons(tx, who.providerId, sales);
  // Issue 15: a sale's document is the type the server handed the station blocks of (a receipt or a tax invoice-receipt).
  const numbersOf = new Map<string, StationNumbers>();
  for (const docType of new Set(sales.map((s) => s.payload.receipt.docType))) {
    numbersOf.set(
      docType,
      await stationNumbers(
        tx,
        who,
        docType,
        sales.filter((s) => s.payload.receipt.docType === docType).map((s) => s.payload.receipt.number),
      ),
    );
  }
  const existingOrders = await existingOrderUuids(
    tx,
    sales.map((s) => s.payload.order.uuid),
  );

  const accepted: SaleOp[] = [];
  const voids: { receipt: SalePayload['receipt']; reason: string }[] = [];
  const numbersSeen = new Set<string>();
  for (const sale of sales) {
    const { receipt, order } = sale.payload;
    const { blocks, used } = numbersOf.get(receipt.docType)!;
    const seenKey = `${receipt.docType}:${receipt.number}`;
    const numberFree = isSaleDocType(receipt.docType) && numberIssued(blocks, receipt.number) && !used.has(receipt.number) && !numbersSeen.has(seenKey);
    const problem =
      (!isSaleDocType(receipt.docType) ? { code: 'sale-doc-type', message: 'A sale is documented by a receipt or an invoice-receipt.' } : null) ??
      saleProblems(sale.payload)[0] ??
      referenceProblem(sale.payload, refs) ??
      saleCouponProblem(sale.payload, batchCoupons) ??
      (!numberIssued(blocks, receipt.number) ? { code: 'receipt-number-not-issued', message: `Receipt number ${receipt.number} was not issued to this station.` } : null) ??
      (!numberFree ? { code: 'receipt-number-used', message: `Receipt number ${receipt.number} is already used.` } : null) ??
      (existingOrders.has(order.uuid) ? { code: 'order-exists', message: 'This order is already on the server.' } : null);
    numbersSeen.add(seenKey);
    if (!problem) {
      accepted.push(sale);
      continue;
    }
    results.set(sale.uuid, { uuid: sale.uuid, seq: sale.seq, status: 'rejected', reason: problem });
    if (numberFree) voids.push({ receipt, reason: problem.code });
  }
  await writeVoidReceipts(tx, who, voids);
  if (accepted.length === 0) return results;

  // Seats: add the batch's seats per occurrence, then walk the sales in order to find who went over.
  const batchSeats = new Map<string, number>();
  const seats = accepted.flatMap((sale) => sale.payload.order.lines.flatMap((l) => (l.slotId === null || l.seats === 0 ? [] : [{ slotId: l.slotId, date: l.date, seats: l.seats }])));
  for (const c of seats) batchSeats.set(occurrenceKey(c.slotId, c.date), (batchSeats.get(occurrenceKey(c.slotId, c.date)) ?? 0) + c.seats);
  const soldAfter = await addSoldSeats(tx, seats);
  const running = new Map([...batchSeats].map(([key, taken]) => [key, (soldAfter.get(key) ?? taken) - taken]));
  const flagsOf = new Map<string, ConflictFlag[]>();
  const exceeded = new Set<string>();
  for (const sale of accepted) {
    sale.payload.order.lines.forEach((l, i) => {
      if (l.slotId === null || l.seats === 0) return;
      const key = occurrenceKey(l.slotId, l.date);
      const sold = running.get(key)! + l.seats;
      running.set(key, sold);
      const limit = refs.slotLimits.get(l.slotId);
      if (limit !== null && limit !== undefined && sold > limit) {
        exceeded.add(`${sale.uuid}|${i}`);
        flagsOf.set(sale.uuid, ['slot-over-limit']);
      }
    });
  }

  // R-ORD-22 and issue 14 (10): a customer, a price or a cashier the station let through stands (the sale was paid) and is flagged for the office.
  const { priceLists } = await loadSaleCatalogue(tx, who.providerId, { productIds: [...refs.productIds], slotIds: [], dates: accepted.flatMap((s) => s.payload.order.lines.map((l) => l.date)) });
  const clients = await clientsForSale(tx, who.providerId, [...refs.businessClientIds]);
  for (const sale of accepted) {
    const flags = pricingFlags(sale.payload, priceLists, refs.cashiers.get(sale.payload.order.userId), clients.get(sale.payload.order.businessClientId ?? 0) ?? null);
    if (leadCustomerProblems(trimLeadCustomer(sale.payload.order.leadCustomer)).length > 0) flags.push('lead-customer-invalid');
    if (flags.length > 0) flagsOf.set(sale.uuid, [...(flagsOf.get(sale.uuid) ?? []), ...flags]);
  }
  const taken = await takeBatchCoupons(tx, accepted, batchCoupons);
  for (const [uuid, flags] of taken.flags) flagsOf.set(uuid, [...(flagsOf.get(uuid) ?? []), ...flags]);

  // Issue 23: the partner codes the station printed, locked and judged before the orders are written.
  const partner = await checkPushedPartnerCodes(
    tx,
    who,
    accepted.map((sale) => ({ saleUuid: sale.uuid, orderUuid: sale.payload.order.uuid, lines: sale.payload.order.lines, partnerCodes: sale.payload.order.partnerCodes ?? [] })),
  );
  for (const uuid of new Set(partner.refused.map((r) => r.saleUuid))) flagsOf.set(uuid, [...(flagsOf.get(uuid) ?? []), 'partner-code-refused']);

  const firstNumber = await takeOrderNumbers(tx, who.providerId, accepted.length);
  const orderRows: OrderInsert[] = accepted.map((sale, i) => {
    const o = sale.payload.order;
    return {
      providerId: who.providerId,
      uuid: o.uuid,
      orderNumber: firstNumber + i,
      status: o.status,
      currencyId: o.currencyId,
      channelId: o.channelId,
      priceTypeId: o.priceTypeId,
      businessClientId: o.businessClientId,
      gross: o.gross,
      discountAmount: o.discountAmount,
      orderDiscountAmount: o.orderDiscountAmount,
      discountPercent: o.discountPercentBp,
      totalToPay: o.totalToPay,
      vatRateBp: o.vatRateBp,
      vatAmount: o.vatAmount,
      paid: sale.payload.receipt.total,
      hasAccountingDocs: true,
      leadCustomer: trimLeadCustomer(o.leadCustomer),
      remarks: o.remarks,
      source: ORDER_SOURCE_CASHIER,
      stationId: who.stationId,
      conflictFlags: flagsOf.get(sale.uuid) ?? [],
      createdBy: o.userId,
      createDate: new Date(o.createdAt),
    };
  });
  const orderIds = await insertOrders(tx, orderRows);
  const idOf = (sale: SaleOp) => orderIds.get(sale.payload.order.uuid)!;

  const lineRows: LineInsert[] = accepted.flatMap((sale) =>
    sale.payload.order.lines.map((l, i) => ({
      ...lineRowOf(l, { couponId: lineCouponId(batchCoupons, sale.payload, l), limitExceeded: exceeded.has(`${sale.uuid}|${i}`) }),
      orderId: idOf(sale),
    })),
  );
  await insertOrderLines(tx, lineRows);
  const orderOfOp = new Map(accepted.map((sale) => [sale.uuid, idOf(sale)]));
  await recordBatchCoupons(tx, accepted, taken, (uuid) => orderOfOp.get(uuid)!);
  await insertOrderEvents(
    tx,
    accepted.map((sale) => ({
      orderId: idOf(sale),
      type: 'created',
      details: { source: ORDER_SOURCE_CASHIER, receiptNumber: sale.payload.receipt.number, ...(flagsOf.has(sale.uuid) ? { conflictFlags: flagsOf.get(sale.uuid) } : {}) },
      userId: sale.payload.order.userId,
      stationId: who.stationId,
      createdAt: new Date(sale.payload.order.createdAt),
    })),
  );
  // R-ORD-12: the sale's document, as an event of its own.
  await insertOrderEvents(
    tx,
    accepted.map((sale) => ({
      orderId: idOf(sale),
      type: OrderEvent.DocumentCreated,
      details: { docType: sale.payload.receipt.docType, number: sale.payload.receipt.number, total: sale.payload.receipt.total },
      userId: sale.payload.order.userId,
      stationId: who.stationId,
      createdAt: new Date(sale.payload.receipt.issuedAt),
    })),
  );
  await insertOrderEvents(tx, accepted.flatMap((sale) => pendingVoucherEvent(sale, idOf(sale), who.stationId)));
  const saleOf = new Map(accepted.map((sale) => [sale.uuid, sale]));
  await applyPushedPartnerCodes(tx, partner, (uuid) => idOf(saleOf.get(uuid)!));
  await insertOrderEvents(
    tx,
    partner.refused.map((r) => ({ orderId: idOf(saleOf.get(r.saleUuid)!), type: 'partner-code-refused', details: { ticketCode: r.ticketCode, code: r.code, reason: r.reason }, userId: saleOf.get(r.saleUuid)!.payload.order.userId, stationId: who.stationId })),
  );
  await writePaidReceipts(
    tx,
    who,
    accepted.map((sale) => ({ receipt: sale.payload.receipt, payments: sale.payload.payments, orderId: idOf(sale), shiftUuid: sale.payload.order.shiftUuid, userId: sale.payload.order.userId })),
  );

  // Issue 22: a sale whose customer was chosen from the CRM online joins that customer.
  await linkPushedOrders(
    tx,
    who.providerId,
    accepted.flatMap((sale) => (sale.payload.order.crmCustomerId ? [{ orderId: idOf(sale), crmCustomerId: sale.payload.order.crmCustomerId, userId: sale.payload.order.userId }] : [])),
  );

  accepted.forEach((sale, i) => {
    const data = { orderId: idOf(sale), orderNumber: firstNumber + i };
    const flags = flagsOf.get(sale.uuid);
    results.set(sale.uuid, flags ? { uuid: sale.uuid, seq: sale.seq, status: 'conflict', flags, data } : { uuid: sale.uuid, seq: sale.seq, status: 'applied', data });
  });
  return results;
}

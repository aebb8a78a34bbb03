/**
 * A station online refunds any paid order of its provider (issue 15): sold at another station or
 * in the office. The server is the one owner of that refund: it finds the sale with what can still
 * go back (POST /sync/refund-sale), then takes the station's refund operation through the same path
 * a pushed refund takes (refund-ops.ts applyRefund: the receipt's row locked first, R-RCPT-5..7,
 * one standing refund per receipt), synchronously. The refund is numbered from the station's own
 * refund block (docs/decisions/receipt-number-blocks.md): the station writes its copy with that
 * number only once the server answered. While no money went back yet (cash, handed over after the
 * answer) any problem refuses the refund and writes nothing; when the card's share already went
 * back through the terminal, a lost race is kept as contested (refunded-twice), as for a push.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { noPermission, notFound, refused } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { isReceiptType, STATION_REFUND_DOC_TYPE } from '@pos/shared/documents/document-types';
import type { OnlineRefundAnswer, OnlineRefundRequest, SaleForRefund, SaleForRefundQuery } from '@pos/shared/sync/online-refund';
import type { Db } from '../../db/client';
import { customerTypes, documents, orders, products, profiles, users } from '../../db/schema';
import type { StationOrigin } from '../op-handlers';
import { findOrderByUuid } from '../orders/order-repo';
import { orderLinesInOrder } from '../orders/refund-order';
import { firstScansOf, ticketsOfOrders } from '../tickets/ticket-repo';
import { documentsOfOrder, lockDocumentByUuid, paymentsOf, standingRefundOf } from './document-repo';
import { refundPaymentsLike } from './refund-office';
import { applyRefund, REFUNDED_TWICE } from './refund-ops';
import { refundProblems } from './refunds';

async function orderOfQuery(db: Db, providerId: number, q: SaleForRefundQuery): Promise<number | undefined> {
  if (q.orderUuid) return (await findOrderByUuid(db, providerId, q.orderUuid.toLowerCase()))?.id;
  if (q.number === undefined) return undefined;
  // A number as printed: the receipt's number first (as the station's own lookup), else the order's.
  const [receipt] = await db
    .select({ orderId: documents.orderId })
    .from(documents)
    .where(and(eq(documents.providerId, providerId), inArray(documents.docType, ['receipt', 'invoice-receipt']), eq(documents.number, q.number), eq(documents.status, 'issued')))
    .limit(1);
  if (receipt?.orderId) return receipt.orderId;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.providerId, providerId), eq(orders.orderNumber, q.number)))
    .limit(1);
  return order?.id;
}

/** The sale as the station's refund panel shows it: its paid receipt, lines with what can go back, payments, a refund standing. */
export async function saleForRefund(db: Db, who: StationOrigin, q: SaleForRefundQuery): Promise<SaleForRefund> {
  const orderId = await orderOfQuery(db, who.providerId, q);
  if (orderId === undefined) throw notFound('Sale');
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.providerId, who.providerId)));
  if (!order) throw notFound('Sale');
  const docs = await documentsOfOrder(db, who.providerId, order.id);
  const receipts = docs.filter((d) => isReceiptType(d.docType) && d.status === 'issued' && d.total > 0);
  const refunds = docs.filter((d) => d.docType === 'refund' && d.status === 'issued');
  // The first receipt not refunded yet, else the first receipt (then blocked: already refunded).
  const receipt = receipts.find((r) => !refunds.some((f) => f.creditedDocumentId === r.id)) ?? receipts[0];
  if (!receipt) throw refused('sale-not-paid', 'This order has no paid receipt to refund.');
  const standing = refunds.find((f) => f.creditedDocumentId === receipt.id) ?? null;

  const lines = await orderLinesInOrder(db, order.id);
  const names = await namesOf(db, lines);
  const tickets = (await ticketsOfOrders(db, [order])).get(order.id) ?? [];
  const scans = await firstScansOf(db, who.providerId, [order.id]);
  const payments = await paymentsOf(db, [receipt.id]);
  return {
    orderId: order.id,
    orderUuid: order.uuid,
    orderNumber: order.orderNumber,
    orderStatus: order.status,
    customerName: [order.leadCustomer.firstName, order.leadCustomer.lastName].filter((n) => n?.trim()).join(' '),
    stationId: order.stationId,
    receipt: {
      uuid: receipt.uuid,
      docType: receipt.docType as 'receipt' | 'invoice-receipt',
      number: receipt.number,
      total: receipt.total,
      issuedAt: receipt.issuedAt.toISOString(),
      currencyId: receipt.currencyId,
      vatRateBp: receipt.vatRateBp,
    },
    lines: lines.map((l, i) => {
      const used = tickets.filter((t) => t.lineIndex === i && scans.has(t.code)).reduce((s, t) => s + t.quantity, 0);
      return {
        lineNo: i + 1,
        productName: names.products.get(l.productId) ?? '',
        customerTypeName: names.types.get(l.customerTypeId) ?? '',
        date: l.date,
        startTime: l.startTime ? l.startTime.slice(0, 5) : null,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        total: l.total,
        used: Math.min(used, l.quantity),
        refundable: Math.max(0, l.quantity - used),
      };
    }),
    payments: refundPaymentsLike(payments, receipt.total, receipt.currencyId),
    refund: standing ? { number: standing.number, total: standing.total, issuedAt: standing.issuedAt.toISOString() } : null,
    blocked: standing ? 'already-refunded' : order.status === 'CN' ? 'order-cancelled' : null,
  };
}

async function namesOf(db: Db, lines: readonly { productId: number; customerTypeId: number }[]) {
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const typeIds = [...new Set(lines.map((l) => l.customerTypeId))];
  const p = productIds.length ? await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, productIds)).orderBy(asc(products.id)) : [];
  const t = typeIds.length ? await db.select({ id: customerTypes.id, name: customerTypes.name }).from(customerTypes).where(inArray(customerTypes.id, typeIds)) : [];
  return { products: new Map(p.map((r) => [r.id, r.name])), types: new Map(t.map((r) => [r.id, r.name])) };
}

/**
 * The station's refund of a sale it may not hold, done now by the server's refund path. Idempotent
 * by the refund document's uuid: the answer may be lost after the commit (the network cut), so the
 * same uuid coming again (a retry, the station's reconciling at its next sync, or the same refund
 * pushed later) answers the refund written the first time, same number, never a second refund.
 */
export async function refundOnline(db: Db, who: StationOrigin, body: OnlineRefundRequest): Promise<OnlineRefundAnswer> {
  const op = body.op;
  const doc = op.payload.document;
  if (doc.docType !== STATION_REFUND_DOC_TYPE) throw refused('refund-doc-type', 'A refund is a document of type refund.');
  const uuid = doc.uuid.toLowerCase();
  // R-PERM-17: the cashier named by the station may cancel receipts (the station checked it too).
  const [cashier] = await db.select({ permissions: profiles.permissions }).from(users).leftJoin(profiles, eq(profiles.id, users.profileId)).where(and(eq(users.id, op.payload.userId), eq(users.providerId, who.providerId)));
  if (!cashier) throw refused('unknown-user', 'The cashier is not a user of this provider.');
  if (!(cashier.permissions ?? []).includes(Permission.CanCancelExistingReceipt)) throw noPermission();
  return db.transaction(async (tx) => {
    const before = await lockDocumentByUuid(tx, who.providerId, uuid);
    if (before) return sameRefund(before, who, doc.number);
    const original = await lockDocumentByUuid(tx, who.providerId, op.payload.originalReceiptUuid.toLowerCase());
    if (!original) throw notFound('Receipt');
    // A retry sent while the first was still running waited for the receipt's lock: its refund is there now.
    const meanwhile = await lockDocumentByUuid(tx, who.providerId, uuid);
    if (meanwhile) return sameRefund(meanwhile, who, doc.number);
    if (!body.moneyGone) {
      // Nothing went back yet: the refund stands now or is refused with nothing written (R-RCPT-5..7).
      const problems = await refundProblems(tx, original, doc.total, op.payload.payments, op.payload.lines);
      if (problems.length > 0) throw refused(problems[0]!.code, problems[0]!.message, { problems });
    }
    const result = await applyRefund(tx, who, { uuid: op.uuid, seq: op.seq, payload: op.payload });
    if (result.status === 'rejected') throw refused(result.reason.code, result.reason.message);
    const [written] = await tx.select().from(documents).where(and(eq(documents.providerId, who.providerId), eq(documents.uuid, uuid)));
    if (!written) throw refused('refund-not-written', 'The refund was not written.');
    const standing = await standingRefundOf(tx, original.id);
    const [order] = original.orderId !== null ? await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, original.orderId)) : [];
    return { ...answerOf(written), orderCancelled: standing?.id === written.id && order?.status === 'CN' };
  });
}

/** The refund this uuid already made: only the same station's refund with the same number is answered as it stands. */
function sameRefund(existing: typeof documents.$inferSelect, who: StationOrigin, number: number): OnlineRefundAnswer {
  if (existing.docType !== 'refund' || existing.stationId !== who.stationId || existing.number !== number) throw refused('refund-uuid-used', 'Another document already has this refund\'s uuid.');
  if (existing.status === 'void') throw refused('refund-void', `This refund was refused before: ${existing.voidReason}`);
  return answerOf(existing);
}

/** A refund kept contested (it lost a race after the card had gone back) answers as the conflict it was. */
function answerOf(doc: typeof documents.$inferSelect): OnlineRefundAnswer {
  const contested = doc.status === 'contested';
  return { status: contested ? 'conflict' : 'applied', flags: contested ? [REFUNDED_TWICE] : [], documentId: doc.id, number: doc.number, total: doc.total, voidedTicketCodes: doc.voidedTicketCodes, orderCancelled: false };
}

/**
 * A refund made at a station's window, as it pushes it (the `refund` operation, issue 15). Its
 * number must come from the station's block of refund numbers and be unused. A refund the rules
 * refuse is rejected, its number kept as a void document (no silent gap). A receipt the office (or
 * another station) refunded first makes this one a conflict `refunded-twice`: the station's
 * document is kept with its number as 'contested' and the order flagged for the office.
 */
import type { OpResult } from '@pos/shared/sync/protocol';
import { ALREADY_REFUNDED } from '@pos/shared/documents/refund-rules';
import { STATION_REFUND_DOC_TYPE } from '@pos/shared/documents/document-types';
import type { Tx } from '../../db/client';
import { oneByOne, rejected, type OpHandlers, type PushedOp, type StationOrigin } from '../op-handlers';
import { flagRefundedTwice } from '../orders/refund-order';
import { findOrderByUuid } from '../orders/order-repo';
import { isProviderUser } from '../users/provider-user';
import { insertDocument, lockDocumentByUuid, standingRefundOf } from './document-repo';
import { insertPayments } from './receipt-repo';
import { refundProblems, writeRefund } from './refunds';
import { numberIssued, paymentRows, stationNumbers, writeVoidReceipts } from './station-receipts';

export const REFUNDED_TWICE = 'refunded-twice';

export async function applyRefund(tx: Tx, who: StationOrigin, op: PushedOp<'refund'>): Promise<OpResult> {
  const p = op.payload;
  const doc = p.document;
  // The same refund again (done online at the window, its answer lost, then pushed): it stands once, as it was written.
  const written = await lockDocumentByUuid(tx, who.providerId, doc.uuid.toLowerCase());
  if (written && written.docType === STATION_REFUND_DOC_TYPE && written.stationId === who.stationId && written.number === doc.number && written.status !== 'void') {
    const order = await findOrderByUuid(tx, who.providerId, p.order.uuid.toLowerCase());
    const data = order ? { orderId: order.id, orderNumber: order.orderNumber } : {};
    return written.status === 'contested' ? { uuid: op.uuid, seq: op.seq, status: 'conflict', flags: [REFUNDED_TWICE], data } : { uuid: op.uuid, seq: op.seq, status: 'applied', data };
  }
  const numbers = await stationNumbers(tx, who, STATION_REFUND_DOC_TYPE, [doc.number]);
  const numberFree = doc.docType === STATION_REFUND_DOC_TYPE && numberIssued(numbers.blocks, doc.number) && !numbers.used.has(doc.number);
  const refuse = async (code: string, message: string) => {
    if (numberFree) await writeVoidReceipts(tx, who, [{ receipt: doc, reason: code }]);
    return rejected(op, code, message);
  };
  if (doc.docType !== STATION_REFUND_DOC_TYPE) return rejected(op, 'refund-doc-type', 'A refund is a document of type refund.');
  if (!numberIssued(numbers.blocks, doc.number)) return rejected(op, 'receipt-number-not-issued', `Refund number ${doc.number} was not issued to this station.`);
  if (!numberFree) return rejected(op, 'receipt-number-used', `Refund number ${doc.number} is already used.`);
  if (!(await isProviderUser(tx, who.providerId, p.userId))) return refuse('unknown-user', 'The cashier is not a user of this provider.');

  const original = await lockDocumentByUuid(tx, who.providerId, p.originalReceiptUuid.toLowerCase());
  const order = await findOrderByUuid(tx, who.providerId, p.order.uuid.toLowerCase());
  if (!original || !order || original.orderId !== order.id) return refuse('receipt-not-found', 'The refunded receipt is not a receipt of this order on the server.');
  if (doc.currencyId !== original.currencyId) return refuse('receipt-currency', 'The refund is in another currency than the receipt.');

  const problems = await refundProblems(tx, original, doc.total, p.payments, p.lines);
  const onlyRefundedBefore = problems.length > 0 && problems.every((x) => x.code === ALREADY_REFUNDED.code);
  if (problems.length > 0 && !onlyRefundedBefore) return refuse(problems[0]!.code, problems[0]!.message);

  const data = { orderId: order.id, orderNumber: order.orderNumber };
  if (onlyRefundedBefore) {
    // The money went back at the window already: the document stands in the ledger as contested.
    const standing = await standingRefundOf(tx, original.id);
    const kept = await insertDocument(tx, {
      providerId: who.providerId,
      stationId: who.stationId,
      uuid: doc.uuid,
      docType: 'refund',
      number: doc.number,
      orderId: order.id,
      shiftUuid: p.shiftUuid,
      userId: p.userId,
      screen: 'station',
      currencyId: doc.currencyId,
      total: doc.total,
      status: 'contested',
      voidReason: `${REFUNDED_TWICE}${standing ? `: refund ${standing.number} stands` : ''}`,
      creditedDocumentId: original.id,
      reason: p.reason,
      issuedAt: new Date(doc.issuedAt),
    });
    await insertPayments(tx, paymentRows(kept.id, order.id, p.payments));
    await flagRefundedTwice(tx, { providerId: who.providerId, orderId: order.id, document: { id: kept.id, number: kept.number }, amount: doc.total, userId: p.userId, stationId: who.stationId, flag: REFUNDED_TWICE });
    return { uuid: op.uuid, seq: op.seq, status: 'conflict', flags: [REFUNDED_TWICE], data };
  }

  await writeRefund(
    tx,
    {
      providerId: who.providerId,
      original,
      amount: doc.total,
      lines: p.lines,
      payments: p.payments,
      reason: p.reason,
      userId: p.userId,
      stationId: who.stationId,
      screen: 'station',
      shiftUuid: p.shiftUuid,
      issuedAt: new Date(doc.issuedAt),
      number: doc.number,
      uuid: doc.uuid,
      voidedTicketCodes: p.voidedTicketCodes,
    },
    order.uuid,
  );
  return { uuid: op.uuid, seq: op.seq, status: 'applied', data };
}

/** The documents domain's part of the operation map. */
export const documentOps: Pick<OpHandlers, 'refund'> = {
  refund: oneByOne(applyRefund),
};

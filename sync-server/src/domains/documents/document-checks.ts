/** C149 validate-receipt, C155 proforma cancel (R-INV-8), C156 allow-create-credit-invoice (R-PERM-18). */
import { notFound, refused } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import type { CreateReceiptBody, ReceiptValidation } from '@pos/shared/api/documents';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { insertOrderDocumentEvent } from '../orders/refund-order';
import { creditableOf, remainingOf } from './amounts';
import { documentsOfOrder, lockDocument, numberingOf, updateDocument } from './document-repo';
import { paymentFieldErrors } from './issue-documents';
import { orderFacts } from './order-facts';

export async function validateReceipt(db: Db, providerId: number, body: CreateReceiptBody): Promise<ReceiptValidation> {
  const order = await orderFacts(db, providerId, body.orderId);
  if (!order) throw notFound('Order');
  const remaining = remainingOf(order.totalToPay, await documentsOfOrder(db, providerId, order.id)).receipt;
  const problems: ReceiptValidation['problems'] = [];
  for (const [field, messages] of Object.entries(paymentFieldErrors(body.amount, body.payments))) for (const message of messages) problems.push({ code: 'payments', message, field });
  if (body.amount > remaining) problems.push({ code: 'amount-over-remaining', message: `The amount is above what is left of the order (${remaining}).`, field: 'amount' });
  if (!(await numberingOf(db, providerId)).has('receipt')) problems.push({ code: 'numbering-not-set', message: 'The receipt numbering is not set in the provider\'s accounting settings.' });
  return { valid: problems.length === 0, problems, remaining };
}

/** R-INV-8: a business client's proforma is cancelled (its number stays, marked cancelled). */
export async function cancelProforma(db: Db, who: { providerId: number; userId: number }, id: number) {
  return db.transaction(async (tx) => {
    const doc = await lockDocument(tx, who.providerId, id);
    if (!doc || doc.docType !== 'proforma') throw notFound('Proforma invoice');
    if (doc.status !== 'issued') throw refused('proforma-cancelled', 'The proforma invoice is already cancelled.');
    await updateDocument(tx, doc.id, { status: 'cancelled' });
    if (doc.orderId !== null) await insertOrderDocumentEvent(tx, doc.orderId, who.userId, { docType: 'proforma', number: doc.number, documentId: doc.id, cancelled: true });
    return { id: doc.id, number: doc.number, status: 'cancelled' as const };
  });
}

/** R-PERM-18: may the user create a credit invoice (CreateCreditInvoices), and for an order, is there an invoice left to credit (R-INV-2). */
export async function allowCreditInvoice(db: Db, actor: Actor, orderId: number | undefined) {
  if (!actor.permissions.has(Permission.CreateCreditInvoices)) return { allowed: false, reason: 'no-permission', creditable: 0 };
  if (orderId === undefined) return { allowed: true, reason: null, creditable: 0 };
  const order = await orderFacts(db, actor.providerId, orderId);
  if (!order) throw notFound('Order');
  const docs = await documentsOfOrder(db, actor.providerId, order.id);
  const creditable = docs.reduce((s, d) => s + creditableOf(d, docs), 0);
  return creditable > 0 ? { allowed: true, reason: null, creditable } : { allowed: false, reason: 'credit-needs-invoice', creditable: 0 };
}

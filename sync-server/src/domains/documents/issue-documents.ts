/**
 * Documents the office issues (C141-C148, the credit invoice, C183): each in one transaction that
 * locks the order, checks the rules, takes the type's next number from the provider's sequence
 * (R-INV-3: refused while the type's numbering is not set up; the sequence row stays locked until
 * the document commits, so numbers are gapless per type however many create at once), writes the
 * document with its lines and payments, tells the order (R-BC-5, R-ORD-12) and, for a tax invoice
 * above the threshold, asks for its allocation number (H8's allocation job: InProgress until then).
 */
import { eq } from 'drizzle-orm';
import { fieldError, messagesOf, refused, validationError, notFound, type FieldErrors, type FieldIssue } from '@pos/shared/errors';
import { vatOfGross } from '@pos/shared/money';
import { receiptProblems } from '@pos/shared/sync/receipt-rules';
import { withPaymentDefaults } from '@pos/shared/documents/payments';
import { isInvoiceType, type DocumentType } from '@pos/shared/documents/document-types';
import { ALLOCATION_THRESHOLDS } from '@pos/shared/accounting/israel-invoice';
import type { PaymentInput } from '@pos/shared/api/documents';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { businessClients } from '../../db/schema';
import { lockOrderForRefund, orderDocumentWrites } from '../orders/refund-order';
import { requestAllocationIfNeeded } from './allocation';
import { remainingFor, remainingOf, creditableOf } from './amounts';
import { documentsOfOrder, findDocument, insertDocumentWithRows, ledgerFacts, takeCustomNumber, type DocumentRow } from './document-repo';
import { paymentRows } from './station-receipts';
import { confirmPagePayments } from '../payments/card-payments';

export interface Issuer {
  providerId: number;
  userId: number;
}

export interface IssueSpec {
  docType: Exclude<DocumentType, 'refund'>;
  orderId: number | null;
  amount: number;
  payments: readonly PaymentInput[];
  customerName?: string | undefined;
  customerTaxId?: string | undefined;
  businessClientId?: number | null | undefined;
  remarks?: string | undefined;
  title?: string | undefined;
  reason?: string | undefined;
  screen?: string | undefined;
  creditedDocumentId?: number | null | undefined;
  customTypeId?: number | null | undefined;
  /** Free lines (a business invoice without an order). */
  lines?: readonly { description: string; quantity: number; unitPrice: number }[] | undefined;
  /** The document's date when not now (a bulk invoice run's issue date, R-BULK-6). */
  issuedAt?: Date | undefined;
}

const TAKES_MONEY: readonly string[] = ['receipt', 'invoice-receipt'];

/** R-RCPT-1, R-RCPT-2, R-RCPT-3, R-RCPT-4, R-RCPT-8: the payments of a document that takes money, as field errors. */
export function paymentFieldErrors(amount: number, payments: readonly PaymentInput[]): FieldErrors {
  return messagesOf(paymentFieldIssues(amount, payments));
}

/** The same, each with the receipt rule's code (receipt-total-zero, cash-change...) for the client to say (issue 18). */
export function paymentFieldIssues(amount: number, payments: readonly PaymentInput[]): FieldIssue[] {
  return receiptProblems({ total: amount }, payments.map(withPaymentDefaults)).map((p) => ({
    field: p.code === 'receipt-total-zero' ? 'amount' : p.code === 'card-last4' ? 'payments.details.last4' : 'payments',
    code: p.code,
    message: p.message,
  }));
}

/**
 * Whether a document could need an Israel Invoice allocation number (requestAllocationIfNeeded
 * decides): only a tax invoice with a buyer's number whose amount before VAT is above the lowest
 * threshold ever in force can. The others skip its two reads (the document again, the tax status).
 */
function mayNeedAllocation(docType: string, customerTaxId: string, amountBeforeVat: number): boolean {
  return isInvoiceType(docType) && customerTaxId.trim() !== '' && amountBeforeVat > LOWEST_ALLOCATION_THRESHOLD;
}
const LOWEST_ALLOCATION_THRESHOLD = Math.min(...ALLOCATION_THRESHOLDS.map((t) => t.amountBeforeVat));

/** Issues one document (see the file's comment). Throws 404 for another provider's order or document, 422 for a broken rule. */
export async function issueDocument(db: Db, who: Issuer, spec: IssueSpec): Promise<DocumentRow> {
  const takesMoney = TAKES_MONEY.includes(spec.docType);
  if (takesMoney) {
    const issues = paymentFieldIssues(spec.amount, spec.payments);
    if (issues.length > 0) throw validationError(issues);
  } else if (spec.payments.length > 0) {
    throw fieldError('payments', 'This document takes no payments.', 'no-payments');
  }
  if (spec.docType !== 'custom' && !(spec.amount > 0)) throw refused('amount-above-zero', 'The amount must be above zero.');

  return inTransaction(db, async (tx) => {
    const order = spec.orderId !== null ? await lockOrderForRefund(tx, who.providerId, spec.orderId) : undefined;
    if (spec.orderId !== null && !order) throw notFound('Order');
    // R-INV-3: numbered only once the type's numbering is set up in the accounting settings. The
    // number is taken with the provider's and the order's facts in one statement (see ledgerFacts);
    // a rule that refuses the document below rolls it back with the number.
    const numberedAs = spec.docType === 'custom' ? `custom-${spec.customTypeId}` : spec.docType;
    const wholeOrder = order !== undefined && !spec.lines?.length && spec.docType !== 'credit-invoice' && spec.amount === order.totalToPay;
    const facts = await ledgerFacts(tx, { providerId: who.providerId, orderId: order?.id ?? null, numberOf: spec.docType === 'custom' ? null : numberedAs, withLines: wholeOrder });
    const docs = facts.docs;

    let credited: DocumentRow | undefined;
    if (spec.docType === 'credit-invoice') {
      // R-INV-2: a credit invoice needs an existing invoice, an amount above zero and not above what is left of it.
      if (!spec.creditedDocumentId) throw refused('credit-needs-invoice', 'A credit invoice needs an existing invoice.');
      credited = await findDocument(tx, who.providerId, spec.creditedDocumentId);
      if (!credited) throw notFound('Invoice');
      if (!['invoice', 'invoice-receipt'].includes(credited.docType) || credited.status !== 'issued') throw refused('credit-needs-invoice', 'A credit invoice needs an existing invoice.');
      if (order && credited.orderId !== order.id) throw refused('credit-other-order', 'The invoice is not of this order.');
      const siblings = credited.orderId !== null ? await documentsOfOrder(tx, who.providerId, credited.orderId) : [credited];
      const creditable = creditableOf(credited, siblings);
      if (spec.amount > creditable) throw refused('credit-over-invoice', `A credit invoice cannot exceed what is left of the invoice (${creditable}).`, { creditable });
    } else if (order && spec.docType !== 'proforma' && spec.docType !== 'custom') {
      // R-INV-1: at most the remaining possible amount.
      const left = remainingFor(spec.docType, remainingOf(order.totalToPay, docs));
      if (spec.amount > left) throw refused('amount-over-remaining', `The amount is above what is left of the order (${left}).`, { remaining: left });
    }

    let businessClientId = spec.businessClientId ?? order?.businessClientId ?? null;
    let customerName = spec.customerName?.trim() ?? '';
    let customerTaxId = spec.customerTaxId?.trim() ?? '';
    if (businessClientId !== null) {
      const [client] = await tx.select().from(businessClients).where(eq(businessClients.id, businessClientId));
      if (!client || client.providerId !== who.providerId) throw notFound('Business client');
      customerName ||= client.name;
      customerTaxId ||= client.vatNumber ?? '';
    } else if (order && !customerName) {
      customerName = [order.leadCustomer.firstName, order.leadCustomer.lastName].filter(Boolean).join(' ');
      customerTaxId ||= order.leadCustomer.pid ?? '';
    }
    if (credited) {
      businessClientId = credited.businessClientId;
      customerName ||= credited.customerName;
      customerTaxId ||= credited.customerTaxId;
    }

    // A custom type's numbering starts with the type itself (C185), at 1.
    const number = spec.docType === 'custom' ? await takeCustomNumber(tx, who.providerId, numberedAs) : facts.number;
    if (number === null) throw refused('numbering-not-set', `The ${spec.docType} numbering is not set in the provider's accounting settings.`, { docType: spec.docType });

    const vatRateBp = facts.vatType === 'NoVat' ? 0 : facts.vatRateBp;
    const vatAmount = vatOfGross(spec.amount, vatRateBp);
    const lines = spec.lines?.length
      ? spec.lines.map((l, i) => ({ lineNo: i + 1, description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, total: l.quantity * l.unitPrice, vatAmount: vatOfGross(l.quantity * l.unitPrice, vatRateBp) }))
      : wholeOrder
        ? facts.lines.map((l, i) => ({ lineNo: i + 1, orderLineId: l.id, description: l.name, quantity: l.quantity, unitPrice: l.unitPrice, total: l.total, vatAmount: vatOfGross(l.total, vatRateBp) }))
        : [{ lineNo: 1, description: order ? `Order ${order.orderNumber}` : spec.title || spec.docType, quantity: 1, unitPrice: spec.amount, total: spec.amount, vatAmount }];
    if (spec.lines?.length && lines.reduce((s, l) => s + l.total, 0) !== spec.amount) throw fieldError('lines', 'The lines do not add up to the amount.', 'lines-total');
    // A card charged through the payment page is recorded as the server read it back (payments/card-payments.ts).
    const payments = takesMoney ? paymentRows(0, order?.id ?? null, await confirmPagePayments(tx, who.providerId, spec.payments.map(withPaymentDefaults))).map(({ documentId: _, ...p }) => p) : [];
    const doc = await insertDocumentWithRows(
      tx,
      {
        providerId: who.providerId,
        docType: spec.docType,
        number,
        orderId: order?.id ?? null,
        userId: who.userId,
        screen: spec.screen ?? 'order',
        currencyId: order?.currencyId ?? credited?.currencyId ?? facts.currencyId,
        total: spec.amount,
        vatRateBp,
        vatAmount,
        creditedDocumentId: credited?.id ?? null,
        businessClientId,
        customerName,
        customerTaxId,
        title: spec.title ?? '',
        remarks: spec.remarks ?? '',
        reason: spec.reason ?? '',
        customTypeId: spec.customTypeId ?? null,
        state: 'Done',
        ...(spec.issuedAt ? { issuedAt: spec.issuedAt } : {}),
      },
      lines,
      payments,
      // The order's paid amount, has-documents flag (R-BC-5) and R-ORD-12 event, in the same statement.
      order ? orderDocumentWrites({ providerId: who.providerId, orderId: order.id, userId: who.userId, stationId: null, ...(takesMoney ? { paid: spec.amount } : {}) }) : undefined,
    );
    if (mayNeedAllocation(doc.docType, doc.customerTaxId, doc.total - doc.vatAmount) && (await requestAllocationIfNeeded(tx, doc.id))) return (await findDocument(tx, who.providerId, doc.id))!;
    return doc;
  });
}

import { Permission } from '@pos/shared/permissions';
import { toMinor } from '@pos/shared/money';
import { DOCUMENT_TYPES, isReceiptType, type DocumentType } from '@pos/shared/documents/document-types';

/**
 * The documents of the ledger (issue 15, shared/src/documents/document-types.ts). Receipt and
 * invoice-receipt take money; invoice and credit invoice only book it; refund is the credit
 * receipt that gives a receipt's money back (R-RCPT-5..7); proforma is a business client's advance
 * bill (R-INV-8).
 */
export const DOCUMENT_KINDS = DOCUMENT_TYPES;
export type DocumentKind = DocumentType;

export function isDocumentKind(value: unknown): value is DocumentKind {
  return typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);
}

/** What a row of the documents list offers (the server checks each again). */
export type DocumentAction = 'open' | 'pdf' | 'download' | 'share' | 'cancel' | 'refund' | 'credit' | 'cancelProforma' | 'settleCardRefund';

/** The facts about one document that decide its actions. */
export interface DocumentFacts {
  type: DocumentKind;
  /** R-INV-6: only a Done document is final; an InProgress one (e.g. waiting for its allocation number) is not yet. */
  state: string;
  total: number;
  /** R-RCPT-7: a receipt refunded or credited once is never refunded again. */
  refunded: boolean;
  /** issued, void, cancelled (a proforma, R-INV-8) or contested (a second refund, kept for the office). */
  status: string;
}

/** A refund whose card money went back through the gateway with no answer recorded yet (issue 15): it waits for the office. */
export const isUnsettledCardRefund = (doc: Pick<DocumentFacts, 'type' | 'state' | 'status'>): boolean => doc.type === 'refund' && doc.status === 'issued' && doc.state === 'InProgress';

/** The kinds that took money and can give it back through receipt/cancel (R-RCPT-5). */
export const isRefundable = (type: DocumentKind): boolean => isReceiptType(type);

/**
 * R-PERM-11 and R-PERM-17: what the user may do with a document. Seeing and opening needs
 * DocumentViewSearch, sharing DocumentShare, cancelling or refunding a receipt
 * CanCancelExistingReceipt, crediting an invoice CreateCreditInvoices, cancelling a proforma
 * CreatePerfomaInvoices. A card refund whose gateway answer was lost (a refund InProgress) is settled
 * by the office with CanCancelExistingReceipt too: the money went back, or it did not.
 */
export function documentActions(doc: DocumentFacts, permissions: ReadonlySet<number>): Set<DocumentAction> {
  const out = new Set<DocumentAction>();
  if (!permissions.has(Permission.DocumentViewSearch)) return out;
  out.add('open');
  const final = doc.state === 'Done' && doc.status !== 'void';
  if (final) {
    out.add('pdf');
    out.add('download');
    if (permissions.has(Permission.DocumentShare)) out.add('share');
  }
  if (final && doc.status === 'issued' && isRefundable(doc.type) && !doc.refunded && doc.total > 0 && permissions.has(Permission.CanCancelExistingReceipt)) {
    out.add('cancel');
    out.add('refund');
  }
  if (final && doc.status === 'issued' && (doc.type === 'invoice' || doc.type === 'invoice-receipt') && permissions.has(Permission.CreateCreditInvoices)) out.add('credit');
  if (doc.type === 'proforma' && doc.status === 'issued' && permissions.has(Permission.CreatePerfomaInvoices)) out.add('cancelProforma');
  if (isUnsettledCardRefund(doc) && permissions.has(Permission.CanCancelExistingReceipt)) out.add('settleCardRefund');
  return out;
}

/** The documents an order can get, and the permissions each needs (R-PERM-11). */
export const NEW_DOCUMENT_PERMISSIONS: Record<'receipt' | 'invoice' | 'invoice-receipt' | 'credit-invoice', readonly number[]> = {
  receipt: [Permission.CreateReceipts],
  invoice: [Permission.CreateInvoices],
  'invoice-receipt': [Permission.CreateInvoices, Permission.CreateReceipts],
  'credit-invoice': [Permission.CreateCreditInvoices],
};
export type NewDocumentKind = keyof typeof NEW_DOCUMENT_PERMISSIONS;
export const NEW_DOCUMENT_KINDS = Object.keys(NEW_DOCUMENT_PERMISSIONS) as NewDocumentKind[];

export function mayCreate(kind: NewDocumentKind, permissions: ReadonlySet<number>): boolean {
  return NEW_DOCUMENT_PERMISSIONS[kind].every((p) => permissions.has(p));
}

/** The back office's address of the form that makes a document for an order (000 §2 routes). */
export function newDocumentPath(kind: NewDocumentKind, orderId: number): string {
  switch (kind) {
    case 'receipt':
      return `/order/${orderId}/receipt/new`;
    case 'invoice-receipt':
      return `/order/${orderId}/invoice-receipt/new`;
    case 'invoice':
      return `/accounting/new-invoice/${orderId}`;
    case 'credit-invoice':
      return `/accounting/new-credit-invoice/${orderId}`;
  }
}

/**
 * An amount typed by a person (001 §5 money pattern: up to 9 digits and 2 decimals; thousands
 * separators allowed) in minor units, or null when it is not money.
 */
export function parseAmount(text: string): number | null {
  const plain = text.trim().replace(/[,\s]/g, '');
  if (!plain) return null;
  try {
    return toMinor(plain);
  } catch {
    return null;
  }
}

/** A money field's problem, as a text key: required, not money, zero or below, above what is left (R-RCPT-1, R-RCPT-6, R-INV-1). */
export function amountProblem(text: string, max: number): 'required' | 'notMoney' | 'notPositive' | 'aboveMax' | null {
  if (!text.trim()) return 'required';
  const minor = parseAmount(text);
  if (minor === null) return 'notMoney';
  if (minor <= 0) return 'notPositive';
  if (minor > max) return 'aboveMax';
  return null;
}

/** What the row actions need to know of a document. */
export interface DocumentSummary {
  id: number;
  type: DocumentKind;
  number: number;
  state: string;
  total: number;
  currencyId: number;
  orderId: number | null;
  refunded: boolean;
  status: string;
}

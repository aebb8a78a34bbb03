import type { PrintDocument } from '../layout/model';
import { buildCreditInvoice, buildCustomDocument, buildInvoice, buildProforma } from './invoice';
import { buildCreditReceipt, buildInvoiceReceipt, buildReceipt } from './receipt';
import type { LedgerDocumentInput } from './types';

/** Any document of the ledger by its type, for the server's PDFs and the station's reprints. */
export function buildLedgerDocument(doc: LedgerDocumentInput): PrintDocument {
  switch (doc.type) {
    case 'receipt':
      return buildReceipt(doc.input);
    case 'invoice-receipt':
      return buildInvoiceReceipt(doc.input);
    case 'invoice':
      return buildInvoice(doc.input);
    case 'credit-invoice':
      return buildCreditInvoice(doc.input);
    case 'proforma':
      return buildProforma(doc.input);
    case 'credit-receipt':
      return buildCreditReceipt(doc.input);
    case 'custom':
      return buildCustomDocument(doc.input);
  }
}

/** The same document marked "copy": every print after the first original is a copy. */
export function asCopy(doc: LedgerDocumentInput): LedgerDocumentInput {
  return { ...doc, input: { ...doc.input, copy: true } } as LedgerDocumentInput;
}

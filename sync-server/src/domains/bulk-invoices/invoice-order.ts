import { chargedOf, creditableOf } from '../documents/amounts';
import { documentsOfOrder } from '../documents/document-repo';
import { issueDocument } from '../documents/issue-documents';
import type { Db } from '../../db/client';
import type { BulkRunRow } from './run-repo';

export interface OrderInvoiced {
  docType: 'invoice' | 'credit-invoice';
  documentId: number;
  total: number;
}

/**
 * What one order gets in a bulk run, dated the run's issue date: an invoice for what it costs and
 * was not yet charged, or, when it was charged more than it now costs (a price lowered after its
 * invoice), a credit invoice for the difference against its latest invoice that can take it.
 * Nothing when it is charged exactly (an order done before a restart is done once).
 */
export async function invoiceOrder(db: Db, run: BulkRunRow, order: { id: number; totalToPay: number }, issuedAt: Date): Promise<OrderInvoiced | null> {
  const docs = await documentsOfOrder(db, run.providerId, order.id);
  const due = order.totalToPay - chargedOf(docs);
  const who = { providerId: run.providerId, userId: run.userId };
  const common = { orderId: order.id, payments: [], screen: 'bulk-invoices', issuedAt };
  if (due > 0) {
    const doc = await issueDocument(db, who, { ...common, docType: 'invoice', amount: due });
    return { docType: 'invoice', documentId: doc.id, total: doc.total };
  }
  if (due < 0) {
    const invoice = [...docs].reverse().find((d) => creditableOf(d, docs) >= -due);
    if (!invoice) return null;
    const doc = await issueDocument(db, who, { ...common, docType: 'credit-invoice', amount: -due, creditedDocumentId: invoice.id });
    return { docType: 'credit-invoice', documentId: doc.id, total: doc.total };
  }
  return null;
}

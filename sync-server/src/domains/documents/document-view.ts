/** Documents as the API shows them (DocumentDetails, the order's ledger). */
import { and, eq, inArray } from 'drizzle-orm';
import { notFound } from '@pos/shared/errors';
import type { DocumentDetails, OrderLedger } from '@pos/shared/api/documents';
import type { DocumentState, DocumentStatus, DocumentType } from '@pos/shared/documents/document-types';
import type { Tx } from '../../db/client';
import { documents, providers, users } from '../../db/schema';
import { remainingOf } from './amounts';
import { documentsOfOrder, findDocument, linesOfDocuments, paymentsOf, type DocumentRow } from './document-repo';
import { orderFacts } from './order-facts';

const ref = (d: DocumentRow) => ({ id: d.id, docType: d.docType as DocumentType, number: d.number, total: d.total });

export async function documentDetails(db: Tx, providerId: number, id: number, types?: readonly string[]): Promise<DocumentDetails> {
  const doc = await findDocument(db, providerId, id);
  if (!doc || (types && !types.includes(doc.docType))) throw notFound('Document');
  const [provider] = await db.select({ name: providers.name, companyName: providers.companyName, companyId: providers.companyId }).from(providers).where(eq(providers.id, providerId));
  const [user] = doc.userId !== null ? await db.select({ firstName: users.firstName, lastName: users.lastName, username: users.username }).from(users).where(eq(users.id, doc.userId)) : [];
  const related = await db
    .select()
    .from(documents)
    .where(and(eq(documents.providerId, providerId), inArray(documents.id, [doc.creditedDocumentId ?? 0])));
  const creditors = await db
    .select()
    .from(documents)
    .where(and(eq(documents.providerId, providerId), eq(documents.creditedDocumentId, doc.id), eq(documents.status, 'issued')));
  const order = doc.orderId !== null ? await orderFacts(db, providerId, doc.orderId) : undefined;
  const lines = await linesOfDocuments(db, [doc.id]);
  const payments = await paymentsOf(db, [doc.id]);
  const refund = creditors.find((c) => c.docType === 'refund');
  return {
    id: doc.id,
    uuid: doc.uuid,
    docType: doc.docType as DocumentType,
    number: doc.number,
    state: doc.state as DocumentState,
    status: doc.status as DocumentStatus,
    issuedAt: doc.issuedAt.toISOString(),
    orderId: doc.orderId,
    orderNumber: order?.orderNumber ?? null,
    currencyId: doc.currencyId,
    total: doc.total,
    vatPercent: doc.vatRateBp / 100,
    vatAmount: doc.vatAmount,
    totalBeforeVat: doc.total - doc.vatAmount,
    customerName: doc.customerName,
    customerTaxId: doc.customerTaxId,
    businessClientId: doc.businessClientId,
    businessName: provider?.companyName || provider?.name || '',
    businessTaxId: provider?.companyId ?? '',
    title: doc.title,
    remarks: doc.remarks,
    reason: doc.reason,
    allocationNumber: doc.allocationNumber,
    copiesPrinted: doc.copiesPrinted,
    userId: doc.userId,
    userName: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username : '',
    stationId: doc.stationId,
    screen: doc.screen,
    customTypeId: doc.customTypeId,
    credited: related[0] ? ref(related[0]) : null,
    refundedBy: refund ? ref(refund) : null,
    creditedBy: creditors.filter((c) => c.docType === 'credit-invoice').map(ref),
    voidedTicketCodes: doc.voidedTicketCodes,
    lines: lines.map((l) => ({ lineNo: l.lineNo, description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, total: l.total, vatAmount: l.vatAmount })),
    payments: payments.map((p) => ({ lineNo: p.lineNo, method: p.method, amount: p.amount, currencyId: p.currencyId, currencyRate: p.currencyRate, localAmount: p.localAmount, details: p.details })),
  };
}

export async function orderLedger(db: Tx, providerId: number, orderId: number): Promise<OrderLedger> {
  const order = await orderFacts(db, providerId, orderId);
  if (!order) throw notFound('Order');
  const docs = await documentsOfOrder(db, providerId, orderId);
  const byId = new Map(docs.map((d) => [d.id, d]));
  const payments = await paymentsOf(
    db,
    docs.filter((d) => d.status === 'issued').map((d) => d.id),
  );
  const refunded = new Set(docs.filter((d) => d.docType === 'refund' && d.status === 'issued').map((d) => d.creditedDocumentId));
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    currencyId: order.currencyId,
    totalToPay: order.totalToPay,
    paid: order.paid,
    documents: docs.map((d) => ({
      id: d.id,
      docType: d.docType as DocumentType,
      number: d.number,
      state: d.state as DocumentState,
      status: d.status as DocumentStatus,
      total: d.total,
      issuedAt: d.issuedAt.toISOString(),
      creditedDocumentId: d.creditedDocumentId,
      refunded: refunded.has(d.id),
      stationId: d.stationId,
      allocationNumber: d.allocationNumber,
    })),
    payments: payments.map((p) => {
      const d = byId.get(p.documentId)!;
      return { lineNo: p.lineNo, method: p.method, amount: p.amount, currencyId: p.currencyId, currencyRate: p.currencyRate, localAmount: p.localAmount, details: p.details, documentId: d.id, docType: d.docType as DocumentType, documentNumber: d.number, refund: d.docType === 'refund' };
    }),
    remaining: remainingOf(order.totalToPay, docs),
  };
}

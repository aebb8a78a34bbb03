import type { QuoteView } from '@pos/shared/api/quotes';
import type { Tx } from '../../../db/client';
import { namedProducts, quoteParties, type QuoteRecord } from './quote-repo';

/** The quote as the back office shows it. */
export async function quoteView(db: Tx, q: QuoteRecord): Promise<QuoteView> {
  const [parties, products] = await Promise.all([quoteParties(db, q), namedProducts(db, q.products)]);
  return {
    id: q.id,
    crmCustomerId: q.crmCustomerId,
    crmCustomerLeadId: q.crmCustomerLeadId,
    customerName: parties.customerName,
    status: q.status as QuoteView['status'],
    date: q.date,
    requestedTime: q.requestedTime as QuoteView['requestedTime'],
    participants: q.participants,
    budgetPerPerson: q.budgetPerPerson,
    groupName: q.groupName,
    comments: q.comments,
    remarks: q.remarks,
    priceTypeId: q.priceTypeId,
    channelId: q.channelId,
    currencyId: q.currencyId,
    totalToPay: q.totalToPay,
    language: q.language,
    sentAt: q.sentAt?.toISOString() ?? null,
    orderId: q.orderId,
    orderNumber: parties.orderNumber,
    acceptedAt: q.acceptedAt?.toISOString() ?? null,
    creationDate: q.createdAt.toISOString(),
    products,
  };
}

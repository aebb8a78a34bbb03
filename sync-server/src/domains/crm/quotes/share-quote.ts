/**
 * Sharing a quote (C138) and the customer's page (C139, and its accept): the link carries a random
 * token whose SHA-256 alone is stored; sharing again makes a new link and the old one stops working.
 * Accepting makes the order through the orders domain's order/create (createOrder), with the
 * quote's `orderUuid` as the order's idempotency key: accepting twice, or at once from two tabs,
 * makes one order, and a failure after the order was made is mended by accepting again.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { notFound, refused } from '@pos/shared/errors';
import type { Language } from '@pos/shared/languages';
import type { SharedQuoteView } from '@pos/shared/api/quotes';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../http/types';
import { createOrder } from '../../orders/create-order';
import { requestedProducts } from '../../orders/sale-input';
import { writeHistory } from '../history-repo';
import { linkOrder } from './order-link-repo';
import { entriesOf } from './price-quote';
import { markAccepted, namedProducts, quoteById, quoteParties, quoteRecord, updateQuote, type QuoteRecord } from './quote-repo';
import { providerName, quoteCustomer } from './quote-parties-repo';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function shareQuote(db: Db, actor: Actor, id: number, language: Language | undefined, now: Date): Promise<{ link: string; token: string }> {
  const quote = await quoteRecord(db, actor.providerId, id);
  if (!quote) throw notFound('Quote');
  if (quote.status === 'Accepted') throw refused('quote-accepted', 'The quote was accepted and is an order now.');
  const token = randomBytes(24).toString('base64url');
  await db.transaction(async (tx) => {
    await updateQuote(tx, id, { shareTokenHash: hashOf(token), status: 'Sent', sentAt: quote.sentAt ?? now, ...(language ? { language } : {}) });
    await writeHistory(tx, { providerId: actor.providerId, crmCustomerId: quote.crmCustomerId, type: 'Quote', event: 'sent', entityId: id, userId: actor.userId });
  });
  return { link: `/share-quote/${id}?token=${token}`, token };
}

/** The quote the link names, when its token is the current one; otherwise not found (nothing is told). */
async function sharedRecord(db: Db, quoteId: number, token: string): Promise<QuoteRecord> {
  const quote = await quoteById(db, quoteId);
  const expected = quote?.shareTokenHash ? Buffer.from(quote.shareTokenHash, 'hex') : null;
  const given = Buffer.from(hashOf(token), 'hex');
  if (!quote || !expected || expected.length !== given.length || !timingSafeEqual(expected, given)) throw notFound('Quote');
  return quote;
}

export async function sharedQuote(db: Db, quoteId: number, token: string): Promise<SharedQuoteView> {
  const q = await sharedRecord(db, quoteId, token);
  const [parties, products, provider] = await Promise.all([quoteParties(db, q), namedProducts(db, q.products), providerName(db, q.providerId)]);
  return {
    id: q.id,
    providerName: provider,
    customerName: parties.customerName,
    status: q.status as SharedQuoteView['status'],
    date: q.date,
    requestedTime: q.requestedTime as SharedQuoteView['requestedTime'],
    participants: q.participants,
    groupName: q.groupName,
    comments: q.comments,
    currencyId: q.currencyId,
    totalToPay: q.totalToPay,
    language: q.language,
    orderNumber: parties.orderNumber,
    orderStatus: parties.orderStatus,
    products,
  };
}

/**
 * The customer accepts: the order is made by order/create's own path (prices of the day, OK or RQ
 * by the price lists' rules, seats taken atomically, R-ORD-* checks), as the quote's author, then
 * the quote is marked Accepted, the order linked to the CRM customer and both written to the history.
 */
export async function acceptQuote(db: Db, quoteId: number, token: string, now: Date): Promise<{ orderId: number; orderNumber: number; status: string }> {
  const quote = await sharedRecord(db, quoteId, token);
  const customer = await quoteCustomer(db, quote.crmCustomerId);
  const author: Actor = { userId: quote.createdBy, providerId: quote.providerId, permissions: new Set(), language: quote.language, username: 'share-quote' };
  const order = await createOrder(
    db,
    author,
    {
      uuid: quote.orderUuid,
      terms: { priceTypeId: quote.priceTypeId, channelId: quote.channelId, currencyId: quote.currencyId },
      products: requestedProducts(author, entriesOf(quote.products)),
      orderDiscount: null,
      leadCustomer: { ...customer, ...(quote.groupName ? { groupName: quote.groupName } : {}) },
      remarks: quote.remarks,
      source: 'quote',
      tagIds: [],
    },
    now,
  );
  await db.transaction(async (tx) => {
    if (!(await markAccepted(tx, quote.id, order.id, now))) return;
    await linkOrder(tx, quote.providerId, quote.crmCustomerId, order.id);
    await writeHistory(tx, { providerId: quote.providerId, crmCustomerId: quote.crmCustomerId, type: 'Quote', event: 'accepted', entityId: quote.id, userId: null });
    await writeHistory(tx, { providerId: quote.providerId, crmCustomerId: quote.crmCustomerId, type: 'Order', event: 'created', entityId: order.id, userId: null });
  });
  return { orderId: order.id, orderNumber: order.orderNumber, status: order.status };
}

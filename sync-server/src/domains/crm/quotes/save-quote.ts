/**
 * Making and changing a quote (C094, C114, C118, C119, C123-C127): R-QUO-3 a quote is for a lead of
 * the provider; R-QUO-1 its requested time is one of five (the schema's enum); R-QUO-4 its lines
 * are priced by the order's rules (price-quote.ts) on every change; R-ORD-16 its last line stays
 * (quote-lines.ts holds the line edits).
 * A sent quote no longer changes (R-QUO-2 with the customer's link), and an accepted one is an order.
 */
import { notFound, refused } from '@pos/shared/errors';
import type { QuoteCreateInput, QuoteDetailsInput, QuoteProductInput } from '@pos/shared/api/quotes';
import { DEFAULT_CHANNEL_ID, DEFAULT_PRICE_TYPE_ID } from '@pos/shared/reference';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../http/types';
import { writeHistory } from '../history-repo';
import { leadCustomerId } from '../lead-repo';
import { entriesOf, priceQuote } from './price-quote';
import { insertQuote, lockQuote, updateQuote, type QuoteChange, type QuoteRecord } from './quote-repo';

export async function createQuote(db: Db, actor: Actor, input: QuoteCreateInput, now: Date): Promise<number> {
  const crmCustomerId = await leadCustomerId(db, actor.providerId, input.crmCustomerLeadId);
  if (crmCustomerId === null) throw notFound('Lead');
  const terms = { priceTypeId: input.priceTypeId ?? DEFAULT_PRICE_TYPE_ID, channelId: input.channelId ?? DEFAULT_CHANNEL_ID, ...(input.currencyId ? { currencyId: input.currencyId } : {}) };
  const priced = await priceQuote(db, actor, terms, input.products, now);
  return db.transaction(async (tx) => {
    const id = await insertQuote(tx, {
      providerId: actor.providerId,
      crmCustomerId,
      crmCustomerLeadId: input.crmCustomerLeadId,
      date: input.date,
      requestedTime: input.requestedTime ?? null,
      participants: input.participants ?? null,
      budgetPerPerson: input.budgetPerPerson ?? null,
      groupName: input.groupName ?? '',
      comments: input.comments ?? '',
      remarks: input.remarks ?? '',
      language: input.language ?? actor.language,
      priceTypeId: terms.priceTypeId,
      channelId: terms.channelId,
      currencyId: priced.currencyId,
      products: priced.products,
      totalToPay: priced.totalToPay,
      createdBy: actor.userId,
    });
    await writeHistory(tx, { providerId: actor.providerId, crmCustomerId, type: 'Quote', event: 'created', entityId: id, userId: actor.userId });
    return id;
  });
}

/** A quote changes only while a draft: once sent the customer holds it (R-QUO-2), once accepted it is an order. */
function assertDraft(quote: QuoteRecord): void {
  if (quote.status === 'Accepted') throw refused('quote-accepted', 'The quote was accepted and is an order now.');
  if (quote.status !== 'Draft' || quote.sentAt !== null) throw refused('quote-sent-locked', 'A quote that has been sent cannot be changed.');
}

/** Runs a change of the quote's lines under the row's lock and prices the result; `save: false` only prices. */
export async function changeLines(
  db: Db,
  actor: Actor,
  quoteId: number,
  now: Date,
  change: (entries: QuoteProductInput[]) => QuoteProductInput[],
  save = true,
): Promise<QuoteRecord> {
  return db.transaction(async (tx) => {
    const quote = await lockQuote(tx, actor.providerId, quoteId);
    if (!quote) throw notFound('Quote');
    assertDraft(quote);
    const entries = change(entriesOf(quote.products));
    // R-ORD-16: the last item of a quote cannot be removed.
    if (entries.length === 0) throw refused('last-item', 'The last item cannot be removed from the quote.');
    const priced = await priceQuote(tx, actor, { priceTypeId: quote.priceTypeId, channelId: quote.channelId, currencyId: quote.currencyId }, entries, now);
    if (save) await updateQuote(tx, quote.id, { products: priced.products, totalToPay: priced.totalToPay });
    return { ...quote, products: priced.products, totalToPay: priced.totalToPay };
  });
}

export async function saveRemarks(db: Tx, actor: Actor, id: number, remarks: string): Promise<void> {
  const quote = await lockQuote(db, actor.providerId, id);
  if (!quote) throw notFound('Quote');
  assertDraft(quote);
  await updateQuote(db, id, { remarks });
}

/** A draft's own fields (R-QUO-1: the requested time is one of five, by the schema); a field left out keeps its value. */
export async function saveDetails(db: Tx, actor: Actor, input: QuoteDetailsInput): Promise<void> {
  const quote = await lockQuote(db, actor.providerId, input.id);
  if (!quote) throw notFound('Quote');
  assertDraft(quote);
  const change: QuoteChange = { date: input.date };
  if (input.requestedTime !== undefined) change.requestedTime = input.requestedTime;
  if (input.participants !== undefined) change.participants = input.participants;
  if (input.budgetPerPerson !== undefined) change.budgetPerPerson = input.budgetPerPerson;
  if (input.groupName !== undefined) change.groupName = input.groupName;
  if (input.comments !== undefined) change.comments = input.comments;
  if (input.remarks !== undefined) change.remarks = input.remarks;
  if (input.language !== undefined) change.language = input.language;
  await updateQuote(db, quote.id, change);
}

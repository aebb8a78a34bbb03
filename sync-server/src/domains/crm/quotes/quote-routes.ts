import { notFound, refused } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import {
  LeadQuotesQuery,
  Quote,
  QuoteCreateBody,
  QuoteCustomerRef,
  QuoteCustomerUpdateBody,
  QuoteDetailsBody,
  QuoteHistoryPage,
  QuoteIdQuery,
  QuoteListFilter,
  QuotePage,
  QuoteProductAddBody,
  QuoteProductChangeBody,
  QuoteProductDate,
  QuoteProductDateQuery,
  QuoteProductNewDateBody,
  QuoteRemarks,
  QuoteRemarksBody,
  QuoteShareBody,
  QuoteShared,
} from '@pos/shared/api/quotes';
import { HistoryQuery } from '@pos/shared/api/crm';
import type { QuoteCustomerUpdate } from './quote-lines';
import type { App } from '../../../http/types';
import { Data, IdParams, Ok } from '../../../http/schemas';
import { actorOf } from '../../../plugins/auth';
import { isProvidersCustomer } from '../customer-repo';
import { leadCustomerId } from '../lead-repo';
import { entriesOf } from './price-quote';
import { deleteQuoteRow, quoteRecord, quotesOf, searchQuotes } from './quote-repo';
import { quoteView } from './quote-view';
import { changeLines, createQuote, saveDetails, saveRemarks } from './save-quote';
import { shareQuote } from './share-quote';
import { entryAt, updateCustomerLine, withoutCustomer } from './quote-lines';

const tags = ['quotes'];
const access = { access: Permission.CrmModule };

/** Quotes (002 §7.5 quote calls; C094-C139, C316, C337, C339), behind the CRM gate of ../routes.ts. */
export default async function quoteRoutes(app: App): Promise<void> {
  const answer = async (providerId: number, id: number) => {
    const q = await quoteRecord(app.db, providerId, id);
    if (!q) throw notFound('Quote');
    return { data: await quoteView(app.db, q) };
  };

  // C094 (R-QUO-1, R-QUO-3, R-QUO-4)
  app.post('/quote/create', { config: access, schema: { tags, body: QuoteCreateBody, response: { 200: Data(Quote) } } }, async (request) => {
    const actor = actorOf(request);
    return answer(actor.providerId, await createQuote(app.db, actor, request.body, new Date()));
  });

  // C096
  app.get('/quote/get', { config: access, schema: { tags, querystring: QuoteIdQuery, response: { 200: Data(Quote) } } }, async (request) => answer(actorOf(request).providerId, request.query.id));

  // C112, C114
  app.get('/quote/get/remarks', { config: access, schema: { tags, querystring: QuoteIdQuery, response: { 200: Data(QuoteRemarks) } } }, async (request) => {
    const q = await quoteRecord(app.db, actorOf(request).providerId, request.query.id);
    if (!q) throw notFound('Quote');
    return { data: { remarks: q.remarks } };
  });
  app.post('/quote/save/remarks', { config: access, schema: { tags, body: QuoteRemarksBody, response: { 200: Ok } } }, async (request) => {
    const actor = actorOf(request);
    await app.db.transaction((tx) => saveRemarks(tx, actor, request.body.id, request.body.remarks));
    return { data: true };
  });

  // Not in the spec: a draft's date, requested time (R-QUO-1), participants, group, comments, remarks and language.
  app.post('/quote/save/details', { config: access, schema: { tags, body: QuoteDetailsBody, response: { 200: Data(Quote) } } }, async (request) => {
    const actor = actorOf(request);
    await app.db.transaction((tx) => saveDetails(tx, actor, request.body));
    return answer(actor.providerId, request.body.id);
  });

  // C127
  app.post('/quote/product/add', { config: access, schema: { tags, body: QuoteProductAddBody, response: { 200: Data(Quote) } } }, async (request) => {
    const actor = actorOf(request);
    await changeLines(app.db, actor, request.body.quoteId, new Date(), (entries) => [...entries, request.body.product]);
    return answer(actor.providerId, request.body.quoteId);
  });

  // C119: one entry replaced (another product, slot or date).
  app.post('/order/quote/product/change', { config: access, schema: { tags, body: QuoteProductChangeBody, response: { 200: Data(Quote) } } }, async (request) => {
    const actor = actorOf(request);
    const { quoteId, productIndex, product } = request.body;
    await changeLines(app.db, actor, quoteId, new Date(), (entries) => {
      entryAt(entries, productIndex);
      return entries.map((e, i) => (i === productIndex ? product : e));
    });
    return answer(actor.providerId, quoteId);
  });

  // C123 (R-ORD-16)
  app.post('/quote/product/customer/remove', { config: access, schema: { tags, body: QuoteCustomerRef, response: { 200: Data(Quote) } } }, async (request) => {
    const actor = actorOf(request);
    const { quoteId, productIndex, customerIndex } = request.body;
    await changeLines(app.db, actor, quoteId, new Date(), (entries) => withoutCustomer(entries, productIndex, customerIndex));
    return answer(actor.providerId, quoteId);
  });

  // C124, C125: the same change, saved or only priced.
  const customerChange = (save: boolean) => async (request: { body: QuoteCustomerUpdate } & Parameters<typeof actorOf>[0]) => {
    const actor = actorOf(request);
    const q = await changeLines(app.db, actor, request.body.quoteId, new Date(), (entries) => updateCustomerLine(entries, request.body), save);
    return { data: await quoteView(app.db, q) };
  };
  app.post('/quote/product/customer/update', { config: access, schema: { tags, body: QuoteCustomerUpdateBody, response: { 200: Data(Quote) } } }, customerChange(true));
  app.post('/quote/product/customer/calculate', { config: access, schema: { tags, body: QuoteCustomerUpdateBody, response: { 200: Data(Quote) } } }, customerChange(false));

  // C116, C118
  app.get('/quote/product/getDate', { config: access, schema: { tags, querystring: QuoteProductDateQuery, response: { 200: Data(QuoteProductDate) } } }, async (request) => {
    const q = await quoteRecord(app.db, actorOf(request).providerId, request.query.quoteId);
    if (!q) throw notFound('Quote');
    const entry = entryAt(entriesOf(q.products), request.query.productIndex);
    return { data: { productId: entry.productId, date: entry.date, slotId: entry.slotId } };
  });
  app.post('/quote-product/save-new-date', { config: access, schema: { tags, body: QuoteProductNewDateBody, response: { 200: Data(Quote) } } }, async (request) => {
    const actor = actorOf(request);
    const { quoteId, productIndex, date, slotId } = request.body;
    await changeLines(app.db, actor, quoteId, new Date(), (entries) => {
      entryAt(entries, productIndex);
      return entries.map((e, i) => (i === productIndex ? { ...e, date, slotId } : e));
    });
    return answer(actor.providerId, quoteId);
  });

  // C137 (R-QUO-2)
  app.delete('/quote/delete/:id', { config: access, schema: { tags, params: IdParams, response: { 200: Ok } } }, async (request) => {
    const actor = actorOf(request);
    await app.db.transaction(async (tx) => {
      const q = await quoteRecord(tx, actor.providerId, request.params.id);
      if (!q) throw notFound('Quote');
      if (q.sentAt !== null || q.status !== 'Draft') throw refused('quote-sent', 'A quote that has been sent cannot be deleted.');
      await deleteQuoteRow(tx, q.id);
    });
    return { data: true };
  });

  // C138
  app.post('/quote/share', { config: access, schema: { tags, body: QuoteShareBody, response: { 200: Data(QuoteShared) } } }, async (request) => ({
    data: await shareQuote(app.db, actorOf(request), request.body.id, request.body.language, new Date()),
  }));

  // C337: the quotes page.
  app.post('/crm-customer-lead/quote/list', { config: access, schema: { tags, body: QuoteListFilter, response: { 200: Data(QuotePage) } } }, async (request) => {
    const { pageIndex = 0, pageSize = 20, ...filter } = request.body ?? {};
    return { data: await searchQuotes(app.db, actorOf(request).providerId, filter, pageIndex, pageSize) };
  });

  // C339: a lead's quotes; C316: a customer's (R-CRM-9).
  app.get('/crm-customer-lead/quotes/get', { config: access, schema: { tags, querystring: LeadQuotesQuery, response: { 200: Data(QuoteHistoryPage) } } }, async (request) => {
    const { providerId } = actorOf(request);
    const q = request.query;
    if ((await leadCustomerId(app.db, providerId, q.crmCustomerLeadId)) === null) throw notFound('Lead');
    return { data: await quotesOf(app.db, providerId, { crmCustomerLeadId: q.crmCustomerLeadId }, q.lastId, q.pageSize ?? 20) };
  });
  app.get('/crm/history/quotes/get', { config: access, schema: { tags, querystring: HistoryQuery, response: { 200: Data(QuoteHistoryPage) } } }, async (request) => {
    const { providerId } = actorOf(request);
    const q = request.query;
    if (!(await isProvidersCustomer(app.db, providerId, q.crmCustomerId))) throw notFound('CRM customer');
    return { data: await quotesOf(app.db, providerId, { crmCustomerId: q.crmCustomerId }, q.lastId, q.pageSize ?? 20) };
  });
}

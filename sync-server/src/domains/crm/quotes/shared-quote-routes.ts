import { QuoteAccepted, SharedQuote, SharedQuoteQuery } from '@pos/shared/api/quotes';
import type { App } from '../../../http/types';
import { Data } from '../../../http/schemas';
import { sharedQuote, acceptQuote } from './share-quote';

const tags = ['quotes'];

/**
 * The customer's shared quote page (/share-quote/{quoteId}): no login, the link's token is the
 * right (C139, and the acceptance that makes the order). A wrong or replaced token is a 404.
 */
export default async function sharedQuoteRoutes(app: App): Promise<void> {
  app.get('/quote/sharedata', { config: { access: 'anonymous' }, schema: { tags, querystring: SharedQuoteQuery, response: { 200: Data(SharedQuote) } } }, async (request) => ({
    data: await sharedQuote(app.db, request.query.quoteId, request.query.token),
  }));

  app.post('/quote/sharedata/accept', { config: { access: 'anonymous' }, schema: { tags, body: SharedQuoteQuery, response: { 200: Data(QuoteAccepted) } } }, async (request) => ({
    data: await acceptQuote(app.db, request.body.quoteId, request.body.token, new Date()),
  }));
}

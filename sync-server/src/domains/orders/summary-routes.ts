import { fieldError } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import type { App } from '../../http/types';
import { CreateSummaryQuery, IdQuery, Summary, SummaryWaitAnswer } from '@pos/shared/api/orders';
import { Data, IdParams } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { createSummary, summaryPdf, summaryState } from './order-summary';
import type { SummaryRow } from './summary-repo';

const tags = ['orders'];
/** Summaries are read with the order they belong to (the spec gives the calls no permission of their own). */
const access = Permission.ViewOrders;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Where the finished PDF is streamed from (same caller, same provider). */
export const summaryPdfUrl = (id: number) => `/api/order/summary/${id}/pdf`;

const view = (s: SummaryRow) => ({ id: s.id, orderId: s.orderId, status: s.status, language: s.language, ...(s.status === 'Done' ? { url: summaryPdfUrl(s.id) } : {}) });

/**
 * R-ORD-9 order summary (002 §4, §7.5): create-summary starts it, wait-summary is polled every 3 s
 * until it answers data.url (the PDF's address) or errorMessage. The render runs on the job queue
 * (jobs/), on whichever server instance takes it.
 */
export default async function summaryRoutes(app: App): Promise<void> {
  app.get('/order/create-summary', { config: { access, stateChanging: true }, schema: { tags, querystring: CreateSummaryQuery, response: { 200: Data(Summary) } } }, async (request) => {
    const { id, timezone, language } = request.query;
    if (timezone !== undefined && !isTimeZone(timezone)) throw fieldError('timezone', 'is not a known time zone');
    const summary = await createSummary(app.db, app.jobs, actorOf(request), { orderId: id, language, timeZone: timezone });
    return { data: view(summary) };
  });

  app.get(
    '/order/wait-summary',
    { config: { access }, schema: { tags, querystring: IdQuery, response: { 200: SummaryWaitAnswer } } },
    async (request) => {
      const { summary, errorMessage } = await summaryState(app.db, actorOf(request), request.query.id, new Date());
      return errorMessage === null ? { data: view(summary) } : { data: { ...view(summary), errorMessage }, errorMessage };
    },
  );

  app.get('/order/summary/:id/pdf', { config: { access }, schema: { tags, params: IdParams } }, async (request, reply) => {
    const { pdf, orderNumber } = await summaryPdf(app.db, actorOf(request), request.params.id);
    return reply.type('application/pdf').header('content-disposition', `inline; filename="order-summary-${orderNumber}.pdf"`).send(pdf);
  });
}

import { notFound } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import {
  BULK_INVOICE_HISTORY_PAGE_SIZE,
  BulkInvoiceCreateBody,
  BulkInvoiceHistoriesQuery,
  BulkInvoiceHistory,
  BulkInvoiceHistoryPage,
  BulkInvoiceHistoryQuery,
  BulkInvoicePdfQuery,
  BulkInvoiceTask,
  BulkInvoiceWait,
  BulkInvoiceWaitQuery,
} from '@pos/shared/api/bulk-invoices';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { findRun, runHistory, startedRunOfUser } from './run-repo';
import { bulkRunPdfInput, renderBulkRunPdf } from './run-pdf';
import { runHistoryView, runWaitView } from './run-view';
import { startRun } from './start-run';

/**
 * Bulk invoices (spec 002 §7.6, C178-C181; R-BULK-1..6): every call needs CreateBulkInvoices (39);
 * another provider's run is not found.
 */
export default async function bulkInvoiceRoutes(app: App): Promise<void> {
  const tags = ['bulk-invoices'];
  const access = { access: Permission.CreateBulkInvoices };

  // C178: starts a run; answers the ids the client keeps per user while it runs (R-BULK-4).
  app.post('/bulk-invoices/create', { config: access, schema: { tags, body: BulkInvoiceCreateBody, response: { 200: Data(BulkInvoiceTask) } } }, async (request) => {
    const run = await startRun(app.db, app.jobs, actorOf(request), request.body.filter, request.body.issueDate, new Date());
    return { data: { taskId: run.id, entityId: run.id, failed: false } };
  });

  // C179 (R-BULK-2, R-CLIENT-5): polled every 3000 ms; without a task id, the caller's run still going (R-BULK-4).
  app.get('/bulk-invoices/wait', { config: access, schema: { tags, querystring: BulkInvoiceWaitQuery, response: { 200: BulkInvoiceWait } } }, async (request) => {
    const actor = actorOf(request);
    const taskId = request.query.taskId;
    const run = taskId ? await findRun(app.db, actor.providerId, taskId) : await startedRunOfUser(app.db, actor.providerId, actor.userId);
    if (!run) {
      if (taskId) throw notFound('Bulk invoice run');
      return { data: null, errorMessage: null };
    }
    return runWaitView(run);
  });

  // C180: one run's result (R-BULK-5).
  app.get('/bulk-invoices-history/get', { config: access, schema: { tags, querystring: BulkInvoiceHistoryQuery, response: { 200: Data(BulkInvoiceHistory) } } }, async (request) => {
    const run = await findRun(app.db, actorOf(request).providerId, request.query.id);
    if (!run) throw notFound('Bulk invoice run');
    return { data: runHistoryView(run) };
  });

  // R-BULK-5: the run's result as a PDF (the documents it issued with their totals), A4 through @pos/printers.
  app.get('/bulk-invoices-history/pdf', { config: access, schema: { tags, querystring: BulkInvoicePdfQuery } }, async (request, reply) => {
    const actor = actorOf(request);
    const run = await findRun(app.db, actor.providerId, request.query.id);
    if (!run) throw notFound('Bulk invoice run');
    const pdf = await renderBulkRunPdf(await bulkRunPdfInput(app.db, actor, run, request.query.language, new Date()));
    return reply.type('application/pdf').header('content-disposition', `inline; filename="bulk-invoices-${run.id}-${run.issueDate}.pdf"`).send(pdf);
  });

  // C181: the provider's runs, newest first.
  app.get('/provider/bulk-invoice-histories/get', { config: access, schema: { tags, querystring: BulkInvoiceHistoriesQuery, response: { 200: Data(BulkInvoiceHistoryPage) } } }, async (request) => {
    const page = await runHistory(app.db, actorOf(request).providerId, request.query.pageIndex ?? 0, BULK_INVOICE_HISTORY_PAGE_SIZE);
    return { data: { items: page.items.map(runHistoryView), total: page.total } };
  });
}

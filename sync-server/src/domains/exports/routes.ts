import { notFound, refused } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import {
  AccountingExportBody,
  CancelDocumentsExportBody,
  CrmCustomersExportBody,
  CrmLeadsExportBody,
  EXPORT_KINDS,
  EXPORT_HISTORY_PAGE_SIZE,
  ExportHistory,
  ExportHistoryQuery,
  ExportIdQuery,
  ExportLanguageQuery,
  ExportTask,
  ExportWait,
  ListExportQuery,
  OpenFormatExportBody,
  OrdersExportBody,
  OrdersExportParams,
  PaymentsExportBody,
  QuotesExportBody,
} from '@pos/shared/api/exports';
import type { Actor, App } from '../../http/types';
import { Data, IdParams, Ok } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { exportHistory, findExportTask, requestCancel, type ExportTaskWithUser } from './export-repo';
import { exportTaskView } from './export-view';
import { isExportKind, KIND_PERMISSION } from './sources';
import { checkKindAccess, startExport } from './start-export';

/**
 * Exports (spec 002 §7.6, C165-C171, C176; R-BULK-7..9, R-CLIENT-5). Starting one needs the
 * permission of the data it holds (documents: DocumentViewSearch 8; orders: ViewOrders 1); watching,
 * cancelling and fetching one need the same, and another provider's export is not found.
 */
export default async function exportRoutes(app: App): Promise<void> {
  const tags = ['exports'];

  const loadTask = async (actor: Actor, id: number): Promise<ExportTaskWithUser> => {
    const row = await findExportTask(app.db, actor.providerId, id);
    if (!row || !isExportKind(row.kind)) throw notFound('Export');
    checkKindAccess(actor, row.kind);
    return row;
  };

  // C165: accounting documents for Hashavshevet or Eshkol.
  app.post('/export/accounting', { config: { access: Permission.DocumentViewSearch }, schema: { tags, querystring: ExportLanguageQuery, body: AccountingExportBody, response: { 200: Data(ExportTask) } } }, async (request) => {
    const actor = actorOf(request);
    const row = await startExport(app.db, app.jobs, actor, { kind: 'accounting', format: 'csv', filter: request.body, language: request.query.language });
    return { data: exportTaskView({ ...row, userName: actor.username }) };
  });

  // C170: orders as CSV or XLSX.
  app.post('/export/orders/:format', { config: { access: Permission.ViewOrders }, schema: { tags, params: OrdersExportParams, querystring: ExportLanguageQuery, body: OrdersExportBody, response: { 200: Data(ExportTask) } } }, async (request) => {
    const actor = actorOf(request);
    const row = await startExport(app.db, app.jobs, actor, { kind: 'orders', format: request.params.format, filter: request.body, language: request.query.language });
    return { data: exportTaskView({ ...row, userName: actor.username }) };
  });

  // C176: the payments account's transactions (the payments documents took).
  app.post('/export/payments-account-transactions', { config: { access: Permission.DocumentViewSearch }, schema: { tags, querystring: ExportLanguageQuery, body: PaymentsExportBody, response: { 200: Data(ExportTask) } } }, async (request) => {
    const actor = actorOf(request);
    const row = await startExport(app.db, app.jobs, actor, { kind: 'payments-account-transactions', format: 'csv', filter: request.body, language: request.query.language });
    return { data: exportTaskView({ ...row, userName: actor.username }) };
  });

  // The Tax Authority's unified format (OPENFRMT) of the period's documents: one zip, INI.TXT and BKMVDATA.zip.
  app.post('/export/open-format', { config: { access: Permission.DocumentViewSearch }, schema: { tags, querystring: ExportLanguageQuery, body: OpenFormatExportBody, response: { 200: Data(ExportTask) } } }, async (request) => {
    const actor = actorOf(request);
    const row = await startExport(app.db, app.jobs, actor, { kind: 'open-format', format: 'openfrmt', filter: request.body, language: request.query.language });
    return { data: exportTaskView({ ...row, userName: actor.username }) };
  });

  // C169: the period's cancelled documents (cancelled proformas, receipt numbers voided at a station).
  app.post('/export/cancel-documents', { config: { access: Permission.DocumentViewSearch }, schema: { tags, querystring: ExportLanguageQuery, body: CancelDocumentsExportBody, response: { 200: Data(ExportTask) } } }, async (request) => {
    const actor = actorOf(request);
    const row = await startExport(app.db, app.jobs, actor, { kind: 'cancel-documents', format: 'csv', filter: request.body, language: request.query.language });
    return { data: exportTaskView({ ...row, userName: actor.username }) };
  });

  // C173-C175: the quotes, CRM leads and CRM customers lists as CSV or XLSX (R-CRM-8: the CRM module on).
  const listExports = [
    ['/export/quotes', 'quotes', QuotesExportBody],
    ['/export/crmCustomerLeads', 'crm-leads', CrmLeadsExportBody],
    ['/export/crmCustomers', 'crm-customers', CrmCustomersExportBody],
  ] as const;
  for (const [url, kind, body] of listExports) {
    app.post(url, { config: { access: KIND_PERMISSION[kind] }, schema: { tags, querystring: ListExportQuery, body, response: { 200: Data(ExportTask) } } }, async (request) => {
      const actor = actorOf(request);
      const row = await startExport(app.db, app.jobs, actor, { kind, format: request.query.format ?? 'csv', filter: request.body as Record<string, unknown>, language: request.query.language });
      return { data: exportTaskView({ ...row, userName: actor.username }) };
    });
  }

  // C166: one export's task.
  app.get('/export/accounting/job/:id', { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: Data(ExportTask) } } }, async (request) => ({
    data: exportTaskView(await loadTask(actorOf(request), request.params.id)),
  }));

  // C171 (R-CLIENT-5): polled every 3000 ms until data.url or errorMessage.
  app.get('/export/wait-task', { config: { access: 'user' }, schema: { tags, querystring: ExportIdQuery, response: { 200: ExportWait } } }, async (request) => {
    const data = exportTaskView(await loadTask(actorOf(request), request.query.id));
    return { data, errorMessage: data.errorMessage };
  });

  // C167: the provider's exports of the kinds the caller may see, newest first.
  app.get('/export/history', { config: { access: 'user' }, schema: { tags, querystring: ExportHistoryQuery, response: { 200: Data(ExportHistory) } } }, async (request) => {
    const actor = actorOf(request);
    const kinds = EXPORT_KINDS.filter((kind) => actor.permissions.has(KIND_PERMISSION[kind]));
    const page = await exportHistory(app.db, actor.providerId, kinds, request.query.pageIndex ?? 0, EXPORT_HISTORY_PAGE_SIZE);
    return { data: { items: page.items.map(exportTaskView), total: page.total } };
  });

  // C168 (R-BULK-7): asks a running export to stop; it ends Finished with status Canceled.
  app.get('/export/cancel-request/:id', { config: { access: 'user', stateChanging: true }, schema: { tags, params: IdParams, response: { 200: Ok } } }, async (request) => {
    const actor = actorOf(request);
    const row = await loadTask(actor, request.params.id);
    if (row.state !== 'Started') throw refused('export-not-running', 'The export has already ended.');
    await requestCancel(app.db, actor.providerId, row.id);
    return { data: true };
  });

  // The made file (data.url of the wait), streamed from the file storage.
  app.get('/export/:id/file', { config: { access: 'user' }, schema: { tags, params: IdParams } }, async (request, reply) => {
    const row = await loadTask(actorOf(request), request.params.id);
    if (row.state !== 'Finished' || row.status !== 'Ok' || !row.storageKey) throw refused('export-not-ready', 'The export is not ready.');
    const file = await app.fileStorage.get(row.storageKey);
    if (!file) throw notFound('Export file');
    return reply
      .header('content-type', row.contentType ?? 'application/octet-stream')
      .header('content-length', String(file.size))
      .header('content-disposition', `attachment; filename="${row.fileName ?? 'export'}"`)
      .send(file.body);
  });
}

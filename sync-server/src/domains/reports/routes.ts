import { Permission } from '@pos/shared/permissions';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { dashboardData } from './dashboard';
import { Dashboard, DashboardQuery, ReportExportQuery } from '@pos/shared/api/reports';
import { reportExport } from './report-export';

/**
 * The reports dashboard (/report/dashboard, ReportsView 10). The spec names the call
 * report/dashboad-data (C214, its spelling) without a method: POST with {from, to} is the main form,
 * GET with the same query fields is accepted too.
 */
export default async function reportRoutes(app: App): Promise<void> {
  const config = { access: Permission.ReportsView };
  const tags = ['reports'];
  const response = { 200: Data(Dashboard) };

  app.post('/report/dashboad-data', { config, schema: { tags, body: DashboardQuery, response } }, async (request) => ({
    data: await dashboardData(app.db, actorOf(request).providerId, request.body ?? {}),
  }));

  app.get('/report/dashboad-data', { config, schema: { tags, querystring: DashboardQuery, response } }, async (request) => ({
    data: await dashboardData(app.db, actorOf(request).providerId, request.query),
  }));

  // Issue 18: a table of the dashboard as a file; the same permission and the caller's provider only.
  app.get('/report/export', { config, schema: { tags, querystring: ReportExportQuery } }, async (request, reply) => {
    const file = await reportExport(app.db, actorOf(request), request.query);
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
}

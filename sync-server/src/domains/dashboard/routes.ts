import { Permission } from '@pos/shared/permissions';
import { TodayDashboard } from '@pos/shared/api/dashboard';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { todayDashboard } from './today';

/**
 * The back office's Today page (issue 18): one read of the caller's provider, gated by ReportsView
 * (10) like the reports it summarises (README.md).
 */
export default async function dashboardRoutes(app: App): Promise<void> {
  app.get('/dashboard/today', { config: { access: Permission.ReportsView }, schema: { tags: ['dashboard'], response: { 200: Data(TodayDashboard) } } }, async (request) => ({
    data: await todayDashboard(app.db, actorOf(request).providerId),
  }));
}

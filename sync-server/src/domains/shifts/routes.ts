import { Permission } from '@pos/shared/permissions';
import { ShiftsAnswer, ShiftsQuery } from '@pos/shared/api/shifts';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { officeShifts } from './office-shifts';

/** The office's view of the stations' shifts and their cash in/out (issue 16): ReportsView (10), the caller's provider only. */
export default async function shiftRoutes(app: App): Promise<void> {
  app.get(
    '/report/shifts',
    { config: { access: Permission.ReportsView }, schema: { tags: ['reports'], querystring: ShiftsQuery, response: { 200: Data(ShiftsAnswer) } } },
    async (request) => ({ data: await officeShifts(app.db, actorOf(request).providerId, request.query) }),
  );
}

import { notFound } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { Activity, CustomerOrder, HistoryEntry, HistoryPage, HistoryQuery, Lead, LeadHistoryQuery, Reminder } from '@pos/shared/api/crm';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { activitiesOf } from './activity-repo';
import { isProvidersCustomer } from './customer-repo';
import { customerOrders, historyOf, pageOf } from './history-repo';
import { customerLeads, leadCustomerId } from './lead-repo';
import { remindersOf } from './reminder-repo';

const tags = ['crm'];
const access = { access: Permission.CrmModule };
const PAGE = 20;

/**
 * The customer card's lists (C313-C317) and the lead page's (C338), each paged by the last item's
 * id (R-CRM-9). The spec shows no prefix for them and two calls named leads/get (C315, C334), so
 * the card's lists live under crm/history/ (DECISIONS.md).
 */
export default async function historyRoutes(app: App): Promise<void> {
  const customerOf = async (providerId: number, id: number) => {
    if (!(await isProvidersCustomer(app.db, providerId, id))) throw notFound('CRM customer');
  };

  // C313 (R-CRM-10)
  app.get('/crm/history/get', { config: access, schema: { tags, querystring: HistoryQuery, response: { 200: Data(HistoryPage(HistoryEntry)) } } }, async (request) => {
    const { providerId } = actorOf(request);
    const q = request.query;
    await customerOf(providerId, q.crmCustomerId);
    return { data: await historyOf(app.db, providerId, q.crmCustomerId, q.lastId, q.pageSize ?? PAGE) };
  });

  // C314
  app.get('/crm/history/orders/get', { config: access, schema: { tags, querystring: HistoryQuery, response: { 200: Data(HistoryPage(CustomerOrder)) } } }, async (request) => {
    const { providerId } = actorOf(request);
    const q = request.query;
    await customerOf(providerId, q.crmCustomerId);
    return { data: await customerOrders(app.db, providerId, q.crmCustomerId, q.lastId, q.pageSize ?? PAGE) };
  });

  // C315
  app.get('/crm/history/leads/get', { config: access, schema: { tags, querystring: HistoryQuery, response: { 200: Data(HistoryPage(Lead)) } } }, async (request) => {
    const { providerId } = actorOf(request);
    const q = request.query;
    await customerOf(providerId, q.crmCustomerId);
    const size = q.pageSize ?? PAGE;
    return { data: pageOf(await customerLeads(app.db, providerId, q.crmCustomerId, q.lastId, size + 1), size) };
  });

  // C317
  app.get('/crm/history/reminders/get', { config: access, schema: { tags, querystring: HistoryQuery, response: { 200: Data(HistoryPage(Reminder)) } } }, async (request) => {
    const { providerId } = actorOf(request);
    const q = request.query;
    await customerOf(providerId, q.crmCustomerId);
    return { data: await remindersOf(app.db, providerId, { crmCustomerId: q.crmCustomerId }, q.lastId, q.pageSize ?? PAGE) };
  });

  // The card's activities, paged the same way.
  app.get('/crm/history/activities/get', { config: access, schema: { tags, querystring: HistoryQuery, response: { 200: Data(HistoryPage(Activity)) } } }, async (request) => {
    const { providerId } = actorOf(request);
    const q = request.query;
    await customerOf(providerId, q.crmCustomerId);
    return { data: await activitiesOf(app.db, providerId, { crmCustomerId: q.crmCustomerId }, q.lastId, q.pageSize ?? PAGE) };
  });

  const leadOf = async (providerId: number, id: number) => {
    if ((await leadCustomerId(app.db, providerId, id)) === null) throw notFound('Lead');
  };

  // C338
  app.get('/crm-customer-lead/reminders/get', { config: access, schema: { tags, querystring: LeadHistoryQuery, response: { 200: Data(HistoryPage(Reminder)) } } }, async (request) => {
    const { providerId } = actorOf(request);
    const q = request.query;
    await leadOf(providerId, q.crmCustomerLeadId);
    return { data: await remindersOf(app.db, providerId, { crmCustomerLeadId: q.crmCustomerLeadId }, q.lastId, q.pageSize ?? PAGE) };
  });

  // The lead page's activities.
  app.get('/crm-customer-lead/activities/get', { config: access, schema: { tags, querystring: LeadHistoryQuery, response: { 200: Data(HistoryPage(Activity)) } } }, async (request) => {
    const { providerId } = actorOf(request);
    const q = request.query;
    await leadOf(providerId, q.crmCustomerLeadId);
    return { data: await activitiesOf(app.db, providerId, { crmCustomerLeadId: q.crmCustomerLeadId }, q.lastId, q.pageSize ?? PAGE) };
  });
}

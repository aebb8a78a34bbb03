import { notFound } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { CreatedLead, CreateLeadBody, CrmIdQuery, Lead, LeadBody, LeadFilter, LeadPage } from '@pos/shared/api/crm';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { findLead, searchLeads } from './lead-repo';
import { createLeadForCustomer, saveLead } from './save-lead';

const tags = ['crm'];
const access = { access: Permission.CrmModule };

/** Leads (C332-C335): the board and list, one lead, saving, and a lead made from a customer search. */
export default async function leadRoutes(app: App): Promise<void> {
  // C332
  app.post('/crm/leads/list', { config: access, schema: { tags, body: LeadFilter, response: { 200: Data(LeadPage) } } }, async (request) => {
    const { pageIndex = 0, pageSize = 50, ...filter } = request.body ?? {};
    return { data: await searchLeads(app.db, actorOf(request).providerId, filter, pageIndex, pageSize) };
  });

  // C333 (R-CRM-1, R-CRM-2): CrmCustomerCreateLead (47).
  app.post('/crm/leads/save', { config: access, schema: { tags, body: LeadBody, response: { 200: Data(Lead) } } }, async (request) => {
    const actor = actorOf(request);
    const id = await saveLead(app.db, actor, request.body);
    return { data: (await findLead(app.db, actor.providerId, id))! };
  });

  // C334
  app.get('/crm/leads/get', { config: access, schema: { tags, querystring: CrmIdQuery, response: { 200: Data(Lead) } } }, async (request) => {
    const lead = await findLead(app.db, actorOf(request).providerId, request.query.id);
    if (!lead) throw notFound('Lead');
    return { data: lead };
  });

  // C335
  app.post('/crm/create/lead/create', { config: access, schema: { tags, body: CreateLeadBody, response: { 200: Data(CreatedLead) } } }, async (request) => ({
    data: await createLeadForCustomer(app.db, actorOf(request), request.body),
  }));
}

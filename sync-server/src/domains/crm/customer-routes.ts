import { Type } from 'typebox';
import { notFound, refused } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import {
  CrmCustomer,
  CrmCustomerBody,
  CrmCustomerFilter,
  CrmCustomerIdsBody,
  CrmCustomerPage,
  CrmCustomerShort,
  CrmIdQuery,
  KeywordQuery,
} from '@pos/shared/api/crm';
import type { App } from '../../http/types';
import { Data, IdParams, Ok } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { findCustomer, searchCustomers, shortCustomers } from './customer-repo';
import { deleteCustomer } from './delete-customer';
import { saveCustomer } from './save-customer';
import { need } from './crm-access';

const tags = ['crm'];
const access = { access: Permission.CrmModule };

/** CRM customers (C290-C296). */
export default async function customerRoutes(app: App): Promise<void> {
  // C290: create (43) or change (44).
  app.post('/crm-customer/save', { config: access, schema: { tags, body: CrmCustomerBody, response: { 200: Data(CrmCustomer) } } }, async (request) => {
    const actor = actorOf(request);
    const id = await saveCustomer(app.db, actor, request.body);
    return { data: (await findCustomer(app.db, actor.providerId, id))! };
  });

  // C291
  app.post('/crm-customer/list', { config: access, schema: { tags, body: CrmCustomerFilter, response: { 200: Data(CrmCustomerPage) } } }, async (request) => {
    const body = request.body ?? {};
    return { data: await searchCustomers(app.db, actorOf(request).providerId, body.keyword, body.pageIndex ?? 0, body.pageSize ?? 20) };
  });

  // C293: the card's details and counts.
  app.get('/crm-customer/get', { config: access, schema: { tags, querystring: CrmIdQuery, response: { 200: Data(CrmCustomer) } } }, async (request) => {
    const customer = await findCustomer(app.db, actorOf(request).providerId, request.query.id);
    if (!customer) throw notFound('CRM customer');
    return { data: customer };
  });

  // C294: the short form of one customer.
  app.get('/crm-customer/short/get', { config: access, schema: { tags, querystring: CrmIdQuery, response: { 200: Data(CrmCustomerShort) } } }, async (request) => {
    const c = await findCustomer(app.db, actorOf(request).providerId, request.query.id);
    if (!c) throw notFound('CRM customer');
    return { data: { id: c.id, firstName: c.firstName, lastName: c.lastName, fullName: c.fullName, mobile: c.mobile, email: c.email } };
  });

  // C295: the lookup a new order's customer field uses (name, mobile or e-mail).
  app.get('/crm-customer/for-order/get', { config: access, schema: { tags, querystring: KeywordQuery, response: { 200: Data(Type.Array(CrmCustomerShort)) } } }, async (request) => ({
    data: await shortCustomers(app.db, actorOf(request).providerId, request.query.keyword, 10),
  }));

  // C296, C292 (R-CRM-7): CrmCustomerEdit (44).
  app.delete('/crm-customer/delete/:id', { config: access, schema: { tags, params: IdParams, response: { 200: Ok } } }, async (request) => {
    const actor = actorOf(request);
    need(actor, Permission.CrmCustomerEdit);
    await deleteCustomer(app.db, actor.providerId, request.params.id);
    return { data: true };
  });
  app.post('/crm-customer/delete', { config: access, schema: { tags, body: CrmCustomerIdsBody, response: { 200: Ok } } }, async (request) => {
    const actor = actorOf(request);
    need(actor, Permission.CrmCustomerEdit);
    // All or none: one customer in use refuses the whole request.
    await app.db.transaction(async (tx) => {
      for (const id of new Set(request.body.ids)) await deleteCustomer(tx, actor.providerId, id);
    });
    return { data: true };
  });

  // C336: the search of the lead-creation page.
  app.get('/crm/for-lead-creation/search', { config: access, schema: { tags, querystring: KeywordQuery, response: { 200: Data(Type.Array(CrmCustomerShort)) } } }, async (request) => {
    if (request.query.keyword.trim().length < 2) throw refused('keyword-too-short', 'Type at least 2 characters.');
    return { data: await shortCustomers(app.db, actorOf(request).providerId, request.query.keyword) };
  });
}

import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { setupTestApp } from '../../test/test-app';
import { insertProduct, orderBody } from '../orders/orders.fixtures';
import { crmShop, newCustomer, newLead, setCrmModule } from './crm.fixtures';

describe('CRM customers (C290-C296)', async () => {
  const { app, db } = await setupTestApp();
  const shop = await crmShop(app, db);
  const other = await crmShop(app, db);
  const { api } = shop;

  it('R-PERM-10: CRM calls need CrmModule (51); without it 403 No permission', async () => {
    const noModule = await shop.without(Permission.CrmModule);
    const res = await noModule.post('crm-customer/list', {});
    expect(res.status).toBe(403);
    expect(res.body.title).toBe('No permission');
    expect((await noModule.get('crm/lead-types/get')).status).toBe(403);
  });

  it('R-CRM-8: a provider whose CRM module is off is refused (422 crm-module-inactive) until it is turned on', async () => {
    await setCrmModule(db, shop.providerId, false);
    const off = await api.post('crm-customer/list', {});
    expect(off.status).toBe(422);
    expect(off.body.code).toBe('crm-module-inactive');
    await setCrmModule(db, shop.providerId, true);
    expect((await api.post('crm-customer/list', {})).status).toBe(200);
  });

  it('saves a customer (43 to create, 44 to change) and reads its card, list and pickers', async () => {
    const saved = await api.post('crm-customer/save', { firstName: ' Noa ', lastName: 'Cohen', mobile: '052-765 4321', email: 'noa@example.test', birthdate: '1990-04-02', subscribe: true });
    expect(saved.status).toBe(200);
    const c = saved.body.data as { id: number; fullName: string; mobile: string; ordersQty: number; leadsQty: number; customerValue: number };
    expect(c).toMatchObject({ fullName: 'Noa Cohen', mobile: '0527654321', ordersQty: 0, leadsQty: 0, customerValue: 0 });

    const changed = await api.post('crm-customer/save', { id: c.id, firstName: 'Noa', lastName: 'Cohen-Levi', mobile: '0527654321' });
    expect((changed.body.data as { lastName: string }).lastName).toBe('Cohen-Levi');
    expect(((await api.get(`crm-customer/get?id=${c.id}`)).body.data as { email: string }).email).toBe('');

    const list = (await api.post('crm-customer/list', { keyword: 'cohen' })).body.data as { items: { id: number }[]; totalCount: number };
    expect(list.items.map((i) => i.id)).toContain(c.id);
    const byMobile = (await api.get('crm-customer/for-order/get?keyword=765-4321')).body.data as { id: number }[];
    expect(byMobile.map((i) => i.id)).toEqual([c.id]);
    expect(((await api.get(`crm-customer/short/get?id=${c.id}`)).body.data as { fullName: string }).fullName).toBe('Noa Cohen-Levi');
    expect(((await api.get('crm/for-lead-creation/search?keyword=noa')).body.data as { id: number }[]).map((i) => i.id)).toContain(c.id);
    // Words in any order; a keyword of punctuation alone finds everyone rather than failing.
    expect(((await api.post('crm-customer/list', { keyword: 'Cohen-Levi noa' })).body.data as { items: { id: number }[] }).items.map((i) => i.id)).toEqual([c.id]);
    expect((await api.post('crm-customer/list', { keyword: ' - ' })).status).toBe(200);
  });

  it('refuses bad input with field errors, and a duplicate mobile (002 §8.6)', async () => {
    const bad = await api.post('crm-customer/save', { firstName: '', mobile: 'abc', email: 'nope' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toContain('firstName');
    const invalid = await api.post('crm-customer/save', { firstName: 'X', mobile: '12', email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors ?? {}).sort()).toEqual(['email', 'mobile']);
    await newCustomer(api, { mobile: '054-1112222' });
    const dup = await api.post('crm-customer/save', { firstName: 'Other', mobile: '0541112222' });
    expect(dup.status).toBe(422);
    expect(dup.body.code).toBe('duplicate-customer-mobile');
  });

  it('needs CrmCustomerCreate (43) to create and CrmCustomerEdit (44) to change or delete', async () => {
    const id = await newCustomer(api);
    const noCreate = await shop.without(Permission.CrmCustomerCreate);
    expect((await noCreate.post('crm-customer/save', { firstName: 'A' })).status).toBe(403);
    expect((await noCreate.post('crm-customer/save', { id, firstName: 'A' })).status).toBe(200);
    const noEdit = await shop.without(Permission.CrmCustomerEdit);
    expect((await noEdit.post('crm-customer/save', { id, firstName: 'A' })).status).toBe(403);
    expect((await noEdit.delete(`crm-customer/delete/${id}`)).status).toBe(403);
  });

  it("answers 404 for another provider's customer, on every call", async () => {
    const theirs = await newCustomer(other.api, { firstName: 'Theirs' });
    expect((await api.get(`crm-customer/get?id=${theirs}`)).status).toBe(404);
    expect((await api.get(`crm-customer/short/get?id=${theirs}`)).status).toBe(404);
    expect((await api.post('crm-customer/save', { id: theirs, firstName: 'Mine' })).status).toBe(404);
    expect((await api.delete(`crm-customer/delete/${theirs}`)).status).toBe(404);
    expect((await api.post('crm/leads/save', { crmCustomerId: theirs })).status).toBe(404);
    expect((await api.get(`crm/history/get?crmCustomerId=${theirs}`)).status).toBe(404);
    const list = (await api.post('crm-customer/list', { keyword: 'theirs' })).body.data as { totalCount: number };
    expect(list.totalCount).toBe(0);
    expect(((await other.api.get(`crm-customer/get?id=${theirs}`)).body.data as { firstName: string }).firstName).toBe('Theirs');
  });

  it('R-CRM-7: a customer with leads or orders is not deleted; one without is', async () => {
    const withLead = await newCustomer(api, { firstName: 'Lead' });
    await newLead(api, withLead);
    const refused = await api.delete(`crm-customer/delete/${withLead}`);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('crm-customer-in-use');

    const withOrder = await newCustomer(api, { firstName: 'Order' });
    const product = await insertProduct(db, shop.providerId);
    // The order joins the customer chosen for it (C295, order-customer.test.ts).
    expect((await api.post('order/create', { ...orderBody(product, shop.tomorrow, [{ customerTypeId: product.adult, quantity: 1 }]), crmCustomerId: withOrder })).status).toBe(200);
    expect((await api.delete(`crm-customer/delete/${withOrder}`)).body.code).toBe('crm-customer-in-use');
    const card = (await api.get(`crm-customer/get?id=${withOrder}`)).body.data as { ordersQty: number; customerValue: number };
    expect(card).toMatchObject({ ordersQty: 1, customerValue: 11800 });

    const free = await newCustomer(api, { firstName: 'Free' });
    const free2 = await newCustomer(api, { firstName: 'Free2' });
    // C292 deletes all or none.
    expect((await api.post('crm-customer/delete', { ids: [free, withLead] })).status).toBe(422);
    expect((await api.get(`crm-customer/get?id=${free}`)).status).toBe(200);
    expect((await api.delete(`crm-customer/delete/${free}`)).status).toBe(200);
    expect((await api.post('crm-customer/delete', { ids: [free2] })).status).toBe(200);
    expect((await api.get(`crm-customer/get?id=${free}`)).status).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/crm-customer/list', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

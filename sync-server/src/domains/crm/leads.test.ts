import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { setupTestApp } from '../../test/test-app';
import { crmShop, newCustomer, newLead } from './crm.fixtures';

type Page<T> = { items: T[]; lastId: number | null };

describe('CRM leads, lists, quick replies, activities and history (C308-C336)', async () => {
  const { app, db } = await setupTestApp();
  const shop = await crmShop(app, db);
  const other = await crmShop(app, db);
  const { api } = shop;

  const saveItem = async (list: string, name: string) => {
    const res = await api.post(`crm/${list}/save`, { name });
    expect(res.status).toBe(200);
    return (res.body.data as { id: number }).id;
  };

  it('R-CRM-1: a new lead is New and active, whatever the payload says', async () => {
    const customer = await newCustomer(api);
    const res = await api.post('crm/leads/save', { crmCustomerId: customer, description: 'Birthday', status: 'Done', active: false, numberOfGuests: 12 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'New', active: true, numberOfGuests: 12, crmCustomerId: customer, customerName: 'Dana Levi' });
  });

  it('R-CRM-2: a lead moves between New, InProgress, Done and NotActive; any other status is a 400', async () => {
    const crmCustomerId = await newCustomer(api);
    const lead = await newLead(api, crmCustomerId);
    for (const status of ['InProgress', 'Done', 'NotActive', 'New']) {
      const res = await api.post('crm/leads/save', { id: lead, crmCustomerId, status });
      expect(res.status).toBe(200);
      expect((res.body.data as { status: string }).status).toBe(status);
    }
    const bad = await api.post('crm/leads/save', { id: lead, crmCustomerId, status: 'Won' });
    expect(bad.status).toBe(400);
    const board = (await api.post('crm/leads/list', { status: 'New' })).body.data as { items: { id: number; status: string }[] };
    expect(board.items.map((l) => l.id)).toContain(lead);
    expect(board.items.every((l) => l.status === 'New')).toBe(true);
  });

  it('C335: a lead is created with a new customer in one step, or for a found one; 47 is needed', async () => {
    const made = await api.post('crm/create/lead/create', { crmCustomer: { firstName: 'Yael', mobile: '050-9998877' }, crmCustomerLead: { description: 'Team day' } });
    expect(made.status).toBe(200);
    const { crmCustomerId, crmCustomerLeadId } = made.body.data as { crmCustomerId: number; crmCustomerLeadId: number };
    expect(((await api.get(`crm/leads/get?id=${crmCustomerLeadId}`)).body.data as { crmCustomerId: number }).crmCustomerId).toBe(crmCustomerId);
    const again = await api.post('crm/create/lead/create', { crmCustomer: { id: crmCustomerId, firstName: 'ignored' }, crmCustomerLead: {} });
    expect((again.body.data as { crmCustomerId: number }).crmCustomerId).toBe(crmCustomerId);
    // A bad new customer is a 400 naming the nested field, and nothing is written.
    const bad = await api.post('crm/create/lead/create', { crmCustomer: { firstName: 'Bad', mobile: '1' }, crmCustomerLead: {} });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['crmCustomer.mobile']);
    const noLead = await shop.without(Permission.CrmCustomerCreateLead);
    expect((await noLead.post('crm/create/lead/create', { crmCustomer: { id: crmCustomerId, firstName: 'x' }, crmCustomerLead: {} })).status).toBe(403);
    expect((await noLead.post('crm/leads/save', { crmCustomerId })).status).toBe(403);
    const theirs = await newCustomer(other.api);
    expect((await api.post('crm/create/lead/create', { crmCustomer: { id: theirs, firstName: 'x' }, crmCustomerLead: {} })).status).toBe(404);
  });

  it('R-CRM-6: deleting a lead type, lead source or activity type in use makes it not active; unused ones are deleted', async () => {
    const customer = await newCustomer(api);
    const type = await saveItem('lead-types', 'Corporate');
    const source = await saveItem('lead-sources', 'Website');
    const activityType = await saveItem('activity-types', 'Call');
    const unused = await saveItem('activity-locations', 'Office');
    await newLead(api, customer, { leadTypeId: type, leadSourceId: source });
    expect((await api.post('crm/activity/save', { crmCustomerId: customer, activityTypeId: activityType, activityDateTime: new Date().toISOString() })).status).toBe(200);

    for (const [list, id] of [['lead-types', type], ['lead-sources', source], ['activity-types', activityType]] as const) {
      const res = await api.delete(`crm/${list}/delete/${id}`);
      expect(res.body.data).toEqual({ deleted: false, deactivated: true });
      const items = (await api.get(`crm/${list}/get`)).body.data as { id: number; active: boolean }[];
      expect(items.find((i) => i.id === id)?.active).toBe(false);
    }
    expect((await api.delete(`crm/activity-locations/delete/${unused}`)).body.data).toEqual({ deleted: true, deactivated: false });
    expect((await api.get('crm/activity-locations/get')).body.data).toEqual([]);
    // Another provider's item is not found; managing the lists needs 48.
    expect((await other.api.delete(`crm/lead-types/delete/${type}`)).status).toBe(404);
    const noManage = await shop.without(Permission.CrmCustomerActivityTypesAndLocationManage);
    expect((await noManage.post('crm/lead-types/save', { name: 'X' })).status).toBe(403);
    expect((await noManage.get('crm/lead-types/get')).status).toBe(200);
    expect((await api.post('crm/lead-sources/save', { name: '   ' })).status).toBe(400);
  });

  it('R-CRM-5: at most one quick reply per lead type (49 to manage)', async () => {
    const type = await saveItem('lead-types', 'Schools');
    const first = await api.post('crm/quick-replies/save', { leadTypeId: type, text: 'Thanks, we will call you.' });
    expect(first.status).toBe(200);
    const second = await api.post('crm/quick-replies/save', { leadTypeId: type, text: 'Another' });
    expect(second.status).toBe(422);
    expect(second.body.code).toBe('quick-reply-exists');
    const id = (first.body.data as { id: number }).id;
    expect((await api.post('crm/quick-replies/save', { id, leadTypeId: type, text: 'Changed' })).status).toBe(200);
    expect((await api.get('crm/quick-replies/get-all')).body.data).toEqual([{ id, leadTypeId: type, text: 'Changed' }]);
    expect((await (await shop.without(Permission.CrmCustomerQuickReplyManage)).delete(`crm/quick-replies/delete/${id}`)).status).toBe(403);
    expect((await other.api.delete(`crm/quick-replies/delete/${id}`)).status).toBe(404);
    expect((await api.delete(`crm/quick-replies/delete/${id}`)).status).toBe(200);
  });

  it('activities need an active type of the provider and CrmCustomerCreateActivity (46)', async () => {
    const customer = await newCustomer(api);
    const lead = await newLead(api, customer);
    const type = await saveItem('activity-types', 'Meeting');
    const location = await saveItem('activity-locations', 'Site');
    const at = new Date().toISOString();
    const saved = await api.post('crm/activity/save', { crmCustomerId: customer, crmCustomerLeadId: lead, activityTypeId: type, activityLocationId: location, activityDateTime: at, description: 'Visit' });
    expect(saved.body.data).toMatchObject({ activityTypeName: 'Meeting', activityLocationName: 'Site', description: 'Visit' });
    const theirType = (await other.api.post('crm/activity-types/save', { name: 'Theirs' })).body.data as { id: number };
    const bad = await api.post('crm/activity/save', { crmCustomerId: customer, activityTypeId: theirType.id, activityDateTime: at });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['activityTypeId']);
    expect((await (await shop.without(Permission.CrmCustomerCreateActivity)).post('crm/activity/save', { crmCustomerId: customer, activityTypeId: type, activityDateTime: at })).status).toBe(403);
    const ofLead = (await api.get(`crm-customer-lead/activities/get?crmCustomerLeadId=${lead}`)).body.data as Page<{ id: number }>;
    expect(ofLead.items).toHaveLength(1);
    const id = ofLead.items[0]!.id;
    expect((await other.api.delete(`crm/activity/delete/${id}`)).status).toBe(404);
    expect((await api.delete(`crm/activity/delete/${id}`)).status).toBe(200);
  });

  it('R-CRM-9, R-CRM-10: the history lists are newest first and paged by the last id; entries are typed Lead, Quote, Order...', async () => {
    const customer = await newCustomer(api);
    const leads: number[] = [];
    for (let i = 0; i < 5; i++) leads.push(await newLead(api, customer, { description: `Lead ${i}` }));
    const first = (await api.get(`crm/history/leads/get?crmCustomerId=${customer}&pageSize=2`)).body.data as Page<{ id: number }>;
    expect(first.items.map((l) => l.id)).toEqual([leads[4], leads[3]]);
    expect(first.lastId).toBe(leads[3]);
    const second = (await api.get(`crm/history/leads/get?crmCustomerId=${customer}&pageSize=2&lastId=${first.lastId}`)).body.data as Page<{ id: number }>;
    expect(second.items.map((l) => l.id)).toEqual([leads[2], leads[1]]);
    const last = (await api.get(`crm/history/leads/get?crmCustomerId=${customer}&pageSize=2&lastId=${second.lastId}`)).body.data as Page<{ id: number }>;
    expect(last).toEqual({ items: [expect.objectContaining({ id: leads[0] })], lastId: null });

    const history = (await api.get(`crm/history/get?crmCustomerId=${customer}&pageSize=3`)).body.data as Page<{ type: string; event: string; entityId: number }>;
    expect(history.items.map((h) => [h.type, h.event, h.entityId])).toEqual([['Lead', 'created', leads[4]], ['Lead', 'created', leads[3]], ['Lead', 'created', leads[2]]]);
    expect(history.lastId).not.toBeNull();
    expect((await api.get(`crm/history/get?crmCustomerId=${customer}&lastId=abc`)).status).toBe(400);
    const card = (await api.get(`crm-customer/get?id=${customer}`)).body.data as { leadsQty: number };
    expect(card.leadsQty).toBe(5);
  });
});

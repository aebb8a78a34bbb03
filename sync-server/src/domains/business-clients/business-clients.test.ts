import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { createUser, setupTestApp } from '../../test/test-app';
import { caller, insertProduct, openShop, orderBody } from '../orders/orders.fixtures';
import { clientBody } from './business-clients.fixtures';

describe('business clients API', async () => {
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const api = caller(app, shop.user);
  const other = await openShop(db);
  const otherApi = caller(app, other.user);
  let n = 0;
  const uniq = (p: string) => `${p} ${++n}`;
  const save = (over: Record<string, unknown> = {}, extra: Record<string, unknown> = {}, who = api) => who.post('businessClient/save', { businessClient: clientBody(over), ...extra });
  const create = async (over: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => {
    const res = await save({ name: uniq('Client'), vatNumber: String(500_000_000 + ++n), ...over }, extra);
    if (res.status !== 200) throw new Error(`save answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data as { id: number; name: string; vatNumber: string; active: boolean; contacts: unknown[]; discounts: unknown[]; totals: Record<string, number> };
  };

  it('saves a client with contacts and discount combinations and reads it back (C226, C225)', async () => {
    const p = await insertProduct(db, shop.providerId);
    const client = await create({
      businessClientTypeId: 3,
      contacts: [{ firstName: 'Noa', lastName: 'Cohen', mobile: '050-1111111', phone: '', email: 'noa@school.test', role: 'Teacher', receiveEmailNotifications: true }],
      discounts: [{ channelId: 3, priceTypeId: 1, productId: p.productId, discountPercent: 10 }, { channelId: 1, priceTypeId: 1, productId: null, discountPercent: 5.5 }],
    });
    const got = await api.get(`businessClient/get?id=${client.id}`);
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(client);
    expect(client).toMatchObject({ businessClientTypeId: 3, active: true, contacts: [{ firstName: 'Noa', email: 'noa@school.test' }], discounts: [{ productId: p.productId, discountPercent: 10 }, { productId: null, discountPercent: 5.5 }] });
    // Saving again replaces contacts and discounts, in one transaction.
    const again = await save({ name: client.name, vatNumber: client.vatNumber, contacts: [], discounts: [] }, { id: client.id });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: client.id, contacts: [], discounts: [] });
  });

  it('R-BC-1 refuses a second client with the same name and VAT number (case and spaces aside); another VAT number or provider is fine', async () => {
    const first = await create({ name: 'Ort School', vatNumber: '511111111' });
    const same = await save({ name: ' ort school ', vatNumber: '511111111' });
    expect(same.status).toBe(422);
    expect(same.body.code).toBe('business-client-exists');
    expect((await save({ name: 'Ort School', vatNumber: '511111112' })).status).toBe(200);
    expect((await save({ name: 'Ort School', vatNumber: '511111111' }, {}, otherApi)).status).toBe(200);
    // Saving the client itself again is not a duplicate.
    expect((await save({ name: 'Ort School', vatNumber: '511111111' }, { id: first.id })).status).toBe(200);
  });

  it('R-BC-2 an empty VAT number asks to confirm; confirmed, it saves', async () => {
    const ask = await save({ name: uniq('No VAT'), vatNumber: '  ' });
    expect(ask.status).toBe(422);
    expect(ask.body).toMatchObject({ code: 'vat-number-empty', warning: true, ignoreFlag: 'confirmWithoutVatNumber' });
    const ok = await save({ name: uniq('No VAT'), vatNumber: '' }, { confirmWithoutVatNumber: true });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ vatNumber: '' });
  });

  it('R-BC-3 the e-mail, phone 1 and phone 2 must be valid', async () => {
    const res = await save({ name: uniq('Bad'), email: 'not-an-email', phone1: '12', phone2: 'abc' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['businessClient.email', 'businessClient.phone1', 'businessClient.phone2']);
    expect((await save({ name: uniq('Good'), email: 'office@agency.test', phone1: '03-5551234', phone2: '+972 50 123 4567' })).status).toBe(200);
  });

  it('R-BC-4 contact data must be valid and contact fields must not repeat', async () => {
    const contact = (over: Record<string, unknown>) => ({ firstName: 'A', lastName: 'B', mobile: '', phone: '', email: '', role: '', receiveEmailNotifications: false, ...over });
    const invalid = await save({ name: uniq('C'), contacts: [contact({ email: 'x@', mobile: '1' }), contact({ firstName: '', lastName: '' })] });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors ?? {}).sort()).toEqual(['businessClient.contacts[0].email', 'businessClient.contacts[0].mobile', 'businessClient.contacts[1].firstName']);
    const repeated = await save({ name: uniq('C'), contacts: [contact({ email: 'a@b.test', mobile: '050-2222222' }), contact({ email: 'A@b.test', phone: '0502222222' })] });
    expect(repeated.status).toBe(400);
    expect(Object.keys(repeated.body.errors ?? {}).sort()).toEqual(['businessClient.contacts[1].email', 'businessClient.contacts[1].phone']);
  });

  it('R-BC-7 the type is one of the nine business client types', async () => {
    for (const type of [1, 9]) expect((await save({ name: uniq('T'), businessClientTypeId: type })).status).toBe(200);
    const res = await save({ name: uniq('T'), businessClientTypeId: 10 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(['businessClient.businessClientTypeId']);
  });

  it('R-BC-6 deactivates and activates a client (C232); an inactive client is not offered for new orders nor sold to', async () => {
    const p = await insertProduct(db, shop.providerId);
    const client = await create();
    expect((await api.delete(`businessClient/activate-or-disactivate-client/?id=${client.id}&active=false`)).status).toBe(200);
    expect((await api.get(`businessClient/get?id=${client.id}`)).body.data).toMatchObject({ active: false });
    const offered = (await api.get('businessClients/ByNewOrder')).body.data as { id: number }[];
    expect(offered.map((c) => c.id)).not.toContain(client.id);
    const sale = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], { businessClientId: client.id }));
    expect(sale.status).toBe(404);
    expect((await api.delete(`businessClient/activate-or-disactivate-client/?id=${client.id}&active=true`)).status).toBe(200);
    expect(((await api.get('businessClients/ByNewOrder')).body.data as { id: number }[]).map((c) => c.id)).toContain(client.id);
  });

  it("prices an order for the client with its discount combination (order/create), and the client's balance follows its orders", async () => {
    const p = await insertProduct(db, shop.providerId, { adultPrice: 10_000 });
    const client = await create({ discounts: [{ channelId: 1, priceTypeId: 1, productId: p.productId, discountPercent: 10 }] });
    const calc = await api.post('order/calculate', { products: [{ productId: p.productId, date: shop.tomorrow, slotId: p.slotId, customers: [{ customerTypeId: p.adult, quantity: 2 }] }], businessClientId: client.id });
    expect(calc.status, JSON.stringify(calc.body)).toBe(200);
    const created = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 2 }], { businessClientId: client.id }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const got = (await api.get(`businessClient/get?id=${client.id}`)).body.data as { totals: Record<string, number> };
    expect(got.totals).toMatchObject({ orders: 1, ordersTotal: 18_000, paid: 0, balance: 18_000 });
    const list = (await api.post('businessClients', { keywords: client.name })).body.data as { items: { id: number; totals: { balance: number } }[] };
    expect(list.items).toEqual([expect.objectContaining({ id: client.id, totals: expect.objectContaining({ balance: 18_000 }) })]);
  });

  it('R-BC-9 the client orders list defaults to orderBy OrderId; its document list to orderBy DocumentNumber', async () => {
    const p = await insertProduct(db, shop.providerId);
    const client = await create();
    const ids: number[] = [];
    for (const name of ['Zed', 'Adam', 'Moshe']) {
      const res = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], { businessClientId: client.id, leadCustomer: { firstName: name, lastName: 'X', mobile: '050-1234567' } }));
      expect(res.status).toBe(200);
      ids.push((res.body.data as { id?: number; orderId?: number }).id ?? (res.body.data as { orderId: number }).orderId);
    }
    const page = (await api.post('businessClient/order-products', { businessClientId: client.id })).body.data as { orderBy: string; total: number; items: { id: number; customerName: string; products: { productId: number; quantity: number }[] }[] };
    expect(page.orderBy).toBe('OrderId');
    expect(page.total).toBe(3);
    expect(page.items.map((o) => o.id)).toEqual([...ids].sort((a, b) => a - b));
    expect(page.items[0]!.products).toEqual([expect.objectContaining({ productId: p.productId, quantity: 1 })]);
    const byName = (await api.post('businessClient/order-products', { businessClientId: client.id, orderBy: 'CustomerName' })).body.data as { items: { customerName: string }[] };
    expect(byName.items.map((o) => o.customerName)).toEqual(['Adam X', 'Moshe X', 'Zed X']);
    const docs = (await api.post('businessClient/accounts', { businessClientId: client.id })).body.data as { orderBy: string; totals: { orders: number } };
    expect(docs.orderBy).toBe('DocumentNumber');
    expect(docs.totals.orders).toBe(3);
  });

  it('the list filters by keywords, type, state and balance due (C221), and hashes every client by id (C223)', async () => {
    const p = await insertProduct(db, shop.providerId);
    const owing = await create({ name: uniq('Filter Owing'), businessClientTypeId: 7 });
    const clear = await create({ name: uniq('Filter Clear'), businessClientTypeId: 7 });
    expect((await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], { businessClientId: owing.id }))).status).toBe(200);
    const names = async (filter: Record<string, unknown>) => ((await api.post('businessClients', { keywords: 'Filter', ...filter })).body.data as { items: { id: number }[] }).items.map((c) => c.id);
    expect(await names({ type: 7 })).toEqual([clear.id, owing.id]);
    expect(await names({ balanceDue: true })).toEqual([owing.id]);
    expect(await names({ balanceDue: false })).toEqual([clear.id]);
    expect(await names({ asc: false, orderBy: 'Name' })).toEqual([owing.id, clear.id]);
    expect(await names({ balanceOfInvoice: true })).toEqual([]);
    const hashed = (await api.get('businessClients/hashed/all')).body.data as Record<string, { name: string }>;
    expect(hashed[String(owing.id)]).toMatchObject({ name: owing.name });
  });

  it('saves and reads translations (C227, C228)', async () => {
    const client = await create();
    expect((await api.post('businessClient/translations/save', { id: client.id, translations: { 'he-IL': { name: 'בית ספר' }, 'ru-RU': { name: 'Школа', instruction: 'Номер заказа' } } })).status).toBe(200);
    expect((await api.get(`businessClient/translations/get?id=${client.id}`)).body.data).toEqual({ 'he-IL': { name: 'בית ספר' }, 'ru-RU': { name: 'Школа', instruction: 'Номер заказа' } });
  });

  it('gives the invoice info and the orders to invoice (C235, C236)', async () => {
    const p = await insertProduct(db, shop.providerId, { adultPrice: 5000 });
    const client = await create({ email: 'billing@agency.test', contacts: [{ firstName: 'Dan', lastName: '', mobile: '', phone: '', email: 'dan@agency.test', role: '', receiveEmailNotifications: true }] });
    expect((await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 2 }], { businessClientId: client.id }))).status).toBe(200);
    const open = (await api.post('businessClient/customersForInvoice', { businessClientId: client.id })).body.data as { balance: number }[];
    expect(open).toEqual([expect.objectContaining({ totalToPay: 10_000, balance: 10_000 })]);
    const info = (await api.post('businessClient/infoForInvoice', { businessClientId: client.id })).body.data;
    expect(info).toMatchObject({ name: client.name, vatNumber: client.vatNumber, emails: ['billing@agency.test', 'dan@agency.test'], openOrders: 1, openBalance: 10_000 });
  });

  it("never shows or changes another provider's client: 404 on every call", async () => {
    const theirs = (await save({ name: uniq('Theirs'), vatNumber: '599999999' }, {}, otherApi)).body.data as { id: number };
    const id = theirs.id;
    const answers = [
      await api.get(`businessClient/get?id=${id}`),
      await api.post('businessClient/save', { id, businessClient: clientBody({ name: 'Taken' }) }),
      await api.get(`businessClient/translations/get?id=${id}`),
      await api.post('businessClient/translations/save', { id, translations: { 'en-US': { name: 'x' } } }),
      await api.delete(`businessClient/activate-or-disactivate-client/?id=${id}&active=false`),
      await api.post('businessClient/order-products', { businessClientId: id }),
      await api.post('businessClient/accounts', { businessClientId: id }),
      await api.post('businessClient/customersForInvoice', { businessClientId: id }),
      await api.post('businessClient/infoForInvoice', { businessClientId: id }),
    ];
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 404));
    const mine = [
      (await api.post('businessClients', { pageSize: 200 })).body.data as { items: { id: number }[] },
      { items: Object.values((await api.get('businessClients/hashed/all')).body.data as Record<string, { id: number }>) },
      { items: (await api.get('businessClients/ByNewOrder')).body.data as { id: number }[] },
    ];
    for (const list of mine) expect(list.items.map((c) => c.id)).not.toContain(id);
    expect(((await otherApi.get(`businessClient/get?id=${id}`)).body.data as { active: boolean }).active).toBe(true);
  });

  it('answers 403 to a user without the permission of each call', async () => {
    const client = await create();
    const noone = caller(app, await createUser(db, shop.providerId, { permissions: [Permission.ProductsViewSearch] }));
    const calls = [
      () => noone.post('businessClients', {}),
      () => noone.get('businessClients/hashed/all'),
      () => noone.get('businessClients/ByNewOrder'),
      () => noone.get(`businessClient/get?id=${client.id}`),
      () => noone.post('businessClient/save', { id: client.id, businessClient: clientBody({ name: 'x' }) }),
      () => noone.get(`businessClient/translations/get?id=${client.id}`),
      () => noone.post('businessClient/translations/save', { id: client.id, translations: {} }),
      () => noone.delete(`businessClient/activate-or-disactivate-client/?id=${client.id}&active=false`),
      () => noone.post('businessClient/order-products', { businessClientId: client.id }),
      () => noone.post('businessClient/accounts', { businessClientId: client.id }),
      () => noone.post('businessClient/customersForInvoice', { businessClientId: client.id }),
      () => noone.post('businessClient/infoForInvoice', { businessClientId: client.id }),
    ];
    for (const call of calls) expect((await call()).status).toBe(403);
    // Reading is not changing: ViewOrders reads, EditOrders changes, DocumentViewSearch reads the accounts.
    const reader = caller(app, await createUser(db, shop.providerId, { permissions: [Permission.ViewOrders] }));
    expect((await reader.get(`businessClient/get?id=${client.id}`)).status).toBe(200);
    expect((await reader.post('businessClient/save', { id: client.id, businessClient: clientBody({ name: 'x' }) })).status).toBe(403);
    expect((await reader.post('businessClient/accounts', { businessClientId: client.id })).status).toBe(403);
  });

  it('R-CASH-4 a cashier sells to a business client only with permission 31 and only the client types listed for them', async () => {
    const p = await insertProduct(db, shop.providerId);
    const school = await create({ businessClientTypeId: 4 });
    const agent = await create({ businessClientTypeId: 7 });
    const cashierPerms = [Permission.Cashier, Permission.CreateOrders, Permission.ViewOrders, Permission.CashierSellToPrivate];
    const noBusiness = caller(app, await createUser(db, shop.providerId, { permissions: cashierPerms }));
    const sell = (who: ReturnType<typeof caller>, id: number) => who.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], { businessClientId: id }));
    const refused = await sell(noBusiness, school.id);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('no-permission-business');
    const schoolsOnly = caller(app, await createUser(db, shop.providerId, { permissions: [...cashierPerms, Permission.CashierSellToBusiness], values: { allowedClientTypeIds: [4] } }));
    expect((await sell(schoolsOnly, school.id)).status).toBe(200);
    const wrongType = await sell(schoolsOnly, agent.id);
    expect(wrongType.status).toBe(403);
    expect(wrongType.body.code).toBe('client-type-not-allowed');
    const offered = ((await schoolsOnly.get('businessClients/ByNewOrder')).body.data as { id: number }[]).map((c) => c.id);
    expect(offered).toContain(school.id);
    expect(offered).not.toContain(agent.id);
  });

  it('R-BC-8 saves the client\'s external coupon system with it; the password is kept encrypted, never answered, and an empty one keeps it', async () => {
    const system = { system: 'Multipass', url: 'https://multipass.test', username: 'club', password: 'S3cret!', terminal: 'T1', organizationId: 'ORG-7' };
    const client = await create({ couponSystem: system });
    const { password: _p, ...shown } = system;
    expect(client).toMatchObject({ couponSystem: { ...shown, hasPassword: true } });
    expect(JSON.stringify(client)).not.toContain('S3cret!');
    const again = await save({ name: client.name, vatNumber: client.vatNumber, couponSystem: { ...system, system: 'Tmura', password: '' } }, { id: client.id });
    expect(again.body.data).toMatchObject({ couponSystem: { system: 'Tmura', hasPassword: true } });
    const { credentialsFor } = await import('../coupons/external/credentials-repo');
    expect(await credentialsFor(db, shop.providerId, client.id)).toMatchObject({ system: 'Tmura', password: 'S3cret!' });
    expect((await save({ name: uniq('Bad system'), couponSystem: { ...system, system: 'Other' } })).status).toBe(400);
  });

  it('refuses bad input with 400 and field errors, never 500', async () => {
    const cases = [
      { businessClient: { ...clientBody(), name: 'x'.repeat(201) } },
      { businessClient: { ...clientBody(), discounts: [{ channelId: 1, priceTypeId: 1, productId: null, discountPercent: 101 }] } },
      { businessClient: { ...clientBody(), discounts: [{ channelId: 1, priceTypeId: 1, productId: null, discountPercent: 10.555 }] } },
      { businessClient: { ...clientBody(), discounts: [{ channelId: 9, priceTypeId: 1, productId: null, discountPercent: 5 }] } },
      { businessClient: { ...clientBody(), discounts: [{ channelId: 1, priceTypeId: 1, productId: 2_000_000_000, discountPercent: 5 }] } },
      { businessClient: { ...clientBody(), discounts: [{ channelId: 1, priceTypeId: 1, productId: null, discountPercent: 5 }, { channelId: 1, priceTypeId: 1, productId: null, discountPercent: 6 }] } },
      { businessClient: { ...clientBody(), name: 'a\u0000b' } },
    ];
    for (const body of cases) {
      const res = await api.post('businessClient/save', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Permission, CASHIER_PERMISSION_CODES } from '@pos/shared/permissions';
import { Channel, PriceType } from '@pos/shared/reference';
import { createUser } from '../../../sync-server/src/test/test-app';
import { orders } from '../../../sync-server/src/db/schema';
import { pairedStation, serverForStations } from '../station.fixtures';
import type { FetchLike } from '../sync/server-api';
import type { CartItem } from './cart';

describe('selling to a business client at the window, offline (issue 20)', async () => {
  const server = await serverForStations({ limit: 50 });
  const { goods } = server;
  const office = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => server.app.inject({ method, url: `/api/${url}`, headers: { cookie: server.admin.cookie }, ...(payload ? { payload } : {}) });
  const client = (name: string, type: number, percent: number) => ({
    businessClient: {
      name, vatNumber: `5${Math.floor(Math.random() * 1e8)}`, businessClientTypeId: type, phone1: '', phone2: '', email: '', fax: '', website: '', address: '', accountingSystemCode: '',
      officialClubId: null, countryId: null, cityId: null, instruction: '', isSubsidized: false,
      contacts: [{ firstName: 'Noa', lastName: 'Cohen', mobile: '050-7654321', phone: '', email: 'noa@school.test', role: 'Teacher', receiveEmailNotifications: true }],
      discounts: [{ channelId: Channel.Cashier, priceTypeId: PriceType.Locals, productId: goods.product.id, discountPercent: percent }],
    },
  });
  const school = (await office('POST', 'businessClient/save', client('Ort School', 4, 10))).json().data as { id: number };
  const agency = (await office('POST', 'businessClient/save', client('Sun Agency', 7, 15))).json().data as { id: number };
  // A cashier with no discount of their own to give: the client's discount is the provider's (R-CASH-3).
  const cashier = await createUser(server.db, server.provider.id, { permissions: CASHIER_PERMISSION_CODES, password: 'Cashier123', values: { maxDiscountPercent: 0 } });
  const schoolsOnly = await createUser(server.db, server.provider.id, { permissions: CASHIER_PERMISSION_CODES, password: 'Cashier123', values: { allowedClientTypeIds: [4] } });
  const privateOnly = await createUser(server.db, server.provider.id, { permissions: CASHIER_PERMISSION_CODES.filter((c) => c !== Permission.CashierSellToBusiness), password: 'Cashier123' });
  const net = { online: true };
  const station = await pairedStation(server, { sync: { fetch: ((url, init) => (net.online ? fetch(url, init) : Promise.reject(new Error('down')))) as FetchLike } });
  const h = station.handlers;
  const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const items: CartItem[] = [{ productId: goods.product.id, date, slotId: goods.slot.id, customers: [{ customerTypeId: goods.adult.id, quantity: 2 }, { customerTypeId: goods.child.id, quantity: 1 }] }];

  it('lists the clients the cashier may sell to (permission 31, R-CASH-4 client types), searched by name', async () => {
    await h.login({ username: cashier.username, password: 'Cashier123' });
    expect(h['business-clients-list']({}).map((c) => c.name)).toEqual(['Ort School', 'Sun Agency']);
    expect(h['business-clients-list']({ search: 'ort' }).map((c) => c.id)).toEqual([school.id]);
    await h.login({ username: schoolsOnly.username, password: 'Cashier123' });
    expect(h['business-clients-list']({}).map((c) => c.id)).toEqual([school.id]);
    expect(h['cart-price']({ items, businessClientId: agency.id }).problems.map((p) => p.code)).toContain('client-type-not-allowed');
    await h.login({ username: privateOnly.username, password: 'Cashier123' });
    expect(h['business-clients-list']({})).toEqual([]);
    expect(h['cart-price']({ items, businessClientId: school.id }).problems.map((p) => p.code)).toContain('no-permission-business');
  });

  it("prices the sale offline with the client's discount exactly as the shared pricing does on the server, and the server keeps it unflagged", async () => {
    await h.login({ username: cashier.username, password: 'Cashier123' });
    h['shift-open']({ openingBalance: [] });
    net.online = false;
    const cart = h['cart-price']({ items, businessClientId: school.id });
    expect(cart.problems).toEqual([]);
    // 2 x 50.00 + 1 x 30.00 = 130.00, 10% off the walking tour for the school.
    expect(cart.totals).toMatchObject({ gross: 13_000, discountAmount: 1300, totalToPay: 11_700 });
    expect(cart.lines.map((l) => l.businessDiscount)).toEqual([1000, 300]);
    const sale = await h['sale-create']({ items, businessClientId: school.id, payments: [{ method: 1, amount: 11_700 }] });
    net.online = true;
    await station.ctx.sync.syncNow();
    const [order] = await server.db.select().from(orders).where(eq(orders.uuid, sale.orderUuid));
    expect(order).toMatchObject({ businessClientId: school.id, totalToPay: 11_700, discountAmount: 1300, paid: 11_700, conflictFlags: [] });
    // The office sees the order and the client's balance.
    const got = (await office('GET', `businessClient/get?id=${school.id}`)).json().data as { totals: { orders: number; ordersTotal: number; paid: number; balance: number } };
    expect(got.totals).toMatchObject({ orders: 1, ordersTotal: 11_700, paid: 11_700, balance: 0 });
    const list = (await office('POST', 'businessClient/order-products', { businessClientId: school.id })).json().data as { items: { id: number; totalToPay: number }[] };
    expect(list.items).toEqual([expect.objectContaining({ id: order!.id, totalToPay: 11_700 })]);
  });

  it('R-BC-6 a deactivated client leaves the station at the next sync and can no longer be sold to', async () => {
    expect((await office('DELETE', `businessClient/activate-or-disactivate-client/?id=${agency.id}&active=false`)).statusCode).toBe(200);
    await station.ctx.sync.syncNow();
    expect(h['business-clients-list']({}).map((c) => c.id)).toEqual([school.id]);
    expect(h['cart-price']({ items, businessClientId: agency.id }).problems.map((p) => p.code)).toContain('business-client-not-found');
  });
});

import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { crmCustomerOrders, crmHistory, orders } from '../../../sync-server/src/db/schema';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { setCrmModule } from '../../../sync-server/src/domains/crm/crm.fixtures';
import { pairedStation, serverForStations } from '../station.fixtures';
import type { FetchLike } from '../sync/server-api';

/**
 * Issue 22 (C295 at the POS, R-CRM-8): online, the station looks up the provider's CRM customers
 * through the server with its own credentials (GET /sync/crm-customers); a sale naming the chosen
 * customer is linked to it on the server when pushed (Order created in its history); offline the
 * lookup says so and the sale is made as before; the module off answers crmInactive.
 */
describe('the POS customer field looks up CRM customers online (real server on Postgres)', async () => {
  const server = await serverForStations();
  const { goods } = server;
  await setCrmModule(server.db, server.provider.id, true);
  const net = { down: false };
  const station = await pairedStation(server, {
    sync: {
      fetch: (async (url, init) => {
        if (net.down) throw new Error('network unreachable');
        return fetch(url, init);
      }) as FetchLike,
    },
  });
  const h = station.handlers;
  const saveCustomer = async (cookie: string, payload: object) => {
    const res = await server.app.inject({ method: 'POST', url: '/api/crm-customer/save', headers: { cookie }, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const yael = await saveCustomer(server.admin.cookie, { firstName: 'Yael', lastName: 'Mizrahi', mobile: '050-5556677', email: 'yael@example.test' });
  await saveCustomer(server.admin.cookie, { firstName: 'Avi', lastName: 'Cohen', mobile: '052-1112233' });
  // Another provider's customer with the same name is never found, nor linked.
  const other = await createProvider(server.db, { name: 'Other' });
  await setCrmModule(server.db, other.id, true);
  const theirs = await saveCustomer((await createUser(server.db, other.id)).cookie, { firstName: 'Yael', lastName: 'Other', mobile: '050-9990000' });

  await h.login({ username: server.cashier.username, password: 'Cashier123' });
  h['shift-open']({ openingBalance: [] });
  await station.ctx.sync.syncNow();
  const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const items = [{ productId: goods.product.id, date, slotId: goods.slot.id, customers: [{ customerTypeId: goods.adult.id, quantity: 1 }] }];

  it('finds the provider customers by name, mobile digits or e-mail; a keyword under 2 characters asks nothing', async () => {
    const byName = await h['crm-customers-for-order']({ keyword: 'yael' });
    expect(byName).toEqual({ online: true, customers: [{ id: yael, firstName: 'Yael', lastName: 'Mizrahi', fullName: 'Yael Mizrahi', mobile: '0505556677', email: 'yael@example.test' }] });
    expect((await h['crm-customers-for-order']({ keyword: '0505556677' })).customers.map((c) => c.id)).toEqual([yael]);
    expect((await h['crm-customers-for-order']({ keyword: 'yael@example' })).customers.map((c) => c.id)).toEqual([yael]);
    expect(await h['crm-customers-for-order']({ keyword: 'y' })).toEqual({ online: true, customers: [] });
  });

  it('a sale naming the chosen customer is linked to it when pushed; another provider customer is not linked and the sale stands', async () => {
    const total = h['cart-price']({ items }).totals!.totalToPay;
    const sale = await h['sale-create']({ items, customer: { firstName: 'Yael', lastName: 'Mizrahi', mobile: '0505556677' }, crmCustomerId: yael, payments: [{ method: 1, amount: total }] });
    const foreign = await h['sale-create']({ items, crmCustomerId: theirs, payments: [{ method: 1, amount: total }] });
    await station.ctx.sync.syncNow();
    const [order] = await server.db.select().from(orders).where(eq(orders.uuid, sale.orderUuid));
    const links = await server.db.select().from(crmCustomerOrders).where(eq(crmCustomerOrders.orderId, order!.id));
    expect(links.map((l) => l.crmCustomerId)).toEqual([yael]);
    const history = await server.db.select().from(crmHistory).where(and(eq(crmHistory.crmCustomerId, yael), eq(crmHistory.entityId, order!.id)));
    expect(history.map((e) => `${e.type}:${e.text}`)).toEqual(['Order:created']);
    const [theirOrder] = await server.db.select().from(orders).where(eq(orders.uuid, foreign.orderUuid));
    expect(theirOrder).toBeDefined();
    expect(await server.db.select().from(crmCustomerOrders).where(eq(crmCustomerOrders.orderId, theirOrder!.id))).toEqual([]);
  });

  it('R-CRM-8: with the module off the lookup answers crmInactive and nothing', async () => {
    await setCrmModule(server.db, server.provider.id, false);
    expect(await h['crm-customers-for-order']({ keyword: 'yael' })).toEqual({ online: true, crmInactive: true, customers: [] });
    await setCrmModule(server.db, server.provider.id, true);
  });

  it('offline the lookup says so, and a sale is made as before', async () => {
    net.down = true;
    expect(await h['crm-customers-for-order']({ keyword: 'yael' })).toEqual({ online: false, customers: [] });
    await station.ctx.sync.syncNow().catch(() => undefined);
    expect(await h['crm-customers-for-order']({ keyword: 'yael' })).toEqual({ online: false, customers: [] });
    const total = h['cart-price']({ items }).totals!.totalToPay;
    const sale = await h['sale-create']({ items, customer: { firstName: 'Walk', lastName: 'In' }, payments: [{ method: 1, amount: total }] });
    expect(sale.orderUuid).toBeTruthy();
    net.down = false;
  });
});

import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderEvents, orders } from '../../../sync-server/src/db/schema';
import { clubWithCouponSystem } from '../../../sync-server/src/domains/sync/offline.fixtures';
import { pairedStation, serverForStations } from '../station.fixtures';
import type { FetchLike } from '../sync/server-api';

describe('club vouchers at the window, checked online through the server (R-ORD-7, permission 32)', async () => {
  const server = await serverForStations({ limit: null });
  const { goods } = server;
  const club = await clubWithCouponSystem(server.db, server.provider.id, 'Teachers club', 'Multipass');
  const net = { online: true };
  const station = await pairedStation(server, { sync: { fetch: ((url, init) => (net.online ? fetch(url, init) : Promise.reject(new Error('network is down')))) as FetchLike } });
  const h = station.handlers;
  await h.login({ username: server.cashier.username, password: 'Cashier123' });
  h['shift-open']({ openingBalance: [] });
  const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const items = [{ productId: goods.product.id, date, slotId: goods.slot.id, customers: [{ customerTypeId: goods.adult.id, quantity: 2 }] }];

  it('lists the clubs whose coupon systems take vouchers, and checks a voucher with the club\'s system', async () => {
    expect(await h['voucher-systems']()).toEqual([expect.objectContaining({ businessClientId: club.id, name: 'Teachers club', system: 'Multipass' })]);
    expect(await h['voucher-check']({ businessClientId: club.id, code: 'OK-100', quantity: 2, amount: 3000 })).toMatchObject({ ok: true, grantedQuantity: 2, grantedAmount: 3000 });
    expect(await h['voucher-check']({ businessClientId: club.id, code: 'INV-1', quantity: 2, amount: 3000 })).toMatchObject({ ok: false, failure: 'invalid' });
  });

  it('a sale with the voucher takes its amount off what the customer pays; the server holds the same order', async () => {
    const voucher = { businessClientId: club.id, code: 'OK-200', quantity: 2, amount: 3000 };
    const sale = await h['sale-create']({ items, voucher, payments: [{ method: 1, amount: 7000 }] });
    await station.ctx.sync.syncNow();
    const [order] = await server.db.select().from(orders).where(eq(orders.uuid, sale.orderUuid));
    expect(order).toMatchObject({ totalToPay: 7000, paid: 7000 });
    // The server redeems it at the club's system once the push has committed.
    await expect.poll(async () => (await server.db.select().from(orderEvents).where(eq(orderEvents.orderId, order!.id))).map((e) => e.type), { timeout: 10_000 }).toContain('external-coupon-redeemed');
  });

  it('offline, the check answers that the server cannot be reached, never a made-up answer', async () => {
    net.online = false;
    await expect(h['voucher-systems']()).rejects.toMatchObject({ code: 'offline' });
    await expect(h['voucher-check']({ businessClientId: club.id, code: 'OK-300', quantity: 1, amount: 100 })).rejects.toMatchObject({ code: 'offline' });
    net.online = true;
  });
});

import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { orders, slotOccurrences, subCoupons } from '../../sync-server/src/db/schema';
import { pairedStation, serverForStations, type TestServer } from '../../electron/station/station.fixtures';
import type { FetchLike } from '../../electron/station/sync/server-api';
import { waitFor } from './lib/harness';
import { serialCouponFor } from './lib/serial-coupon';

/** A station whose network the test can cut; its sync runs by itself (no syncNow after the setup). */
async function windowStation(server: TestServer) {
  const net = { online: true };
  const station = await pairedStation(server, { sync: { fetch: ((url, init) => (net.online ? fetch(url, init) : Promise.reject(new Error('network is down')))) as FetchLike } });
  await station.handlers.login({ username: server.cashier.username, password: 'Cashier123' });
  station.handlers['shift-open']({ openingBalance: [] });
  await station.ctx.sync.syncNow();
  return { ...station, net };
}

/**
 * Issue 17: three windows offline at once sell the same slot's last seats with the same serial
 * coupon code; back online together, their own probes bring them in (no manual sync), and the server
 * reconciles: every sale stands, the oversell (R-ORD limit) and the double uses (R-CPN-8) flagged.
 */
describe('three stations offline sell the same slot and coupon', async () => {
  const server = await serverForStations({ limit: 4 });
  const { goods } = server;
  const serial = await serialCouponFor(server, 'WINDOWS', 'Windows');
  const stations = [await windowStation(server), await windowStation(server), await windowStation(server)];
  const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const items = [{ productId: goods.product.id, date, slotId: goods.slot.id, customers: [{ customerTypeId: goods.adult.id, quantity: 2 }] }];

  it('R-CPN-8: all sales stand after reconnecting together, one keeps the code, the oversell and two double uses are flagged', async () => {
    for (const s of stations) s.net.online = false;
    const sold: string[] = [];
    for (const s of stations) {
      const cart = s.handlers['cart-price']({ items, couponCode: serial!.code });
      expect(cart.problems).toEqual([]);
      const sale = await s.handlers['sale-create']({ items, couponCode: serial!.code, payments: [{ method: 1, amount: cart.totals!.totalToPay }] });
      sold.push(sale.orderUuid);
    }
    await waitFor(() => stations.every((s) => !s.handlers.status({}).online), 'the stations to see the network down', 10_000);
    for (const s of stations) expect(s.handlers.status({})).toMatchObject({ online: false, pending: 1 });

    for (const s of stations) s.net.online = true;
    await waitFor(() => stations.every((s) => s.handlers.status({}).pending === 0), 'every outbox to empty by itself', 15_000, 50);

    const rows = await server.db.select().from(orders).where(inArray(orders.uuid, sold));
    expect(rows).toHaveLength(3);
    const flags = rows.map((o) => o.conflictFlags as string[]);
    expect(flags.filter((f) => f.includes('voucher-used-twice'))).toHaveLength(2);
    expect(flags.filter((f) => f.includes('slot-over-limit'))).toHaveLength(1);
    const keeper = rows.find((o) => !(o.conflictFlags as string[]).includes('voucher-used-twice'))!;
    const [code] = await server.db.select().from(subCoupons).where(eq(subCoupons.id, serial!.id));
    expect(code).toMatchObject({ status: 'Used', orderId: keeper.id });
    const [occurrence] = await server.db.select().from(slotOccurrences).where(eq(slotOccurrences.date, date));
    expect(occurrence!.sold).toBe(6);
    // Each window shows its own flags, and learns the server's count without a manual sync.
    expect(stations.reduce((n, s) => n + s.handlers.status({}).conflicts, 0)).toBe(flags.filter((f) => f.length > 0).length);
    await waitFor(() => stations.every((s) => s.handlers['product-slots']({ productId: goods.product.id, from: date, to: date })[0]?.sold === 6), 'every station to see 6 sold', 10_000, 50);
  }, 90_000);
});

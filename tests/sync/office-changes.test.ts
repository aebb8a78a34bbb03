import { describe, expect, it } from 'vitest';
import { Channel, PriceType } from '@pos/shared/reference';
import { priceLines, priceLists } from '../../sync-server/src/db/schema';
import { pairedStation, serverForStations } from '../../electron/station/station.fixtures';
import { waitFor } from './lib/harness';

/**
 * Issue 17: online, the office's changes reach the window within seconds. The station's full
 * round is an hour away here (as if the timer were long): only its ping every few seconds, which
 * answers whether anything changed since its checkpoints, can bring the reserved order.
 */
describe('a reserved order made in the back office reaches an online station', async () => {
  const server = await serverForStations({ limit: null });
  const station = await pairedStation(server);
  const h = station.handlers;
  const sync = station.ctx.sync;
  // The office sells on the direct channel: the product gets a price list there too.
  const [list] = await server.db
    .insert(priceLists)
    .values({ providerId: server.provider.id, productId: server.goods.product.id, title: 'Office', currencyId: 1, channelId: Channel.Direct, priceTypeId: PriceType.Locals, fromDate: '2020-01-01', toDate: '2035-12-31' })
    .returning();
  await server.db.insert(priceLines).values({ priceListId: list!.id, customerTypeId: server.goods.adult.id, amount: 5000, priority: 1 });

  it('idle pings pull nothing; an order made through /api is found by F8 within 5 s without "sync now"', async () => {
    await h.login({ username: server.cashier.username, password: 'Cashier123' });
    await sync.syncNow();
    // Nothing new at the office: the pings go on, no round is run.
    const pings = sync.stats.pings;
    const rounds = sync.stats.rounds;
    await waitFor(() => sync.stats.pings >= pings + 2, 'two idle pings', 10_000);
    expect(sync.stats.rounds).toBe(rounds);

    const slot = h['product-slots']({ productId: server.goods.product.id }).find((s) => !s.past)!;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { cookie: server.admin.cookie },
      payload: { products: [{ productId: server.goods.product.id, date: slot.date, slotId: slot.slotId, customers: [{ customerTypeId: server.goods.adult.id, quantity: 2 }] }], leadCustomer: { firstName: 'Dana', lastName: 'Shamir', mobile: '0521234567' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data as { id: number; orderNumber: number };
    const made = Date.now();
    await waitFor(() => h['reserved-search']({ query: String(order.orderNumber) }).some((o) => o.id === order.id), 'the reserved order at the station', 5_000, 50);
    const seenMs = Date.now() - made;
    console.log(`office change: reserved order ${order.orderNumber} found at the station ${(seenMs / 1000).toFixed(1)} s after /api made it (${sync.stats.pings} pings, ${sync.stats.rounds} rounds)`);
    expect(seenMs).toBeLessThan(5_000);
    expect(sync.stats.rounds).toBeGreaterThan(rounds);
    expect(h['reserved-search']({ query: 'shamir' }).map((o) => o.id)).toContain(order.id);
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { pairedStation, serverForStations } from '../../electron/station/station.fixtures';
import type { FetchLike } from '../../electron/station/sync/server-api';

/**
 * Issue 17: the POS warns when the receipt numbers left would not cover the rest of a day, judged by
 * the station's own busiest day (docs/decisions/receipt-number-blocks.md), while it can still sell.
 */
describe('receipt numbers for the day (R-RCPT-3)', async () => {
  const server = await serverForStations({ limit: null });
  const net = { online: true };
  let now = new Date();
  const station = await pairedStation(server, {
    blockSize: 30,
    clock: () => new Date(now),
    sync: { fetch: ((url, init) => (net.online ? fetch(url, init) : Promise.reject(new Error('down')))) as FetchLike },
  });
  const h = station.handlers;

  it("warns from the station's busiest day, not only under the last 10 numbers", async () => {
    await h.login({ username: server.cashier.username, password: 'Cashier123' });
    h['shift-open']({ openingBalance: [] });
    await station.ctx.sync.syncNow();
    expect(h.status({}).numbersForTheDay).toMatchObject({ left: 30, need: 10, short: false });
    net.online = false;
    const slot = h['product-slots']({ productId: server.goods.product.id }).find((s) => !s.past)!;
    const items = [{ productId: server.goods.product.id, date: slot.date, slotId: slot.slotId, customers: [{ customerTypeId: server.goods.adult.id, quantity: 1 }] }];
    for (let i = 0; i < 20; i++) await h['sale-create']({ items, payments: [{ method: 1, amount: 5000 }] });
    // Today's 20 sales are the busiest day; 10 left cover the rest of it by the minimum.
    expect(h.status({}).numbersForTheDay).toEqual({ left: 10, need: 10, short: false });
    // The next morning, still offline: a day like yesterday needs 20, only 10 are left.
    now = new Date(now.getTime() + 86_400_000);
    expect(h.status({}).numbersForTheDay).toEqual({ left: 10, need: 20, short: true });
  }, 60_000);
});

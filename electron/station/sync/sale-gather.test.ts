import { describe, expect, it, vi } from 'vitest';
import { pairedStation, serverForStations } from '../station.fixtures';
import type { FetchLike } from './server-api';

/**
 * Issue 16: a sale's trigger waits a quiet time (SALE_QUIET_MS, 2 s here so a loaded machine still
 * makes five sales inside it) and the sales of that time go in one round: one push of all of them,
 * not a ping, push and pull per sale on the host's thread while the cashier sells. Other triggers
 * start their round at once and take the waiting sales along; stopping the station pushes them too.
 */
describe('the sales of one quiet time go in one sync round', async () => {
  const QUIET = 2000;
  const server = await serverForStations({ limit: null });
  const pushes: number[] = [];
  const recordingFetch: FetchLike = async (url, init) => {
    if (new URL(url).pathname === '/sync/push') pushes.push((JSON.parse(init.body!) as { ops: unknown[] }).ops.length);
    return fetch(url, init);
  };
  // The probe is a minute away: only the triggers start rounds here.
  const station = await pairedStation(server, { sync: { fetch: recordingFetch, probeMs: 60_000, saleQuietMs: QUIET } });
  const h = station.handlers;
  const sync = station.ctx.sync;
  await h.login({ username: server.cashier.username, password: 'Cashier123' });
  h['shift-open']({ openingBalance: [] });
  await sync.syncNow();
  const slot = h['product-slots']({ productId: server.goods.product.id }).find((s) => !s.past)!;
  const items = [{ productId: server.goods.product.id, date: slot.date, slotId: slot.slotId, customers: [{ customerTypeId: server.goods.adult.id, quantity: 1 }] }];
  const sell = () => h['sale-create']({ items, payments: [{ method: 1, amount: 5000 }] });
  const pending = () => h.status({}).pending;

  it('five sales within the quiet time: no round until it ends, then one round with one push of the five', async () => {
    const rounds = sync.stats.rounds;
    pushes.length = 0;
    const first = Date.now();
    for (let i = 0; i < 5; i++) await sell();
    const sold = Date.now() - first;
    expect(sold).toBeLessThan(QUIET);
    expect(pending()).toBe(5);
    expect(sync.stats.rounds).toBe(rounds);
    expect(pushes).toEqual([]);
    await vi.waitFor(() => expect(pending()).toBe(0), { timeout: QUIET + 5000, interval: 20 });
    expect(Date.now() - first).toBeGreaterThanOrEqual(QUIET - 50);
    expect(sync.stats.rounds).toBe(rounds + 1);
    expect(pushes).toEqual([5]);
    expect(h.status({})).toMatchObject({ online: true, pending: 0 });
  }, 30_000);

  it('a later sale still starts its own round after its quiet time', async () => {
    const rounds = sync.stats.rounds;
    pushes.length = 0;
    await sell();
    expect(pending()).toBe(1);
    await vi.waitFor(() => expect(pending()).toBe(0), { timeout: QUIET + 5000, interval: 20 });
    expect(sync.stats.rounds).toBe(rounds + 1);
    expect(pushes).toEqual([1]);
  }, 30_000);

  it('another trigger (a shift close, a refund, sync now) does not wait: its round takes the waiting sales along at once', async () => {
    const rounds = sync.stats.rounds;
    pushes.length = 0;
    await sell();
    await sell();
    const asked = Date.now();
    sync.trigger();
    await vi.waitFor(() => expect(pending()).toBe(0), { timeout: QUIET + 5000, interval: 10 });
    expect(Date.now() - asked).toBeLessThan(QUIET);
    expect(pushes).toEqual([2]);
    // The sales' own round is not run on top: the one that took them cleared it.
    await new Promise((resolve) => setTimeout(resolve, QUIET + 300));
    expect(sync.stats.rounds).toBe(rounds + 1);
  }, 30_000);

  it('stopping the station (closing it) pushes the sales still waiting out their quiet time', async () => {
    pushes.length = 0;
    await sell();
    expect(pending()).toBe(1);
    const asked = Date.now();
    await sync.stop();
    expect(Date.now() - asked).toBeLessThan(QUIET);
    expect(pending()).toBe(0);
    expect(pushes).toEqual([1]);
  }, 30_000);
});

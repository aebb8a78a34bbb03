import { describe, expect, it } from 'vitest';
import { pairedStation, serverForStations } from '../../electron/station/station.fixtures';
import type { FetchLike } from '../../electron/station/sync/server-api';
import { waitFor } from './lib/harness';

/**
 * Issue 17: the operating system's network-change events. The window's `online` event (and Electron's
 * resume) reach the station as `network-changed`: it probes at once instead of at its next probe tick,
 * so a sale made offline goes out as soon as the network is back. The probe interval is a minute here,
 * so only the event can explain a push within seconds.
 */
describe('the network comes back and the window says so', async () => {
  const server = await serverForStations({ limit: null });
  const net: { online: boolean; fetch: FetchLike } = { online: true, fetch: (url, init) => (net.online ? fetch(url, init) : Promise.reject(new Error('network is down'))) };
  const station = await pairedStation(server, { sync: { fetch: net.fetch, probeMs: 60_000, intervalMs: 3_600_000 } });
  const h = station.handlers;
  await h.login({ username: server.cashier.username, password: 'Cashier123' });
  h['shift-open']({ openingBalance: [] });
  await station.ctx.sync.syncNow();

  it('probes at once on network-changed and pushes what waited; without it nothing moves until the probe tick', async () => {
    const slot = h['product-slots']({ productId: server.goods.product.id }).find((s) => !s.past)!;
    const items = [{ productId: server.goods.product.id, date: slot.date, slotId: slot.slotId, customers: [{ customerTypeId: server.goods.adult.id, quantity: 1 }] }];
    net.online = false;
    await h['sale-create']({ items, payments: [{ method: 1, amount: 5000 }] });
    await station.ctx.sync.syncNow();
    expect(h.status({})).toMatchObject({ online: false, pending: 1 });
    const built = station.ctx.sync.stats.pushesBuilt;

    net.online = true;
    // The network is back but nobody said so: the next probe is a minute away.
    await new Promise((r) => setTimeout(r, 1500));
    expect(h.status({})).toMatchObject({ online: false, pending: 1 });
    expect(station.ctx.sync.stats.pushesBuilt).toBe(built);

    const said = Date.now();
    expect(h['network-changed']({})).toEqual({ ok: true });
    await waitFor(() => h.status({}).pending === 0, 'the sale to be pushed', 5000, 25);
    expect(Date.now() - said).toBeLessThan(5000);
    expect(h.status({})).toMatchObject({ online: true, pending: 0 });
  }, 60_000);
});

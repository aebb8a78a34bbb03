import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { stationSyncReports } from '../../../sync-server/src/db/schema';
import { pairedStation, serverForStations } from '../station.fixtures';
import { getSetting } from '../settings/settings-store';
import type { FetchLike } from './server-api';

/**
 * Issue 18: a station tells the server how many operations wait in its outbox and its own sync
 * interval on every push and pull; the server keeps the last figures and when it synced, for the
 * back office's Today page.
 */
describe('a station reports its outbox size when it syncs', async () => {
  const server = await serverForStations();
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  let pullsFail = false;
  const recordingFetch: FetchLike = async (url, init) => {
    const path = new URL(url).pathname;
    if (init.body) sent.push({ path, body: JSON.parse(init.body) as Record<string, unknown> });
    if (pullsFail && path === '/sync/pull') throw new TypeError('fetch failed');
    return fetch(url, init);
  };
  // A site that syncs every 10 minutes (SYNC_INTERVAL_MS=600000).
  const station = await pairedStation(server, { sync: { fetch: recordingFetch, intervalMs: 600_000 } });
  const report = async () => (await server.db.select().from(stationSyncReports).where(eq(stationSyncReports.stationId, getSetting(station.ctx.db, 'stationId')!)))[0];

  it('an empty outbox is reported as 0 with the pull of the first sync', async () => {
    expect(sent.filter((s) => s.path === '/sync/pull').every((s) => s.body.outboxSize === 0)).toBe(true);
    expect(await report()).toMatchObject({ providerId: server.provider.id, outboxSize: 0 });
  });

  it('a push carries the operations waiting, this batch included, and the server keeps the figure', async () => {
    await station.handlers.login({ username: server.cashier.username, password: 'Cashier123' });
    pullsFail = true;
    sent.length = 0;
    station.handlers['shift-open']({ openingBalance: [{ currencyId: 1, amount: 10_000 }] });
    await station.ctx.sync.syncNow();
    const push = sent.find((s) => s.path === '/sync/push');
    expect(push?.body).toMatchObject({ outboxSize: 1 });
    expect((push?.body.ops as unknown[]).length).toBe(1);
    // The pull after it failed: the server's figure is the push's.
    expect(await report()).toMatchObject({ outboxSize: 1 });
  });

  it('the next sync, with the outbox empty again, reports 0 and moves the last sync time on', async () => {
    const before = (await report())!.lastSyncAt.getTime();
    pullsFail = false;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await station.ctx.sync.syncNow();
    const after = await report();
    expect(after?.outboxSize).toBe(0);
    expect(after!.lastSyncAt.getTime()).toBeGreaterThan(before);
  });

  it('every push and pull carries the station\'s own sync interval (10 minutes here), which the server keeps for the online dot', async () => {
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((s) => s.path === '/sync/pull' || s.path === '/sync/push').map((s) => s.body.syncIntervalMs)).toEqual(sent.filter((s) => s.path === '/sync/pull' || s.path === '/sync/push').map(() => 600_000));
    expect(await report()).toMatchObject({ syncIntervalMs: 600_000 });
  });
});

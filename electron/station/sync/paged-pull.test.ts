import { describe, expect, it } from 'vitest';
import { slots } from '../../../sync-server/src/db/schema';
import { pairedStation, serverForStations } from '../station.fixtures';
import type { FetchLike } from './server-api';
import { readCheckpoints } from './pull-apply';

const SLOTS = 30;
const PAGE = 4;

/**
 * Issue 13 §3 (sync-first-pull): a station asks for the next pull page before it applies the one it
 * has, from that answer's checkpoints. The pages still follow one another without a gap or a repeat,
 * and a page that fails leaves the station at the last page it applied; the next sync goes on from
 * there.
 */
describe('a pull of many pages, the next asked for while one is applied', async () => {
  const server = await serverForStations();
  const asked: Record<string, number>[] = [];
  let failPull: number | null = null;
  const counting: FetchLike = async (url, init) => {
    if (url.endsWith('/sync/pull')) {
      const body = JSON.parse(init.body ?? '{}') as { checkpoints: Record<string, number> };
      asked.push(body.checkpoints);
      if (failPull !== null && asked.length === failPull) throw new TypeError('fetch failed (the test cut the network)');
    }
    const res = await fetch(url, init);
    return { status: res.status, json: () => res.json() };
  };
  const station = await pairedStation(server, { sync: { pullLimit: PAGE, fetch: counting } });
  const slotCount = () => (station.ctx.db.$client.prepare('select count(*) as n from slots').get() as { n: number }).n;

  it('brings every slot, each page asked from the checkpoint of the one before', async () => {
    await server.db.insert(slots).values(
      Array.from({ length: SLOTS }, (_, i) => ({ providerId: server.provider.id, productId: server.goods.product.id, limit: 10, startDate: '2031-01-01', startTime: `${String(8 + (i % 10)).padStart(2, '0')}:${String(i).padStart(2, '0')}:00`, endTime: '23:00:00', duration: 30, repeatMode: 1 })),
    );
    const before = slotCount();
    asked.length = 0;
    await station.ctx.sync.syncNow();
    expect(slotCount()).toBe(before + SLOTS);
    expect(asked.length).toBeGreaterThanOrEqual(Math.ceil(SLOTS / PAGE));
    // Each request's slots checkpoint moves forward: no page is asked twice.
    const slotMarks = asked.map((c) => c.slots ?? 0);
    for (let i = 1; i < slotMarks.length; i++) expect(slotMarks[i]).toBeGreaterThanOrEqual(slotMarks[i - 1]!);
    expect(new Set(slotMarks.slice(0, -1)).size).toBe(slotMarks.length - 1);
  });

  it('a page lost on the way leaves the station at the last page applied; the next sync finishes', async () => {
    await server.db.insert(slots).values(
      Array.from({ length: SLOTS }, (_, i) => ({ providerId: server.provider.id, productId: server.goods.product.id, limit: 10, startDate: '2031-02-01', startTime: `${String(8 + (i % 10)).padStart(2, '0')}:${String(i).padStart(2, '0')}:00`, endTime: '23:00:00', duration: 30, repeatMode: 1 })),
    );
    const before = slotCount();
    asked.length = 0;
    failPull = 3;
    await station.ctx.sync.syncNow().catch(() => undefined);
    failPull = null;
    // Pages 1 and 2 were applied with their checkpoints; the third request failed, so nothing after it.
    expect(slotCount()).toBeGreaterThan(before);
    expect(slotCount()).toBeLessThanOrEqual(before + 2 * PAGE);
    expect(readCheckpoints(station.ctx.db).slots).toBe(asked[2]!.slots);
    await station.ctx.sync.syncNow();
    expect(slotCount()).toBe(before + SLOTS);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { documentNumberBlocks, documents } from '../../db/schema';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { stationWithBlock } from './offline.fixtures';
import { blockSizeFor, MAX_BLOCK, NEW_STATION_BLOCK } from '../documents/number-blocks';

describe('receipt number blocks sized from the station history (R-RCPT-3, issue 17)', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const admin = await createUser(db, provider.id);

  it('takes the larger of the setting and three busiest days, capped', () => {
    expect(blockSizeFor(50, 0)).toBe(50);
    expect(blockSizeFor(50, 400)).toBe(1200);
    expect(blockSizeFor(5000, 400)).toBe(5000);
    expect(blockSizeFor(50, 100_000)).toBe(MAX_BLOCK);
  });

  it('a new station made without a size gets a day of a busy window', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/cashier-stations', headers: { cookie: admin.cookie }, payload: { name: 'New window', cashierIdentifier: 'N1' } });
    expect(res.json().data.station.receiptBlockSize).toBe(NEW_STATION_BLOCK);
  });

  it('after a busy day the refill is three of them, and only under the low-water mark', async () => {
    const station = await stationWithBlock(app, db, admin, 20);
    // Yesterday the station issued 30 receipts (numbers outside its blocks here: only their count matters).
    const yesterday = new Date(Date.now() - 86_400_000);
    await db.insert(documents).values(Array.from({ length: 30 }, (_, i) => ({ providerId: provider.id, stationId: station.stationId, uuid: randomUUID(), number: 900_000 + i, currencyId: 1, total: 100, issuedAt: yesterday })));
    const pull = (lastUsed: number) => app.inject({ method: 'POST', url: '/sync/pull', headers: station.auth, payload: { checkpoints: {}, streams: ['station'], numbers: { receipt: { lastUsed } } } });
    const blocks = () => db.select().from(documentNumberBlocks).where(and(eq(documentNumberBlocks.stationId, station.stationId), eq(documentNumberBlocks.docType, 'receipt'))).orderBy(asc(documentNumberBlocks.fromNumber));
    // 20 left of a needed 90: under half of 90, a block of 90 comes.
    expect((await pull(station.first - 1)).statusCode).toBe(200);
    const after = await blocks();
    expect(after.map((b) => b.toNumber - b.fromNumber + 1)).toEqual([20, 90]);
    // 110 left: above the low-water mark (45), nothing more.
    await pull(station.first - 1);
    expect(await blocks()).toHaveLength(2);
    // 44 left: the next block.
    await pull(after[1]!.toNumber - 44);
    expect((await blocks()).map((b) => b.toNumber - b.fromNumber + 1)).toEqual([20, 90, 90]);
  });
});

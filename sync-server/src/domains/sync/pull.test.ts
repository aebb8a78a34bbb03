import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PullResponse } from '@pos/shared/sync/protocol';
import type { StreamName } from '@pos/shared/sync/streams';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { priceLines, products, profiles, slotOccurrences, users } from '../../db/schema';
import { cashierUser, pairedStation, sellableProduct } from './station.fixtures';
import { sequenceChanges } from './change-log-repo';

type Checkpoints = Partial<Record<StreamName, number>>;

describe('pull: streams by checkpoint', async () => {
  const { app, db, database } = await setupTestApp();
  const provider = await createProvider(db);
  const admin = await createUser(db, provider.id);
  const cashier = await cashierUser(db, provider.id);
  const backOffice = await createUser(db, provider.id, { permissions: [Permission.ViewOrders] });
  const sellable = await sellableProduct(db, provider.id);
  const other = await createProvider(db);
  await sellableProduct(db, other.id, { name: 'Foreign tour' });
  await cashierUser(db, other.id);
  const station = await pairedStation(app, admin, { receiptBlockSize: 10 });

  async function pullAll(checkpoints: Checkpoints, limit?: number): Promise<{ pages: PullResponse['pages']; checkpoints: Checkpoints; answers: number }> {
    const cps = { ...checkpoints };
    const pages: PullResponse['pages'] = [];
    let answers = 0;
    for (;;) {
      const res = await app.inject({ method: 'POST', url: '/sync/pull', headers: station.auth, payload: { checkpoints: cps, limit, numbers: { receipt: { lastUsed: null } } } });
      expect(res.statusCode, res.body).toBe(200);
      const data: PullResponse = res.json().data;
      answers++;
      for (const page of data.pages) {
        pages.push(page);
        cps[page.stream] = page.checkpoint;
      }
      if (!data.more) return { pages, checkpoints: cps, answers };
    }
  }
  const keysOf = (pages: PullResponse['pages'], stream: StreamName) => pages.filter((p) => p.stream === stream).flatMap((p) => p.changes.map((c) => c.key));

  let checkpoints: Checkpoints = {};

  it('gives a new station its provider, itself, its cashiers with hashes, the catalogue, the calendar and a number block', async () => {
    const first = await pullAll({});
    checkpoints = first.checkpoints;
    const rowsOf = (stream: StreamName) => first.pages.filter((p) => p.stream === stream).flatMap((p) => p.changes.map((c) => ('row' in c ? c.row : null)));
    expect(rowsOf('provider')).toEqual([expect.objectContaining({ id: provider.id, vatRateBp: 1800 })]);
    expect(rowsOf('station')).toEqual([expect.objectContaining({ id: station.stationId, receiptBlockSize: 10 })]);
    const cashiers = rowsOf('users') as { id: number; passwordHash: string }[];
    // Users holding Cashier (28) only: the admin (every permission) and the cashier, not the back-office clerk.
    expect(cashiers.map((u) => u.id).sort()).toEqual([admin.id, cashier.id].sort());
    expect(cashiers.every((u) => u.passwordHash.startsWith('$argon2id$'))).toBe(true);
    expect(cashiers.map((u) => u.id)).not.toContain(backOffice.id);
    expect(rowsOf('products')).toEqual([expect.objectContaining({ id: sellable.product.id })]);
    expect(rowsOf('customer-types')).toHaveLength(2);
    expect(rowsOf('price-lists')).toEqual([expect.objectContaining({ id: sellable.list.id, lines: [expect.objectContaining({ amount: 5000 }), expect.objectContaining({ amount: 3000 })] })]);
    expect(rowsOf('slots')).toEqual([expect.objectContaining({ id: sellable.slot.id, limit: 10, repeatMode: 2, startTime: '10:00:00', stops: [] })]);
    // Issue 15: the sale document's numbers and the refund numbers.
    expect(rowsOf('number-blocks')).toEqual([expect.objectContaining({ docType: 'receipt', toNumber: expect.any(Number) }), expect.objectContaining({ docType: 'refund', toNumber: expect.any(Number) })]);
    const block = rowsOf('number-blocks')[0] as { fromNumber: number; toNumber: number };
    expect(block.toNumber - block.fromNumber + 1).toBe(10);
    expect(JSON.stringify(first.pages)).not.toContain('Foreign tour');
  });

  it('sends nothing when nothing changed', async () => {
    const again = await pullAll(checkpoints);
    expect(again.pages.filter((p) => p.stream !== 'number-blocks')).toEqual([]);
  });

  it('sends a changed row again, a whole price list when one of its lines changes, and sold counts', async () => {
    await db.update(products).set({ name: 'Renamed tour' }).where(eq(products.id, sellable.product.id));
    await db.update(priceLines).set({ amount: 5500 }).where(eq(priceLines.customerTypeId, sellable.adult.id));
    await db.insert(slotOccurrences).values({ slotId: sellable.slot.id, date: '2030-01-01', sold: 3 });
    const next = await pullAll(checkpoints);
    checkpoints = next.checkpoints;
    const changes = Object.fromEntries(next.pages.map((p) => [p.stream, p.changes]));
    expect(changes.products).toEqual([{ key: String(sellable.product.id), row: expect.objectContaining({ name: 'Renamed tour' }) }]);
    expect(changes['price-lists']![0]).toMatchObject({ row: { lines: [expect.objectContaining({ amount: 5500 }), expect.objectContaining({ amount: 3000 })] } });
    expect(changes.availability).toEqual([{ key: `${sellable.slot.id}|2030-01-01`, row: { slotId: sellable.slot.id, date: '2030-01-01', sold: 3 } }]);
  });

  it('removes a deleted product, and a user whose profile loses Cashier (28)', async () => {
    await db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, sellable.product.id));
    const [u] = await db.select().from(users).where(eq(users.id, cashier.id));
    await db.update(profiles).set({ permissions: [Permission.ViewOrders] }).where(eq(profiles.id, u!.profileId!));
    const next = await pullAll(checkpoints);
    checkpoints = next.checkpoints;
    const changes = Object.fromEntries(next.pages.map((p) => [p.stream, p.changes]));
    expect(changes.products).toEqual([{ key: String(sellable.product.id), deleted: true }]);
    expect(changes.users).toEqual([{ key: String(cashier.id), deleted: true }]);
  });

  it('pages a large first pull, counting what remains', async () => {
    const fresh = await pairedStation(app, admin);
    const res = await app.inject({ method: 'POST', url: '/sync/pull', headers: fresh.auth, payload: { checkpoints: {}, limit: 3, countRemaining: true } });
    const data: PullResponse = res.json().data;
    expect(data.pages.reduce((n, p) => n + p.changes.length, 0)).toBe(3);
    expect(data.more).toBe(true);
    expect(data.remaining).toBeGreaterThan(0);
    const paged = await pullAll({}, 2);
    expect(paged.answers).toBeGreaterThan(3);
    expect(keysOf(paged.pages, 'slots')).toEqual([String(sellable.slot.id)]);
  });

  it('numbers a change only once its transaction has committed', async () => {
    await sequenceChanges(db);
    const client = await (await import('pg')).default;
    const conn = new client.Client({ connectionString: database.url });
    await conn.connect();
    try {
      await conn.query('begin');
      await conn.query(`update slot_occurrences set sold = 7 where slot_id = ${sellable.slot.id}`);
      // Another change commits and is pulled while the first transaction is still open.
      await db.insert(slotOccurrences).values({ slotId: sellable.slot.id, date: '2031-05-05', sold: 1 });
      const mid = await pullAll(checkpoints);
      checkpoints = mid.checkpoints;
      expect(keysOf(mid.pages, 'availability')).toEqual([`${sellable.slot.id}|2031-05-05`]);
      await conn.query('commit');
    } finally {
      await conn.end();
    }
    // The late commit gets a number above the checkpoint the station already holds.
    const late = await pullAll(checkpoints);
    expect(late.pages.find((p) => p.stream === 'availability')?.changes).toEqual([{ key: `${sellable.slot.id}|2030-01-01`, row: expect.objectContaining({ sold: 7 }) }]);
  });

  it('answers 401 without a token or with an unknown one, with a reason code', async () => {
    const none = await app.inject({ method: 'POST', url: '/sync/pull', payload: { checkpoints: {} } });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('station-token-missing');
    const unknown = await app.inject({ method: 'POST', url: '/sync/pull', headers: { authorization: `Bearer ${'x'.repeat(43)}` }, payload: { checkpoints: {} } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('station-not-found');
    // A session cookie is no way in.
    const cookie = await app.inject({ method: 'POST', url: '/sync/pull', headers: { cookie: admin.cookie }, payload: { checkpoints: {} } });
    expect(cookie.statusCode).toBe(401);
  });
});

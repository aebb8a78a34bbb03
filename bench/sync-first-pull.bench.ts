import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { buildApp } from '../sync-server/src/app';
import { createTestDatabase } from '../sync-server/src/test/test-db';
import { createProvider } from '../sync-server/src/test/test-app';
import { createStation as createStationRecord } from '../sync-server/src/domains/stations/stations';
import { customerTypes, products, slots } from '../sync-server/src/db/schema';
import { createStation } from '../electron/station/station';
import { sequenceChanges } from '../sync-server/src/domains/sync/change-log-repo';
import { result, type Benchmark } from './lib';

const PRODUCTS = 2_000;
const SLOTS = 100_000;

/**
 * sync-first-pull-s (issue 5): a newly paired station pulls a provider with 2,000 products and
 * 100,000 slots, from pairing until it has caught up (every page applied with its checkpoint in
 * one SQLite transaction). Baseline: reading the same rows with plain SELECTs and writing them to
 * SQLite in one transaction, in the same run.
 */
const bench: Benchmark = async () => {
  const database = await createTestDatabase({ poolSize: 4 });
  const app = await buildApp({ database });
  const dir = mkdtempSync(join(tmpdir(), 'bench-pull-'));
  try {
    const db = database.db;
    const provider = await createProvider(db);
    const productIds: number[] = [];
    for (let i = 0; i < PRODUCTS; i += 1000) {
      const rows = await db
        .insert(products)
        .values(Array.from({ length: Math.min(1000, PRODUCTS - i) }, (_, j) => ({ providerId: provider.id, name: `Product ${i + j}`, barcode: `729${String(i + j).padStart(9, '0')}` })))
        .returning({ id: products.id });
      productIds.push(...rows.map((r) => r.id));
      await db.insert(customerTypes).values(rows.map((r) => ({ providerId: provider.id, productId: r.id, name: 'Adult' })));
    }
    const perProduct = SLOTS / PRODUCTS;
    for (let i = 0; i < SLOTS; i += 5000) {
      await db.insert(slots).values(
        Array.from({ length: 5000 }, (_, j) => {
          const n = i + j;
          const hour = 8 + (n % perProduct) % 12;
          return { providerId: provider.id, productId: productIds[Math.floor(n / perProduct)]!, limit: 20, startDate: '2031-01-01', startTime: `${String(hour).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}:00`, endTime: '23:00:00', duration: 30, repeatMode: 1 };
        }),
      );
    }
    const { pairingCode } = await createStationRecord(db, provider.id, { name: 'Bench', cashierIdentifier: 'B' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    // The server numbers the office's changes right after the writes that made them (sequencer.ts);
    // the bench wrote them straight to the database, so it numbers them here, timed on its own.
    const s0 = performance.now();
    const numbered = await sequenceChanges(db);
    const sequenceSeconds = (performance.now() - s0) / 1000;

    const station = createStation({ dataDir: dir, autoSync: false });
    let pages = 0;
    station.ctx.events.on((e) => {
      if (e.type === 'sync' && e.phase === 'pull') pages++;
    });
    const t0 = performance.now();
    await station.handlers.pair({ serverUrl: url, code: pairingCode, cashierIdentifier: 'B' });
    await station.ctx.sync.syncNow();
    const seconds = (performance.now() - t0) / 1000;
    const got = station.ctx.db.$client.prepare('select (select count(*) from slots) as slots, (select count(*) from products) as products').get() as { slots: number; products: number };
    await station.close();
    if (got.slots !== SLOTS || got.products !== PRODUCTS) throw new Error(`pulled ${got.slots} slots, ${got.products} products`);

    const t1 = performance.now();
    const slotRows = await db.select().from(slots).where(eq(slots.providerId, provider.id));
    const productRows = await db.select().from(products).where(eq(products.providerId, provider.id));
    const raw = new Database(join(dir, 'baseline.db'));
    raw.pragma('journal_mode = WAL');
    raw.pragma('synchronous = FULL');
    raw.exec('create table rows (kind text, id integer, data text, primary key (kind, id))');
    const insert = raw.prepare('insert into rows values (?, ?, ?)');
    raw.transaction(() => {
      for (const s of slotRows) insert.run('slot', s.id, JSON.stringify(s));
      for (const p of productRows) insert.run('product', p.id, JSON.stringify(p));
    })();
    raw.close();
    const baseline = (performance.now() - t1) / 1000;
    return [result('sync-first-pull-s', seconds, 's', baseline, `${PRODUCTS} products, ${SLOTS} slots in ${pages} pull answers of up to 10,000 changes (numbering the ${numbered} changes beforehand took ${sequenceSeconds.toFixed(2)} s, not counted); baseline: plain SELECTs written to SQLite in one transaction (lower is better)`)];
  } finally {
    await app.close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
};

export default bench;

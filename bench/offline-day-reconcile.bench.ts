import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../sync-server/src/app';
import { createTestDatabase } from '../sync-server/src/test/test-db';
import { createProvider, createUser } from '../sync-server/src/test/test-app';
import { seedReferenceData } from '../sync-server/src/domains/reference/seed-reference-data';
import { cashierUser, sellableProduct } from '../sync-server/src/domains/sync/station.fixtures';
import { createStation as createStationRecord } from '../sync-server/src/domains/stations/stations';
import { createStation } from '../electron/station/station';
import { SimulatedTerminal } from '../electron/station/payments/terminal-simulator';
import { StationNetwork } from '../tests/sync/lib/station-network';
import { result, type Benchmark } from './lib';

process.env.ARGON2_LOW_COST ??= '1';

const SALES = Number(process.env.BENCH_OFFLINE_SALES ?? 5000);
const PRICE = 5000;
const COUPON_OFF = 500;

async function until(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Issue 17: a whole day offline at one window. 5,000 sales with the network cut (the mix: cash, card,
 * card plus cash, 5% with a coupon, 5% followed by a gate scan), then the network returns and nothing
 * helps the station: the time from the network's return to an empty outbox. Baseline, in the same
 * run: the push and pull alone (from the first push the station sends to the empty outbox), so the
 * ratio is what noticing the network costs on top of moving the data.
 */
const bench: Benchmark = async () => {
  const database = await createTestDatabase();
  await seedReferenceData(database.db);
  const app = await buildApp({ database });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-offline-day-'));
  let network: StationNetwork | null = null;
  let station: ReturnType<typeof createStation> | null = null;
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const db = database.db;
    const provider = await createProvider(db, { timezone: 'Asia/Jerusalem' });
    const admin = await createUser(db, provider.id);
    const cashier = await cashierUser(db, provider.id, 'Cashier123');
    const goods = await sellableProduct(db, provider.id, { limit: null, adult: PRICE });
    const year = new Date().getUTCFullYear();
    const coupon = await app.inject({
      method: 'POST',
      url: '/api/coupon/save',
      headers: { cookie: admin.cookie },
      payload: { couponCode: 'DAY5', couponName: 'Five off', couponType: 'Regular', discountType: 'Discount', discountAmount: COUPON_OFF, whoFinances: 'NoFinance', validDateFrom: `${year - 1}-01-01`, validDateTo: `${year + 1}-12-31`, currencyId: 1, productIds: [goods.product.id], customerTypeIds: [] },
    });
    if (coupon.statusCode !== 200) throw new Error(`coupon/save answered ${coupon.statusCode}: ${coupon.body}`);
    // A window the back office sized for its busiest day (a new station's default block, 2,000, covers a day of 1,000: tests/sync/offline-day.test.ts).
    const { pairingCode } = await createStationRecord(db, provider.id, { name: 'Busy window', cashierIdentifier: 'B1', receiptBlockSize: SALES + 1000 });

    const address = app.server.address();
    network = new StationNetwork(typeof address === 'object' && address ? address.port : 0);
    await network.up();
    station = createStation({ dataDir, terminal: new SimulatedTerminal() });
    const h = station.handlers;
    const sync = station.ctx.sync;
    await h.pair({ serverUrl: `http://127.0.0.1:${network.port}`, code: pairingCode, cashierIdentifier: 'B1' });
    await sync.syncNow();
    await h.login({ username: cashier.username, password: 'Cashier123' });
    h['shift-open']({ openingBalance: [] });
    await sync.syncNow();

    await network.down();
    const slot = h['product-slots']({ productId: goods.product.id }).find((s) => !s.past)!;
    const items = [{ productId: goods.product.id, date: slot.date, slotId: slot.slotId, customers: [{ customerTypeId: goods.adult.id, quantity: 1 }] }];
    for (let i = 0; i < SALES; i++) {
      const kind = i % 20;
      if (kind === 0) {
        await h['sale-create']({ items, couponCode: 'DAY5', payments: [{ method: 1, amount: PRICE - COUPON_OFF }] });
      } else if (kind === 1) {
        const sale = await h['sale-create']({ items, payments: [{ method: 1, amount: PRICE }] });
        h['scan-resolve']({ code: `${sale.orderUuid}.1`, admit: true });
      } else if (kind % 3 === 0) {
        await h['sale-create']({ items, payments: [{ method: 4, amount: PRICE }] });
      } else if (kind % 3 === 1) {
        await h['sale-create']({ items, payments: [{ method: 1, amount: 2000, tendered: 2000 }, { method: 4, amount: PRICE - 2000 }] });
      } else {
        await h['sale-create']({ items, payments: [{ method: 1, amount: PRICE, tendered: 10_000 }] });
      }
    }
    const pending = h.status({}).pending;
    if (pending < SALES) throw new Error(`only ${pending} operations wait after ${SALES} offline sales`);

    let firstPush = 0;
    const off = station.ctx.events.on((e) => {
      if (e.type === 'sync' && e.phase === 'push' && firstPush === 0) firstPush = performance.now();
    });
    await network.up();
    const back = performance.now();
    await until(() => h.status({}).pending === 0, 300_000, 'the outbox to empty');
    const synced = performance.now();
    off();
    const total = (synced - back) / 1000;
    const moving = (synced - (firstPush || back)) / 1000;
    return [
      result(
        'offline-day-reconcile-s',
        total,
        's',
        moving,
        `${SALES} offline sales at one station (cash, card, card plus cash, 5% with a coupon, 5% with a gate scan; ${pending} operations), network back: seconds until the outbox is empty, no manual sync; baseline: from the station's first push to the empty outbox (the push and pull alone)`,
      ),
    ];
  } finally {
    await station?.close().catch(() => undefined);
    await network?.down();
    await app.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export default bench;

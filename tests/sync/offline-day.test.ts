import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { orders } from '../../sync-server/src/db/schema';
import { serverForStations } from '../../electron/station/station.fixtures';
import { createStation } from '../../electron/station/station';
import { SimulatedTerminal } from '../../electron/station/payments/terminal-simulator';
import { waitFor } from './lib/harness';
import { StationNetwork } from './lib/station-network';

const SALES = 1000;

/**
 * Issue 17: a whole busy day offline. A station with the product's default settings (the block
 * size a new station gets, the client's default timers) sells 1,000 sales with its network down,
 * without running out of receipt numbers (R-RCPT-3) and without building a single push; the
 * network returns and the outbox empties within 15 s with no manual sync.
 */
describe('a busy day offline, then the network returns', async () => {
  const server = await serverForStations({ limit: null });
  const address = server.app.server.address();
  const network = new StationNetwork(typeof address === 'object' && address ? address.port : 0);
  await network.up();
  const dataDir = mkdtempSync(join(tmpdir(), 'offline-day-'));
  const station = createStation({ dataDir, terminal: new SimulatedTerminal() });
  afterAll(async () => {
    await station.close().catch(() => undefined);
    await network.down();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const h = station.handlers;
  const sync = station.ctx.sync;

  it(`R-RCPT-3: ${SALES} sales offline, no push built while down, the outbox empty within 15 s of the network's return`, async () => {
    // The back office's defaults: no block size chosen.
    const res = await server.app.inject({ method: 'POST', url: '/api/cashier-stations', headers: { cookie: server.admin.cookie }, payload: { name: 'Busy window', cashierIdentifier: 'B1' } });
    expect(res.statusCode).toBe(200);
    await h.pair({ serverUrl: `http://127.0.0.1:${network.port}`, code: res.json().data.pairingCode as string, cashierIdentifier: 'B1' });
    await sync.syncNow();
    await h.login({ username: server.cashier.username, password: 'Cashier123' });
    h['shift-open']({ openingBalance: [] });
    await sync.syncNow();
    expect(h.status({})).toMatchObject({ online: true, pending: 0 });
    expect(h.status({}).receiptNumbers.left).toBeGreaterThanOrEqual(SALES);

    await network.down();
    const builtBefore = sync.stats.pushesBuilt;
    const slot = h['product-slots']({ productId: server.goods.product.id }).find((s) => !s.past)!;
    const items = [{ productId: server.goods.product.id, date: slot.date, slotId: slot.slotId, customers: [{ customerTypeId: server.goods.adult.id, quantity: 1 }] }];
    const numbers: number[] = [];
    const sellingStarted = Date.now();
    for (let i = 0; i < SALES; i++) {
      const sale = await h['sale-create']({ items, payments: [{ method: 1, amount: 5000 }] });
      numbers.push(sale.receipt.number);
    }
    const sellingMs = Date.now() - sellingStarted;
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    // Let the probe fail a few times more: still nothing built.
    await waitFor(() => sync.stats.pings >= 3 && !sync.state.online, 'the probe to find the network down', 15_000);
    const offline = h.status({});
    expect(offline).toMatchObject({ online: false, pending: SALES });
    const builtWhileDown = sync.stats.pushesBuilt - builtBefore;

    await network.up();
    const back = Date.now();
    await waitFor(() => h.status({}).pending === 0, 'the outbox to empty', 15_000, 50);
    const reconcileMs = Date.now() - back;
    const [sold] = await server.db.select({ n: count() }).from(orders).where(and(eq(orders.providerId, server.provider.id)));
    console.log(`offline day: ${SALES} sales in ${(sellingMs / 1000).toFixed(1)} s offline, ${builtWhileDown} pushes built while down, ${sync.stats.pings} pings in all, outbox empty ${(reconcileMs / 1000).toFixed(1)} s after the network's return`);
    expect(builtWhileDown).toBe(0);
    expect(reconcileMs).toBeLessThan(15_000);
    expect(sold!.n).toBe(SALES);
    expect(h.status({}).online).toBe(true);
  }, 180_000);
});

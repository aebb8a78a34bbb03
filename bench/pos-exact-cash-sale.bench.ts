import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createTestDatabase } from '../sync-server/src/test/test-db';
import { seedReferenceData } from '../sync-server/src/domains/reference/seed-reference-data';
import { seedDemo } from '../sync-server/src/demo/seed-demo';
import { DEMO } from '../sync-server/src/demo/demo-data';
import { createStation as createCashierStation } from '../sync-server/src/domains/stations/stations';
import { startHost } from '../electron/station/host';
import { CHROMIUM_ARGS } from '../tests/e2e/lib/browser';
import { startInstance, stop, type Proc } from '../tests/multi-instance/processes';
import { posBuild } from '../tests/e2e/lib/builds';
import { percentile, result, type Benchmark } from './lib';

process.env.ARGON2_LOW_COST ??= '1';

const SALES = 50;
const WARMUP = 5;
const TOUR = 'Old City Walking Tour';

/**
 * pos-exact-cash-sale-ms (issue 16): a one-ticket exact-cash sale as the cashier makes it, in
 * Chromium against the station in browser mode (the POS build over the host's WebSocket, the
 * station's SQLite): from the empty sell screen, the tour's tile, + Adult, F4, "exact", until the
 * receipt screen shows; p95 of 50 sales. Baseline: the station's sale handler alone (sale-create
 * with the same arguments the screens sent), in the same run and database.
 */
const bench: Benchmark = async () => {
  const database = await createTestDatabase({ poolSize: 4 });
  await seedReferenceData(database.db);
  // The sync server runs as its own process, as in production (another machine): its CPU is not
  // charged to the station's host thread, which the bench's Chromium drives.
  let server: Proc | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pos-sale-'));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const instance = await startInstance(database.url, { LOG_LEVEL: 'silent' });
    server = instance;
    const serverUrl = instance.url;
    const { providerId } = await seedDemo(database.db);
    // Vite's build sets NODE_ENV=production when it is unset; the station must not inherit it.
    const nodeEnv = process.env.NODE_ENV;
    const staticDir = await posBuild();
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    const host = await startHost({ dataDir, staticDir, log: () => undefined, sync: { intervalMs: 60_000 } });
    const made = await createCashierStation(database.db, providerId, { name: 'Bench window', cashierIdentifier: 'BENCH', receiptBlockSize: 500 });
    await host.station.handlers.pair({ serverUrl, code: made.pairingCode, cashierIdentifier: 'BENCH' });
    await host.station.ctx.sync.syncNow();

    // The screens' sale-create arguments, kept for the baseline.
    const handlers = host.station.handlers as unknown as Record<string, (args: unknown) => unknown>;
    const saleCreate = handlers['sale-create']!;
    let lastSale: unknown;
    handlers['sale-create'] = (args: unknown) => ((lastSale = args), saleCreate(args));

    const page = await (await browser.newContext({ baseURL: host.url, locale: 'en-US', viewport: { width: 1280, height: 800 }, timezoneId: 'Asia/Jerusalem' })).newPage();
    page.setDefaultTimeout(15_000);
    const screen = (name: string) => page.locator(`main[data-screen=${name}]`).waitFor();
    await page.goto('/');
    await screen('login');
    await page.locator('[name=username]').fill(DEMO.cashier.username);
    await page.locator('[name=password]').fill(DEMO.cashier.password);
    await page.keyboard.press('Enter');
    await screen('shift');
    await page.locator('[name=opening-NIS]').fill('500');
    await page.keyboard.press('Enter');
    await screen('sell');

    const tile = page.locator(`[data-testid=product-tiles] [data-product="${TOUR}"]`);
    const times: number[] = [];
    for (let i = 0; i < WARMUP + SALES; i++) {
      await tile.waitFor();
      const started = performance.now();
      await tile.click();
      await page.locator('[data-customer-type=Adult] [data-testid=add-type]').click();
      await page.keyboard.press('F4');
      await screen('pay');
      await page.locator('[data-quick-cash=exact]').click();
      await screen('receipt');
      await page.locator('[data-testid=receipt-total]').waitFor();
      if (i >= WARMUP) times.push(performance.now() - started);
      await page.keyboard.press('Enter');
      await screen('sell');
    }

    // The same sale on the tour's next slot with seats left (found before the clock starts: the screens' tile knew it too).
    const sale = lastSale as { items: Array<{ productId: number; date: string; slotId: number }> };
    const handlerTimes: number[] = [];
    for (let i = 0; i < WARMUP + SALES; i++) {
      const next = host.station.handlers['sell-tiles']({}).tiles.find((t) => t.product.id === sale.items[0]!.productId)?.nextSlot;
      if (!next) throw new Error('the tour has no slot with seats left');
      const args = { ...sale, items: [{ ...sale.items[0]!, date: next.date, slotId: next.slotId }] };
      const started = performance.now();
      await saleCreate(args);
      if (i >= WARMUP) handlerTimes.push(performance.now() - started);
    }
    await host.close();
    const p95 = percentile(times, 95);
    return [
      result(
        'pos-exact-cash-sale-ms',
        p95,
        'ms',
        percentile(handlerTimes, 95),
        `p50 ${percentile(times, 50).toFixed(1)} ms; ${SALES} one-ticket exact-cash sales in Chromium (tile, + Adult, F4, exact) from the empty sell screen to the receipt shown, station in browser mode; baseline: the station's sale-create alone, p95 (aim: under 300 ms)`,
      ),
    ];
  } finally {
    await browser.close();
    await stop(server);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export default bench;

import { afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { setupTestApp } from '../../../sync-server/src/test/test-app';
import { seedDemo } from '../../../sync-server/src/demo/seed-demo';
import { DEMO } from '../../../sync-server/src/demo/demo-data';
import { customerTypes, products, users } from '../../../sync-server/src/db/schema';
import { createStation as createCashierStation } from '../../../sync-server/src/domains/stations/stations';
import { startHost, type StationHost } from '../../../electron/station/host';
import type { FetchLike } from '../../../electron/station/sync/server-api';
import { posBuild } from './builds';
import { localDate } from './dates';
import type { Page } from 'playwright-core';

/**
 * What the cashier's day needs, all real: the sync server over a fresh Postgres database with the
 * demo provider (catalogue, cashier, manager code), listening on 127.0.0.1; a fresh build of the
 * POS; and a way to start station hosts (the browser mode) paired through the screens.
 */
export async function cashierWorld() {
  const { app, db } = await setupTestApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const serverUrl = `http://127.0.0.1:${address.port}`;
  const { providerId } = await seedDemo(db);

  const posDir = await posBuild();
  const hosts: StationHost[] = [];
  const dataDirs: string[] = [];
  afterAll(async () => {
    for (const host of hosts) await host.close().catch(() => undefined);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const admin = await login(DEMO.admin.username, DEMO.admin.password);
  async function login(username: string, password: string): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/api/authenticate', payload: { Username: username, Password: password, RememberMe: false } });
    if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
    const cookie = res.headers['set-cookie'];
    return (Array.isArray(cookie) ? cookie[0]! : cookie!).split(';')[0]!;
  }

  const [tour] = await db.select().from(products).where(and(eq(products.providerId, providerId), eq(products.name, 'Old City Walking Tour')));
  const types = await db.select().from(customerTypes).where(and(eq(customerTypes.productId, tour!.id), isNull(customerTypes.deletedAt)));
  const typeId = (name: string) => types.find((t) => t.name === name)!.id;

  /** An order made in the back office for tomorrow, not paid: a reserved order for the window. */
  async function reservedOrder(customer: { firstName: string; lastName: string }): Promise<{ id: number; orderNumber: number; totalToPay: number }> {
    const date = localDate(1);
    const slots = await app.inject({ method: 'GET', url: `/api/order/products/slots?productId=${tour!.id}&date=${date}`, headers: { cookie: admin } });
    const slotId = (slots.json() as { data: { id?: number; slotId?: number }[] }).data.map((s) => s.slotId ?? s.id)[0];
    const res = await app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { cookie: admin },
      payload: { products: [{ productId: tour!.id, date, slotId, customers: [{ customerTypeId: typeId('Adult'), quantity: 2 }] }], leadCustomer: { ...customer, mobile: '0521234567' } },
    });
    if (res.statusCode !== 200) throw new Error(`order/create: ${res.statusCode} ${res.body}`);
    const order = (res.json() as { data: { id: number; orderNumber: number; totals: { totalToPay: number } } }).data;
    return { id: order.id, orderNumber: order.orderNumber, totalToPay: order.totals.totalToPay };
  }

  /** A cashier station made in the back office (settings, cashier station): its one-time pairing code and the identifier typed with it. */
  async function newPairing(name: string, opts: { receiptBlockSize?: number } = {}): Promise<{ code: string; cashierIdentifier: string }> {
    const cashierIdentifier = name.replace(/\W+/g, '-').toUpperCase();
    return { code: (await createCashierStation(db, providerId, { name, cashierIdentifier, receiptBlockSize: opts.receiptBlockSize ?? 50 })).pairingCode, cashierIdentifier };
  }

  /** A station host in browser mode with its own data folder, serving the POS build; not paired yet. `fetch`: its network, when a test cuts it. */
  async function stationHost(opts: { fetch?: FetchLike } = {}): Promise<StationHost> {
    const dataDir = mkdtempSync(join(tmpdir(), 'pos-e2e-station-'));
    dataDirs.push(dataDir);
    const host = await startHost({ dataDir, staticDir: posDir, log: () => undefined, sync: { intervalMs: 1000, maxBackoffMs: 2000, timeoutMs: 5000, fetch: opts.fetch }, cardTimeoutMs: 5000 });
    hosts.push(host);
    return host;
  }

  /** The cashier's own language (back office, users): the POS takes it at login. */
  async function setCashierLanguage(language: string): Promise<void> {
    await db.update(users).set({ language }).where(eq(users.username, DEMO.cashier.username));
  }

  /** A back-office call as the demo admin; fails the test on anything but 200. */
  async function adminCall<T>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> {
    const res = await app.inject({ method, url, headers: { cookie: admin }, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return (res.json() as { data: T }).data;
  }

  return { app, db, serverUrl, setCashierLanguage, providerId, tour: tour!, typeId, reservedOrder, newPairing, stationHost, adminCall };
}

/** The demo cashier signs in on a fresh page and opens a shift with `opening` shekels in the drawer: the sell screen. */
export async function signInAndOpenShift(page: Page, opening: string): Promise<void> {
  const screen = (name: string) => page.locator(`main[data-screen=${name}]`).waitFor();
  await page.goto('/');
  await screen('login');
  await page.locator('[name=username]').fill(DEMO.cashier.username);
  await page.locator('[name=password]').fill(DEMO.cashier.password);
  await page.keyboard.press('Enter');
  await screen('shift');
  await page.locator('[name=opening-NIS]').fill(opening);
  await page.keyboard.press('Enter');
  await screen('sell');
}

/** A station's network that a test can cut and restore. */
export function switchableNetwork(): { online: boolean; fetch: FetchLike } {
  const net: { online: boolean; fetch: FetchLike } = {
    online: true,
    fetch: (url, init) => (net.online ? fetch(url, init) : Promise.reject(new Error('network is down'))),
  };
  return net;
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { createProvider, createUser, setupTestApp } from '../../sync-server/src/test/test-app';
import { cashierUser, sellableProduct } from '../../sync-server/src/domains/sync/station.fixtures';
import { providers } from '../../sync-server/src/db/schema';
import { hashSecret } from '../../sync-server/src/security/secrets';
import { createStation, type Station, type StationOptions } from './station';
import { SimulatedTerminal } from './payments/terminal-simulator';
import type { Clock } from './clock';

export const MANAGER_CODE = '2468';

/** A sync server listening on a port, with a provider (manager code set), an admin, a cashier and a product with a slot. */
export async function serverForStations(opts: { limit?: number | null } = {}) {
  const { app, db, database } = await setupTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const provider = await createProvider(db, { managerCodeHash: await hashSecret(MANAGER_CODE), shiftDifferenceLimit: 1000, timezone: 'Asia/Jerusalem' });
  const admin = await createUser(db, provider.id);
  const cashier = await cashierUser(db, provider.id, 'Cashier123');
  const goods = await sellableProduct(db, provider.id, { limit: opts.limit === undefined ? 10 : opts.limit });
  async function pairingCode(blockSize = 20): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/api/cashier-stations', headers: { cookie: admin.cookie }, payload: { name: 'Window', cashierIdentifier: FIXTURE_CASHIER_IDENTIFIER, receiptBlockSize: blockSize } });
    return res.json().data.pairingCode as string;
  }
  async function setProvider(values: Partial<typeof providers.$inferInsert>) {
    await db.update(providers).set(values).where(eq(providers.id, provider.id));
  }
  return { app, db, database, url, provider, admin, cashier, goods, pairingCode, setProvider };
}

/** The cashier identifier of every station the fixture server makes (typed with the pairing code). */
export const FIXTURE_CASHIER_IDENTIFIER = 'C1';

export type TestServer = Awaited<ReturnType<typeof serverForStations>>;

/** A station in a temporary folder, paired with the server and synced; closed and removed after the file. */
export async function pairedStation(server: TestServer, opts: Partial<StationOptions> & { clock?: Clock; blockSize?: number } = {}): Promise<Station & { terminal: SimulatedTerminal; dataDir: string }> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'station-'));
  const terminal = new SimulatedTerminal();
  const station = createStation({ dataDir, terminal, sync: { intervalMs: 3_600_000, maxBackoffMs: 3_600_000, timeoutMs: 5000, ...opts.sync }, ...opts });
  afterAll(async () => {
    await station.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });
  await station.handlers.pair({ serverUrl: server.url, code: await server.pairingCode(opts.blockSize), cashierIdentifier: FIXTURE_CASHIER_IDENTIFIER });
  await station.ctx.sync.syncNow();
  return Object.assign(station, { terminal, dataDir });
}

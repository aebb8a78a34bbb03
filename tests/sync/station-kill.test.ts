import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import argon2 from 'argon2';
import { openStationDb } from '../../electron/station/db/open';
import { seedReplica } from '../../electron/station/catalogue/replica.fixtures';
import { setSetting } from '../../electron/station/settings/settings-store';
import { buildBundles, freePort, httpUp, kill, startProcess, STATION_MIGRATIONS, waitFor, type Proc } from './lib/harness';

const KILLS = 15;

/**
 * Issue 4: the station process killed with SIGKILL right after a sale was confirmed loses nothing:
 * on restart the sale, its receipt and its outbox operation are there. The station is offline
 * (its server does not exist), as at a ticket window with the network down.
 */
describe('SIGKILL right after a confirmed sale', async () => {
  const bundles = await buildBundles();
  const dataDir = mkdtempSync(join(tmpdir(), 'kill-station-'));
  const file = join(dataDir, 'station.db');
  const seeded = openStationDb(file);
  const fixture = seedReplica(seeded, { products: 3, slotsPerProduct: 2 });
  seeded.$client.prepare("update users set data = json_set(data, '$.passwordHash', ?) where id = ?").run(await argon2.hash('Secret123', { type: argon2.argon2id, memoryCost: 1024, timeCost: 2 }), fixture.userId);
  seeded.$client.prepare("insert into known_logins (user_id, first_at, last_at) values (?, datetime('now'), datetime('now'))").run(fixture.userId);
  setSetting(seeded, 'serverUrl', 'http://127.0.0.1:9');
  setSetting(seeded, 'token', 'offline-station-token-0000000000');
  seeded.$client.close();
  const port = await freePort();
  let station: Proc | null = null;
  afterAll(async () => {
    await kill(station);
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function rpc<T>(name: string, args: unknown = {}): Promise<T> {
    const res = await fetch(`http://127.0.0.1:${port}/rpc/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(args) });
    const answer = (await res.json()) as { ok: boolean; data: T; error?: { code: string } };
    if (!answer.ok) throw new Error(`${name}: ${answer.error?.code}`);
    return answer.data;
  }

  it(`${KILLS} kills, each right after the sale's answer: every sale, receipt and outbox operation survives`, async () => {
    const product = fixture.products[0]!;
    const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const confirmed: { orderUuid: string; number: number }[] = [];
    for (let i = 0; i < KILLS; i++) {
      station = startProcess(bundles.station, { STATION_DATA_DIR: dataDir, STATION_PORT: String(port), STATION_MIGRATIONS, SYNC_MAX_BACKOFF_MS: '60000' });
      await waitFor(() => httpUp(`http://127.0.0.1:${port}/health`), 'the station host');
      await rpc('login', { username: 'bench', password: 'Secret123' });
      if (i === 0) await rpc('shift-open', { openingBalance: [] });
      const sale = await rpc<{ orderUuid: string; receipt: { number: number } }>('sale-create', {
        items: [{ productId: product.id, date, slotId: product.slotIds[0], customers: product.customerTypeIds.map((id) => ({ customerTypeId: id, quantity: 1 })) }],
        payments: [{ method: 1, amount: 12000 }],
      });
      await kill(station);
      confirmed.push({ orderUuid: sale.orderUuid, number: sale.receipt.number });
    }
    const db = new Database(file, { readonly: true });
    try {
      const missing = confirmed.filter(({ orderUuid, number }) => {
        const order = db.prepare('select op_seq as opSeq from orders where uuid = ?').get(orderUuid) as { opSeq: number } | undefined;
        const receipt = db.prepare('select number from receipts where order_uuid = ?').get(orderUuid) as { number: number } | undefined;
        const op = order ? (db.prepare("select json_extract(payload, '$.order.uuid') as uuid, status from outbox where seq = ?").get(order.opSeq) as { uuid: string; status: string } | undefined) : undefined;
        return !order || receipt?.number !== number || op?.uuid !== orderUuid || op.status !== 'pending';
      });
      console.log(`station kill: ${KILLS} sales confirmed then SIGKILL, ${KILLS - missing.length} found with receipt and pending outbox op after the restarts, missing ${missing.length}`);
      expect(missing).toEqual([]);
      expect(confirmed.map((c) => c.number)).toEqual(confirmed.map((_, i) => confirmed[0]!.number + i));
    } finally {
      db.close();
    }
  }, 120_000);
});

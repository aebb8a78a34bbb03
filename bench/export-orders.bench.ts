import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { ALL_PERMISSION_CODES } from '@pos/shared/permissions';
import { buildApp } from '../sync-server/src/app';
import { profiles, providers, users } from '../sync-server/src/db/schema';
import { seedReferenceData } from '../sync-server/src/domains/reference/seed-reference-data';
import { createSession, SESSION_COOKIE } from '../sync-server/src/domains/session/session-store';
import { createTestDatabase } from '../sync-server/src/test/test-db';
import { result, type Benchmark } from './lib';

const ORDERS = 100_000;

/** Runs psql's COPY of the query to a file and answers the seconds it took. */
async function copySeconds(url: string, query: string): Promise<number> {
  const out = join(tmpdir(), `bench-copy-${process.pid}.csv`);
  const started = performance.now();
  const psql = spawn('psql', [url, '-X', '-q', '-c', `COPY (${query}) TO STDOUT WITH (FORMAT csv, HEADER)`], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<number>((resolve) => psql.on('close', (code) => resolve(code ?? 1)));
  await pipeline(psql.stdout, createWriteStream(out));
  if ((await exited) !== 0) throw new Error('psql COPY failed');
  const seconds = (performance.now() - started) / 1000;
  await rm(out, { force: true });
  return seconds;
}

/**
 * Issue 19: 100,000 orders exported as XLSX through the job queue (C170 export/orders/xlsx started
 * over HTTP, the job's pages of 2,000 rows streamed by exceljs into the file storage, polled until
 * data.url), in seconds from the start call to the file being ready. Baseline: Postgres
 * `COPY ... TO STDOUT` as CSV of the same rows in the same run (psql). Aim: under 20 s.
 */
const bench: Benchmark = async () => {
  const database = await createTestDatabase({ poolSize: 4 });
  const app = await buildApp({ database });
  try {
    const db = database.db;
    await seedReferenceData(db);
    const [provider] = await db.insert(providers).values({ name: 'Bench provider', timezone: 'Asia/Jerusalem' }).returning();
    const [profile] = await db.insert(profiles).values({ providerId: provider!.id, name: 'Bench', permissions: [...ALL_PERMISSION_CODES] }).returning();
    const [user] = await db.insert(users).values({ providerId: provider!.id, username: `bench-${Date.now()}`, passwordHash: 'no login in the bench', profileId: profile!.id }).returning();
    const { token } = await createSession(db, user!, false);
    const cookie = `${SESSION_COOKIE}=${token}`;
    await db.execute(sql`
      insert into orders (provider_id, order_number, status, currency_id, channel_id, price_type_id, total_to_pay, vat_rate_bp, vat_amount, paid, lead_customer, remarks)
      select ${provider!.id}, g, case when g % 10 = 0 then 'CN' else 'OK' end, 1, 1, 1, 10000 + g, 1800, (10000 + g) * 18 / 118, case when g % 3 = 0 then 10000 + g else 0 end,
             jsonb_build_object('firstName', 'Dana', 'lastName', 'Levi ' || g, 'mobile', '050-' || lpad(g::text, 7, '0'), 'email', 'dana' || g || '@example.test'), 'Bench order'
      from generate_series(1, ${ORDERS}) g`);
    await db.execute(sql`analyze orders`);

    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date());
    const started = performance.now();
    const res = await fetch(`${base}/export/orders/xlsx?language=en-US`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ fromDate: today, toDate: today }) });
    if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
    const { data } = (await res.json()) as { data: { id: number } };
    for (;;) {
      const wait = (await (await fetch(`${base}/export/wait-task?id=${data.id}`, { headers: { cookie } })).json()) as { data: { url: string | null; processed: number }; errorMessage: string | null };
      if (wait.errorMessage) throw new Error(wait.errorMessage);
      if (wait.data.url) {
        if (wait.data.processed !== ORDERS) throw new Error(`exported ${wait.data.processed} rows`);
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const seconds = (performance.now() - started) / 1000;
    const baseline = await copySeconds(
      database.url,
      `select o.order_number, o.create_date, o.status, o.lead_customer->>'firstName', o.lead_customer->>'mobile', o.lead_customer->>'email', b.name, o.currency_id, o.total_to_pay, o.vat_amount, o.paid, o.total_to_pay - o.paid, o.remarks from orders o left join business_clients b on b.id = o.business_client_id where o.provider_id = ${provider!.id} order by o.id`,
    );
    return [
      result(
        'export-orders-100k-s',
        Math.round(seconds * 100) / 100,
        's',
        Math.round(baseline * 100) / 100,
        `C170 export/orders/xlsx of ${ORDERS} orders through the job queue (keyset pages of 2,000, exceljs streaming writer, file storage), start call to data.url; baseline: psql COPY ... TO STDOUT as CSV of the same rows; aim: under 20 s`,
      ),
    ];
  } finally {
    await app.close();
    await database.drop();
  }
};

export default bench;

import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { addDays } from '@pos/shared/calendar/index';
import { ALL_PERMISSION_CODES } from '@pos/shared/permissions';
import { availableParallelism } from 'node:os';
import { buildApp } from '../sync-server/src/app';
import { openDatabase, type Db } from '../sync-server/src/db/client';
import { profiles, providers, users } from '../sync-server/src/db/schema';
import { createSession, SESSION_COOKIE } from '../sync-server/src/domains/session/session-store';
import { insertProduct, type ProductFixture } from '../sync-server/src/domains/orders/sale.fixtures';
import { createTestDatabase } from '../sync-server/src/test/test-db';
import { result, type Benchmark } from './lib';

const CLIENTS = 50;
const SECONDS = 10;
const WARMUP_SECONDS = 2;
const PRODUCTS = 20;
const DATES = 30;
/** The server's connection pool: more connections than cores only queue inside Postgres. */
const SERVER_POOL = 20;
const SERVER_ENV = 'ORDER_BENCH_SERVER_DATABASE_URL';

/** The server under test runs in its own process, as in production, so the clients do not share its core. */
async function serveInThisProcess(url: string): Promise<void> {
  const database = await openDatabase({ url, poolSize: SERVER_POOL, migrate: false });
  const app = await buildApp({ database, ownsDatabase: true });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`PORT ${(app.server.address() as { port: number }).port}\n`);
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

function startServer(url: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], { env: { ...process.env, [SERVER_ENV]: url }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`order bench server exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^PORT (\d+)$/.exec(line);
      if (m) resolve({ child, port: Number(m[1]) });
    });
  });
}


/** CPU seconds used so far: by a process (from /proc/<pid>/stat), and by the whole machine (busy time in /proc/stat). */
function processCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = ticks.map(Number);
  return (n.reduce((a, b) => a + b, 0) - n[3]! - n[4]!) / 100;
}

/** One provider with a cashier and 20 products (Adult and Child, a daily slot of 100000 seats). */
async function seed(db: Db): Promise<{ cookie: string; products: ProductFixture[] }> {
  const [provider] = await db.insert(providers).values({ name: 'Bench provider', timezone: 'Asia/Jerusalem' }).returning();
  const [profile] = await db.insert(profiles).values({ providerId: provider!.id, name: 'Bench', permissions: [...ALL_PERMISSION_CODES] }).returning();
  const [user] = await db.insert(users).values({ providerId: provider!.id, username: `bench-${Date.now()}`, passwordHash: 'no login in the bench', profileId: profile!.id, maxDiscountPercent: 100 }).returning();
  const { token } = await createSession(db, user!, false);
  const products: ProductFixture[] = [];
  for (let i = 0; i < PRODUCTS; i++) products.push(await insertProduct(db, provider!.id, { slot: { limit: 100_000 } }));
  return { cookie: `${SESSION_COOKIE}=${token}`, products };
}

/** Orders created per second by CLIENTS loops, each posting its next order when the last is answered. */
async function ordersPerSecond(base: string, cookie: string, products: ProductFixture[], window: { start(): void; stop(): void }): Promise<{ rate: number; failures: number; seconds: number }> {
  const today = new Date().toISOString().slice(0, 10);
  let counting = false;
  let stop = false;
  let created = 0;
  let failures = 0;
  let n = 0;
  const client = async () => {
    while (!stop) {
      const p = products[n++ % products.length]!;
      const date = addDays(today, 2 + (n % DATES));
      const body = { products: [{ productId: p.productId, date, slotId: p.slotId, customers: [{ customerTypeId: p.adult, quantity: 2 }, { customerTypeId: p.child, quantity: 1 }] }], leadCustomer: { firstName: 'Bench', lastName: 'Buyer', mobile: '0501234567' } };
      const res = await fetch(`${base}/order/create`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
      await res.arrayBuffer();
      if (!counting) continue;
      if (res.status === 200) created++;
      else failures++;
    }
  };
  const loops = Array.from({ length: CLIENTS }, client);
  await new Promise((r) => setTimeout(r, WARMUP_SECONDS * 1000));
  counting = true;
  window.start();
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  counting = false;
  window.stop();
  const elapsed = (performance.now() - t0) / 1000;
  stop = true;
  await Promise.all(loops);
  return { rate: created / elapsed, failures, seconds: elapsed };
}

/** TPS of pgbench's simple-update script with 50 clients on a scratch database, or its one-statement equivalent. */
async function pgbenchTps(adminUrl: string): Promise<{ tps: number; how: string }> {
  const scratch = await createTestDatabase({ poolSize: CLIENTS });
  try {
    const u = new URL(scratch.url);
    const args = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
    const db = u.pathname.slice(1);
    try {
      execFileSync('pgbench', ['-i', '-q', '-s', '10', ...args, db], { stdio: 'pipe' });
      const out = execFileSync('pgbench', ['-b', 'simple-update', '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), ...args, db], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(out) ?? /tps = ([\d.]+)/.exec(out);
      if (m) return { tps: Number(m[1]), how: 'pgbench -b simple-update -c 50 -j 2 -T 10, scale 10' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    // No pgbench: 50 connections each running single-statement UPDATE transactions.
    await scratch.db.execute('create table accounts (aid int primary key, abalance int not null default 0)');
    await scratch.db.execute('insert into accounts (aid) select generate_series(1, 1000000)');
    let done = 0;
    let stop = false;
    const loops = Array.from({ length: CLIENTS }, async () => {
      const c = new pg.Client({ connectionString: scratch.url });
      await c.connect();
      while (!stop) {
        await c.query('update accounts set abalance = abalance + 1 where aid = $1', [1 + Math.floor(Math.random() * 1_000_000)]);
        done++;
      }
      await c.end();
    });
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    stop = true;
    await Promise.all(loops);
    return { tps: done / SECONDS, how: `single-statement UPDATE loop, 50 connections (pgbench absent at ${adminUrl})` };
  } finally {
    await scratch.drop();
  }
}

const bench: Benchmark = async () => {
  const database = await createTestDatabase({ poolSize: 4 });
  let child: ChildProcess | undefined;
  try {
    const { cookie, products } = await seed(database.db);
    const server = await startServer(database.url);
    child = server.child;
    const cpu = { server: 0, clients: 0, machine: 0 };
    const { rate, failures, seconds } = await ordersPerSecond(`http://127.0.0.1:${server.port}/api`, cookie, products, {
      start: () => Object.assign(cpu, { server: processCpuSeconds(child!.pid!), clients: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6, machine: machineBusySeconds() }),
      stop: () =>
        Object.assign(cpu, {
          server: processCpuSeconds(child!.pid!) - cpu.server,
          clients: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6 - cpu.clients,
          machine: machineBusySeconds() - cpu.machine,
        }),
    });
    const orders = rate * seconds;
    const perOrderMs = (s: number) => ((s / orders) * 1000).toFixed(2);
    const cpuNote = `CPU per order: server ${perOrderMs(cpu.server)} ms, HTTP clients ${perOrderMs(cpu.clients)} ms, Postgres and the rest ${perOrderMs(cpu.machine - cpu.server - cpu.clients)} ms; machine busy ${((cpu.machine / seconds / availableParallelism()) * 100).toFixed(0)}% of ${availableParallelism()} cores`;
    if (failures > 0) throw new Error(`${failures} order/create calls failed during the run`);
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
    const baseline = await pgbenchTps(database.url);
    return [
      result(
        'order-create-throughput',
        rate,
        'orders/s',
        baseline.tps,
        `${CLIENTS} HTTP clients for ${SECONDS} s, one provider, ${PRODUCTS} products over ${DATES} dates, 3 tickets in 2 lines per order, server in its own process with a pool of ${SERVER_POOL}; baseline: ${baseline.how}. ${cpuNote}`,
      ),
    ];
  } finally {
    child?.removeAllListeners('exit');
    child?.kill('SIGTERM');
    await database.drop();
  }
};

export default bench;

if (process.env[SERVER_ENV]) await serveInThisProcess(process.env[SERVER_ENV]);

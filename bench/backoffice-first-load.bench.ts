import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright-core';
import pg from 'pg';
import { percentile, result, sample, type Benchmark, type BenchResult } from './lib';
import { buildBackoffice } from '../renderer/backoffice/build';
import { CHROMIUM_ARGS } from '../tests/e2e/lib/browser';

process.env.ARGON2_LOW_COST ??= '1';

/** Serves a built single-page app: its files, index.html for other paths, and 404 for /api (nobody is logged in). */
function serveDist(dist: string): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
    if (path.startsWith('/api/')) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{}');
      return;
    }
    const file = join(dist, path);
    const target = path !== '/' && existsSync(file) ? file : join(dist, 'index.html');
    res.writeHead(200, { 'Content-Type': types[extname(target)] ?? 'application/octet-stream' }).end(readFileSync(target));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

/** Kilobytes of gzipped JavaScript the page has loaded by the time `ready` resolves. */
async function firstLoadKb(page: Page, url: string, ready: (page: Page) => Promise<unknown>): Promise<number> {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
  });
  await page.goto(url);
  await ready(page);
  const bodies = await Promise.all([...scripts.values()]);
  return bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;
}

/** The baseline: an empty React page (createRoot and one element) built with the same Vite and React plugin. */
async function buildEmptyReactPage(outDir: string): Promise<void> {
  const root = mkdtempSync(join(fileURLToPath(new URL('.', import.meta.url)), '.empty-react-'));
  try {
    writeFileSync(join(root, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>');
    writeFileSync(join(root, 'main.tsx'), "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<p id=\"ready\">ready</p>);\n");
    await build({ root, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true, target: 'es2022' } });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

async function firstLoad(): Promise<BenchResult> {
  // Vite's build sets NODE_ENV=production when it is unset; the server the next bench starts must not inherit it.
  const nodeEnv = process.env.NODE_ENV;
  try {
    return await measureFirstLoad();
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function measureFirstLoad(): Promise<BenchResult> {
  const work = mkdtempSync(join(tmpdir(), 'bench-first-load-'));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
  try {
    const backoffice = await buildBackoffice({ outDir: join(work, 'backoffice'), quiet: true });
    mkdirSync(join(work, 'empty'));
    await buildEmptyReactPage(join(work, 'empty'));
    const app = await serveDist(backoffice);
    const empty = await serveDist(join(work, 'empty'));
    try {
      const kb = await firstLoadKb(await browser.newPage(), `${app.url}/login`, (page) => page.locator('input[name=username]:enabled').waitFor());
      const baseline = await firstLoadKb(await browser.newPage(), empty.url, (page) => page.locator('#ready').waitFor());
      return result('backoffice-first-load-kb', kb, 'kB', baseline, 'gzipped JavaScript (level 9) loaded until the login form is usable; baseline: an empty React page built the same way');
    } finally {
      app.server.close();
      empty.server.close();
    }
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
}

const ORDERS = 100_000;

/**
 * The orders list (POST orders) over 100,000 orders of one provider, 50 a page, filtered by a
 * reservation date range and a status, through the whole stack (app.inject: routing, session,
 * validation, query, serialization). Baseline: GET order/get of one order by primary key, same run.
 */
async function ordersList(): Promise<BenchResult | null> {
  const { createTestDatabase } = await import('../sync-server/src/test/test-db');
  const { seedReferenceData } = await import('../sync-server/src/domains/reference/seed-reference-data');
  const { buildApp } = await import('../sync-server/src/app');
  const { createProvider, createUser } = await import('../sync-server/src/test/test-app');
  const database = await createTestDatabase();
  try {
    await seedReferenceData(database.db);
    const app = await buildApp({ database });
    try {
      const provider = await createProvider(database.db);
      const user = await createUser(database.db, provider.id);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const product = await client.query<{ id: number }>(`insert into products (provider_id, name) values ($1, 'Bench tour') returning id`, [provider.id]);
        const customerType = await client.query<{ id: number }>(`insert into customer_types (provider_id, product_id, name) values ($1, $2, 'Adult') returning id`, [provider.id, product.rows[0]!.id]);
        await client.query(
          `insert into orders (provider_id, order_number, status, currency_id, channel_id, price_type_id, vat_rate_bp, create_date, lead_customer)
           select $1, n, (array['OK','OK','OK','OK','OK','OK','OK','RQ','RQ','CN'])[1 + n % 10], 1, 1, 1, 1800,
                  timestamptz '2025-01-01' + (n * interval '10 minutes'), jsonb_build_object('firstName', 'Guest ' || n)
           from generate_series(1, $2) n`,
          [provider.id, ORDERS],
        );
        await client.query(
          `insert into order_lines (order_id, product_id, date, start_time, customer_type_id, quantity, seats, persons, unit_price, list_unit_price, total)
           select o.id, $2, (o.create_date + interval '7 days')::date, time '10:00', $3, 2, 2, 2, 12000, 12000, 24000
           from orders o where o.provider_id = $1`,
          [provider.id, product.rows[0]!.id, customerType.rows[0]!.id],
        );
        await client.query('analyze');
      } finally {
        await client.end();
      }
      const headers = { cookie: user.cookie };
      const probe = await app.inject({ method: 'POST', url: '/api/orders', headers, payload: { pageSize: 1 } });
      if (probe.statusCode === 404) return null;
      if (probe.statusCode !== 200) throw new Error(`POST orders answered ${probe.statusCode}: ${probe.body}`);
      // About a month of reservations (~4,300 orders), of which the confirmed ones, paged by 50.
      const filter = { startDate: '2025-06-01', endDate: '2025-06-30', status: 'OK', pageSize: 50 };
      let page = 0;
      const list = await sample(async () => {
        const res = await app.inject({ method: 'POST', url: '/api/orders', headers, payload: { ...filter, pageIndex: page++ % 60 } });
        if (res.statusCode !== 200) throw new Error(`POST orders answered ${res.statusCode}`);
      }, 200);
      let id = 1;
      const lookup = await sample(async () => {
        const res = await app.inject({ method: 'GET', url: `/api/order/get?id=${1 + (id++ * 7919) % ORDERS}`, headers });
        if (res.statusCode !== 200) throw new Error(`GET order/get answered ${res.statusCode}`);
      }, 200);
      return result('backoffice-orders-list-p95-ms', percentile(list, 95), 'ms', percentile(lookup, 95), `POST orders, ${ORDERS} orders, 50 a page, June 2025 and status OK, 200 samples through app.inject; baseline: GET order/get by primary key`);
    } finally {
      await app.close();
    }
  } finally {
    await database.drop();
  }
}

const benchmark: Benchmark = async () => {
  const results = [await firstLoad()];
  const list = await ordersList();
  if (list) results.push(list);
  else console.log('  backoffice-orders-list-p95-ms skipped: the server has no POST orders yet');
  return results;
};
export default benchmark;

import { addDays } from '@pos/shared/calendar/index';
import { ALL_PERMISSION_CODES } from '@pos/shared/permissions';
import { buildApp } from '../sync-server/src/app';
import { profiles, providers, users } from '../sync-server/src/db/schema';
import { createSession, SESSION_COOKIE } from '../sync-server/src/domains/session/session-store';
import { insertProduct } from '../sync-server/src/domains/orders/sale.fixtures';
import { createTestDatabase } from '../sync-server/src/test/test-db';
import { percentile, result, sample, type Benchmark } from './lib';

const LINES = 5;
const RUNS = 300;
const WARM_UP = 1_000;
const WARM_RUNS = 1_000;

/**
 * p95 latency over HTTP of order/calculate for an order of 5 lines (5 products, each with a
 * customer type, a slot and a discount, plus an order discount), against the p95 of GET api/version
 * in the same run: the cost of pricing above the cost of any call.
 */
const bench: Benchmark = async () => {
  const database = await createTestDatabase({ poolSize: 4 });
  const app = await buildApp({ database });
  try {
    const db = database.db;
    const [provider] = await db.insert(providers).values({ name: 'Bench provider', timezone: 'Asia/Jerusalem' }).returning();
    const [profile] = await db.insert(profiles).values({ providerId: provider!.id, name: 'Bench', permissions: [...ALL_PERMISSION_CODES] }).returning();
    const [user] = await db.insert(users).values({ providerId: provider!.id, username: `bench-${Date.now()}`, passwordHash: 'no login in the bench', profileId: profile!.id, maxDiscountPercent: 100 }).returning();
    const { token } = await createSession(db, user!, false);
    const cookie = `${SESSION_COOKIE}=${token}`;
    const date = addDays(new Date().toISOString().slice(0, 10), 7);
    const products = [];
    for (let i = 0; i < LINES; i++) products.push(await insertProduct(db, provider!.id, { slot: { limit: 500 } }));
    const body = JSON.stringify({
      priceTypeId: 1,
      channelId: 1,
      currencyId: 1,
      discountPercent: 5,
      products: products.map((p, i) => ({ productId: p.productId, date, slotId: p.slotId, customers: [{ customerTypeId: i % 2 ? p.adult : p.child, quantity: 1 + i, discountAmount: 100 * i }] })),
    });

    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
    const calculate = async () => {
      const res = await fetch(`${base}/order/calculate`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body });
      if (res.status !== 200) throw new Error(`order/calculate answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };
    const version = async () => {
      const res = await fetch(`${base}/version`);
      await res.arrayBuffer();
    };
    const baseline = percentile(await sample(version, RUNS), 95);
    const value = percentile(await sample(calculate, RUNS), 95);
    // The same after both have run long enough for the JIT to settle, as in a server that has been up a while.
    const warmBaseline = percentile(await sample(version, WARM_RUNS, WARM_UP), 95);
    const warmValue = percentile(await sample(calculate, WARM_RUNS, WARM_UP), 95);
    return [
      result('order-calculate-p95-ms', value, 'ms', baseline, `order/calculate of ${LINES} lines over HTTP (session, catalogue, seats sold, occurrence checks, pricing), p95 of ${RUNS} right after start (20 warm-up calls); baseline: GET api/version p95`),
      result('order-calculate-warm-p95-ms', warmValue, 'ms', warmBaseline, `the same, p95 of ${WARM_RUNS} after ${WARM_UP} more warm-up calls of each (a server up a while); baseline: GET api/version p95 measured the same way`),
    ];
  } finally {
    await app.close();
    await database.drop();
  }
};

export default bench;

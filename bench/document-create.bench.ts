import { addDays } from '@pos/shared/calendar/index';
import { ALL_PERMISSION_CODES } from '@pos/shared/permissions';
import { buildApp } from '../sync-server/src/app';
import { profiles, providers, users } from '../sync-server/src/db/schema';
import { createSession, SESSION_COOKIE } from '../sync-server/src/domains/session/session-store';
import { insertProduct } from '../sync-server/src/domains/orders/sale.fixtures';
import { createTestDatabase } from '../sync-server/src/test/test-db';
import { percentile, result, sample, type Benchmark } from './lib';

const RUNS = 200;

/**
 * p95 latency over HTTP of POST create-invoice-receipt (C148) for a 3-line order paid in cash: the
 * R-INV-1 remaining amount, the next number of the provider's invoice-receipt sequence (R-INV-3), the
 * document, its lines, its payment, the order's paid amount and its R-ORD-12 event in one
 * transaction. Each call issues the document of another order made beforehand. Baseline: GET
 * api/version p95 in the same run; aim: ratio at most 10.
 */
const bench: Benchmark = async () => {
  const database = await createTestDatabase({ poolSize: 4 });
  const app = await buildApp({ database });
  try {
    const db = database.db;
    const [provider] = await db.insert(providers).values({ name: 'Bench provider', timezone: 'Asia/Jerusalem', companyId: '514000017' }).returning();
    const [profile] = await db.insert(profiles).values({ providerId: provider!.id, name: 'Bench', permissions: [...ALL_PERMISSION_CODES] }).returning();
    const [user] = await db.insert(users).values({ providerId: provider!.id, username: `bench-${Date.now()}`, passwordHash: 'no login in the bench', profileId: profile!.id, maxDiscountPercent: 100 }).returning();
    const { token } = await createSession(db, user!, false);
    const cookie = `${SESSION_COOKIE}=${token}`;
    const first = await insertProduct(db, provider!.id, { slot: { limit: 100_000 } });
    const second = await insertProduct(db, provider!.id, { slot: { limit: 100_000 } });
    const date = addDays(new Date().toISOString().slice(0, 10), 7);

    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${base}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${text}`);
      return JSON.parse(text) as { data: Record<string, unknown> };
    };
    // R-INV-3: the numbering is set up first, in the accounting settings.
    await post('provider/accounting-info', { numbering: [{ docType: 'invoice-receipt', startNumber: 1 }] });
    const orders: { id: number; total: number }[] = [];
    for (let i = 0; i < RUNS + 20; i++) {
      const { data } = await post('order/create', {
        products: [
          { productId: first.productId, date, slotId: first.slotId, customers: [{ customerTypeId: first.adult, quantity: 2 }, { customerTypeId: first.child, quantity: 1 }] },
          { productId: second.productId, date, slotId: second.slotId, customers: [{ customerTypeId: second.adult, quantity: 1 }] },
        ],
        leadCustomer: { firstName: 'Bench', lastName: 'Buyer', mobile: '0501234567' },
      });
      orders.push({ id: data.id as number, total: (data.totals as { totalToPay: number }).totalToPay });
    }
    let n = 0;
    const issue = async () => {
      const order = orders[n++]!;
      await post('create-invoice-receipt', {
        orderId: order.id,
        amount: order.total,
        payments: [{ method: 1, amount: order.total, currencyId: 1, currencyRate: '1', localAmount: order.total, details: { tendered: order.total, change: 0 } }],
        customerName: 'Bench Buyer',
        screen: 'order',
      });
    };
    const version = async () => {
      const res = await fetch(`${base}/version`);
      await res.arrayBuffer();
    };
    const baseline = percentile(await sample(version, RUNS), 95);
    const value = percentile(await sample(issue, RUNS, 20), 95);
    return [
      result(
        'document-create-p95-ms',
        value,
        'ms',
        baseline,
        `POST create-invoice-receipt (C148) for a 3-line order paid in cash over HTTP (number, document, lines, payment, order paid, event in one transaction), p95 of ${RUNS}; baseline: GET api/version p95; aim: ratio at most 10`,
      ),
    ];
  } finally {
    await app.close();
    await database.drop();
  }
};

export default bench;

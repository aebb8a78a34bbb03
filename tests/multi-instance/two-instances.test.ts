import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OutboxOp, PullResponse, PushResponse } from '@pos/shared/sync/protocol';
import { createTestDatabase } from '../../sync-server/src/test/test-db';
import { seedReferenceData } from '../../sync-server/src/domains/reference/seed-reference-data';
import { documentNumberBlocks, orderEvents, orderSummaries } from '../../sync-server/src/db/schema';
import { insertProduct, openShop, orderBody } from '../../sync-server/src/domains/orders/orders.fixtures';
import { cashierUser, saleOp, sellableProduct } from '../../sync-server/src/domains/sync/station.fixtures';
import { startInstance, stop, waitFor, type Proc } from './processes';

/**
 * Issue 13 §2: the server keeps nothing a client relies on in its process. Two instances as
 * separate processes on two ports over one Postgres database; a client alternating between them
 * gets the same results as a client of one; an instance killed in the middle of a job leaves it to
 * the other.
 */
describe('many server instances over one database', async () => {
  const database = await createTestDatabase({ poolSize: 3 });
  await seedReferenceData(database.db);
  const running: Proc[] = [];
  afterAll(async () => {
    await Promise.all(running.map((p) => stop(p)));
    await database.drop();
  });
  const start = async (env: Record<string, string> = {}) => {
    const instance = await startInstance(database.url, env);
    running.push(instance);
    return instance;
  };

  type Json = Record<string, unknown> & { data?: unknown; code?: string };
  const call = async (base: string, method: string, path: string, opts: { cookie?: string; auth?: string; body?: unknown } = {}) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }), ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(opts.auth ? { authorization: opts.auth } : {}) },
      ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
    });
    const type = res.headers.get('content-type') ?? '';
    const body = type.includes('json') ? ((await res.json()) as Json) : { raw: Buffer.from(await res.arrayBuffer()) };
    return { status: res.status, body, headers: res.headers };
  };

  /**
   * Login, order create and read, order summary (create, then wait until the PDF), station pairing,
   * sync pull and push: each step on the next of `bases` in turn. Answers what a client sees, with
   * this run's own ids left out.
   */
  async function journey(bases: string[]) {
    let step = 0;
    const next = () => bases[step++ % bases.length]!;
    const shop = await openShop(database.db);
    const product = await insertProduct(database.db, shop.providerId);
    const cashier = await cashierUser(database.db, shop.providerId);
    const goods = await sellableProduct(database.db, shop.providerId);

    const login = await call(next(), 'POST', '/api/authenticate', { body: { Username: shop.user.username, Password: shop.user.password } });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const created = await call(next(), 'POST', '/api/order/create', { cookie, body: orderBody(product, shop.tomorrow, [{ customerTypeId: product.adult, quantity: 2 }, { customerTypeId: product.child, quantity: 1 }]) });
    const order = created.body.data as { id: number; status: string };
    const read = await call(next(), 'GET', `/api/order/get?id=${order.id}`, { cookie });
    const view = read.body.data as { status: string; totals: { totalToPay: number }; paid: number; ballance: number };

    const asked = await call(next(), 'GET', `/api/order/create-summary?id=${order.id}&language=en-US`, { cookie });
    const summaryId = (asked.body.data as { id: number }).id;
    let waited: Json = {};
    await waitFor(async () => {
      waited = (await call(next(), 'GET', `/api/order/wait-summary?id=${summaryId}`, { cookie })).body;
      return Boolean((waited.data as { url?: string }).url || waited.errorMessage);
    }, 'the summary');
    const pdf = await call(next(), 'GET', (waited.data as { url: string }).url, { cookie });

    const station = await call(next(), 'POST', '/api/cashier-stations', { cookie, body: { name: `Window ${randomUUID().slice(0, 6)}`, cashierIdentifier: 'C1', receiptBlockSize: 20 } });
    const paired = await call(next(), 'POST', '/sync/pair', { body: { code: (station.body.data as { pairingCode: string }).pairingCode, deviceId: randomUUID(), cashierIdentifier: 'C1' } });
    const { token, stationId } = paired.body.data as { token: string; stationId: number };
    const auth = `Bearer ${token}`;
    const pullAll = async (checkpoints: Record<string, number>) => {
      const counts: Record<string, number> = {};
      for (let round = 0; round < 50; round++) {
        const res = await call(next(), 'POST', '/sync/pull', { auth, body: { checkpoints, numbers: { receipt: { lastUsed: null } } } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const pulled = res.body.data as PullResponse;
        for (const page of pulled.pages) {
          counts[page.stream] = (counts[page.stream] ?? 0) + page.changes.length;
          checkpoints[page.stream] = page.checkpoint;
        }
        if (!pulled.more) break;
      }
      return counts;
    };
    const checkpoints: Record<string, number> = {};
    const firstPull = await pullAll(checkpoints);
    const [block] = await database.db.select().from(documentNumberBlocks).where(eq(documentNumberBlocks.stationId, stationId));
    const sale: OutboxOp = saleOp({ seq: 1, userId: cashier.id, receiptNumber: block!.fromNumber, productId: goods.product.id, slotId: goods.slot.id, date: shop.tomorrow, lines: [{ customerTypeId: goods.adult.id, quantity: 2, unitPrice: 5000 }] });
    const pushed = await call(next(), 'POST', '/sync/push', { auth, body: { ops: [sale] } });
    const again = await call(next(), 'POST', '/sync/push', { auth, body: { ops: [sale] } });
    const afterPush = await pullAll(checkpoints);
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));

    return {
      login: login.status,
      created: [created.status, order.status],
      read: [read.status, view.status, view.totals.totalToPay, view.paid, view.ballance],
      summary: [asked.status, (waited.data as { status: string }).status, waited.errorMessage ?? null, pdf.status, (pdf.body.raw as Buffer).subarray(0, 5).toString()],
      summaryEvents: events.filter((e) => e.type === 'summary-created').length,
      paired: [station.status, paired.status],
      firstPull,
      push: [pushed.status, (pushed.body.data as PushResponse).results.map((r) => r.status), (again.body.data as PushResponse).results.map((r) => r.status)],
      afterPush,
    };
  }

  it('a client alternating between two instances for login, order, summary, pairing, push and pull gets what a client of one gets', { timeout: 240_000 }, async () => {
    const [a, b] = await Promise.all([start(), start()]);
    const alone = await journey([a.url]);
    const alternating = await journey([a.url, b.url]);
    expect(alone.summary).toEqual([200, 'Done', null, 200, '%PDF-']);
    expect(alone.push[1]).toEqual(['applied']);
    expect(alternating).toEqual(alone);
    // Each instance answered its share: the health check names two different processes.
    const names = await Promise.all([a.url, b.url].map(async (u) => ((await (await fetch(`${u}/health`)).json()) as { instance: string }).instance));
    expect(new Set(names).size).toBe(2);
  });

  it('an instance killed (SIGKILL) in the middle of a summary render: the other instance finishes it, once', { timeout: 240_000 }, async () => {
    await Promise.all(running.splice(0).map((p) => stop(p)));
    const shop = await openShop(database.db);
    const product = await insertProduct(database.db, shop.providerId);
    // Only the doomed instance runs at first, so it is the one that takes the job.
    const doomed = await start({ HANG_RENDERS: '1' });
    const created = await call(doomed.url, 'POST', '/api/order/create', { cookie: shop.user.cookie, body: orderBody(product, shop.tomorrow, [{ customerTypeId: product.adult, quantity: 1 }]) });
    const orderId = (created.body.data as { id: number }).id;
    const asked = await call(doomed.url, 'GET', `/api/order/create-summary?id=${orderId}`, { cookie: shop.user.cookie });
    const summaryId = (asked.body.data as { id: number }).id;
    const status = async () => (await database.db.select().from(orderSummaries).where(eq(orderSummaries.id, summaryId)))[0]!.status;
    await waitFor(async () => (await status()) === 'InProgress', 'the doomed instance to start rendering');

    const survivor = await start();
    await stop(doomed, 'SIGKILL');
    expect(await status()).toBe('InProgress');
    let answer: Json = {};
    await waitFor(async () => {
      answer = (await call(survivor.url, 'GET', `/api/order/wait-summary?id=${summaryId}`, { cookie: shop.user.cookie })).body;
      return Boolean((answer.data as { url?: string }).url || answer.errorMessage);
    }, 'the survivor to finish the summary', 150_000, 500);
    expect(answer.errorMessage).toBeUndefined();
    expect(answer.data).toMatchObject({ status: 'Done' });
    const pdf = await call(survivor.url, 'GET', (answer.data as { url: string }).url, { cookie: shop.user.cookie });
    expect((pdf.body.raw as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.filter((e) => e.type === 'summary-created')).toHaveLength(1);
  });
});

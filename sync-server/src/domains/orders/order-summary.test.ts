import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp, type TestUser } from '../../test/test-app';
import { orderSummaries, providers } from '../../db/schema';
import type { Actor } from '../../http/types';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { seedReferenceData } from '../reference/seed-reference-data';
import { createSummary, lostSummaryJob, renderSummaryJob, SUMMARY_LIMITS, summaryPdf, useSummaryRenderer } from './order-summary';
import { caller, insertProduct, openShop, orderBody } from './orders.fixtures';

const dir = mkdtempSync(join(tmpdir(), 'summary-'));
const pdfText = (pdf: Buffer, name: string) => {
  const path = join(dir, `${name}.pdf`);
  writeFileSync(path, pdf);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(/[\u202a-\u202e]/g, '');
};

type SummaryAnswer = { data: { id: number; orderId: number; status: string; language: string; url?: string }; errorMessage?: string };

/** R-ORD-9, R-ORD-12: order summaries (002 §7.5 order/create-summary, order/wait-summary; §8.3). */
describe('order summary', async () => {
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  await db.update(providers).set({ nameOfTheBusinessForInvoice: 'Sea Tours Ltd', companyId: '514000001', language: 'en-US' }).where(eq(providers.id, shop.providerId));
  const api = caller(app, shop.user);
  const p = await insertProduct(db, shop.providerId, { slot: { limit: 500 } });
  const create = async (extra: Record<string, unknown> = {}) => {
    const res = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 2 }, { customerTypeId: p.child, quantity: 1 }], extra));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number; orderNumber: number; status: string };
  };
  const actorOf = (user: TestUser): Actor => ({ userId: user.id, providerId: user.providerId, permissions: new Set(), language: 'en-US', username: user.username });

  /** Polls order/wait-summary as the client does (every 3 s there; faster here) until data.url or errorMessage. */
  const waitFor = async (id: number, user = shop.user): Promise<SummaryAnswer> => {
    for (let i = 0; i < 200; i++) {
      const res = await app.inject({ method: 'GET', url: `/api/order/wait-summary?id=${id}`, headers: { cookie: user.cookie } });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as SummaryAnswer;
      if (body.data.url || body.errorMessage) return body;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('summary never finished');
  };
  const pdfOf = async (url: string, user = shop.user) => app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });

  it('R-ORD-9, R-ORD-12: a summary of an OK order renders in the background to a PDF with its lines and totals, and the order records summary-created', async () => {
    const order = await create();
    const started = await api.get(`order/create-summary?id=${order.id}&viewNow=true&timezone=Asia/Jerusalem`);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const summary = started.body.data as SummaryAnswer['data'];
    expect(summary).toMatchObject({ orderId: order.id, status: 'Initial', language: 'en-US' });
    expect(summary.url).toBeUndefined();

    const done = await waitFor(summary.id);
    expect(done.errorMessage).toBeUndefined();
    expect(done.data).toMatchObject({ status: 'Done', url: `/api/order/summary/${summary.id}/pdf` });
    const res = await pdfOf(done.data.url!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload, `summary-${order.id}`);
    expect(text).toContain('Sea Tours Ltd');
    expect(text).toContain(`${order.orderNumber}`);
    expect(text).toContain('Dana Levi');
    expect(text).toMatch(/Adult/);
    expect(text).toContain('295.00'); // 2 x 118.00 + 59.00

    const history = ((await api.get(`order/get?id=${order.id}`)).body.data as { history: { type: string; userId: number; details: Record<string, unknown> }[] }).history;
    expect(history.find((h) => h.type === 'summary-created')).toMatchObject({ userId: shop.user.id, details: { summaryId: summary.id, language: 'en-US' } });
  });

  it('R-ORD-9: a summary in another language: he-IL is laid out right to left', async () => {
    const order = await create();
    const started = await api.get(`order/create-summary?id=${order.id}&language=he-IL`);
    const done = await waitFor((started.body.data as { id: number }).id);
    expect(done.data.language).toBe('he-IL');
    const res = await pdfOf(done.data.url!);
    const text = pdfText(res.rawPayload, `summary-he-${order.id}`);
    expect(text).toContain('סיכום הזמנה');
    // Right to left: the title's words sit at the right half of the page.
    const titleLine = text.split('\n').find((l) => l.includes('סיכום הזמנה'))!;
    expect(titleLine.indexOf('סיכום')).toBeGreaterThan(20);
  });

  it('R-ORD-9: refused for an order that is not OK ("summary only for confirmed orders")', async () => {
    const order = await create();
    expect((await api.get(`order/edit/status/CN?id=${order.id}&confirmed=true`)).status).toBe(200);
    const res = await api.get(`order/create-summary?id=${order.id}`);
    expect([res.status, res.body.code]).toEqual([422, 'summary-only-for-confirmed-orders']);
    expect(await db.select().from(orderSummaries).where(eq(orderSummaries.orderId, order.id))).toHaveLength(0);
    expect((await api.get(`order/create-summary?id=${order.id + 100000}`)).status).toBe(404);
    expect((await api.get(`order/create-summary?id=${order.id}&timezone=Mars/Base`)).status).toBe(400);
  });

  /** A renderer that waits for release() (a fake PDF then), or throws for the orders in `failing`. */
  const gatedRenderer = (failing: number[] = []) => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const restore = useSummaryRenderer(async (input) => {
      if (failing.includes(Number(input.orderNumber))) throw new Error('printer exploded');
      await gate;
      return Buffer.from('%PDF-1.4 test');
    });
    return { release, restore };
  };

  it('a failed render answers errorMessage; the PDF is refused until it is ready (pdf-not-ready)', async () => {
    const order = await create();
    const other = await create();
    const renderer = gatedRenderer([other.orderNumber]);
    try {
      const slow = await createSummary(db, app.jobs, actorOf(shop.user), { orderId: order.id });
      await expect(summaryPdf(db, actorOf(shop.user), slow.id)).rejects.toMatchObject({ code: 'pdf-not-ready' });
      const pending = await api.get(`order/wait-summary?id=${slow.id}`);
      expect(pending.body.errorMessage).toBeUndefined();
      expect((pending.body.data as { url?: string }).url).toBeUndefined();
      const failing = await createSummary(db, app.jobs, actorOf(shop.user), { orderId: other.id });
      renderer.release();
      expect((await waitFor(slow.id)).data.status).toBe('Done');
      const failed = await waitFor(failing.id);
      expect(failed).toMatchObject({ data: { status: 'Fail', errorMessage: 'printer exploded' }, errorMessage: 'printer exploded' });
      expect(failed.data.url).toBeUndefined();
    } finally {
      renderer.restore();
    }
  });

  it('issue 14 item 9: one pending render per order and language; asking again answers the pending summary', async () => {
    const order = await create();
    const renderer = gatedRenderer();
    try {
      const ids = [];
      for (const language of ['en-US', 'en-US', 'he-IL', 'he-IL']) ids.push(((await api.get(`order/create-summary?id=${order.id}&language=${language}`)).body.data as { id: number }).id);
      // Asked at the same time too: still one per language.
      const burst = await Promise.all(Array.from({ length: 5 }, () => api.get(`order/create-summary?id=${order.id}&language=ru-RU`)));
      expect(new Set(burst.map((r) => (r.body.data as { id: number }).id)).size).toBe(1);
      expect([ids[0] === ids[1], ids[2] === ids[3], ids[0] === ids[2]]).toEqual([true, true, false]);
      const rows = await db.select().from(orderSummaries).where(eq(orderSummaries.orderId, order.id));
      expect(rows.map((r) => r.language).sort()).toEqual(['en-US', 'he-IL', 'ru-RU']);
      renderer.release();
      for (const id of [ids[0]!, ids[2]!]) expect((await waitFor(id)).data.status).toBe('Done');
      // Once finished, a new summary of the same order and language is made again.
      const again = ((await api.get(`order/create-summary?id=${order.id}&language=en-US`)).body.data as { id: number }).id;
      expect(again).not.toBe(ids[0]);
      expect((await waitFor(again)).data.status).toBe('Done');
    } finally {
      renderer.release();
      renderer.restore();
    }
  });

  it('issue 14 item 9: a provider has at most SUMMARY_LIMITS.pendingPerProvider renders pending (429 too-many-pending-summaries); other providers are not held up', async () => {
    const busy = await openShop(db);
    const busyApi = caller(app, busy.user);
    const busyProduct = await insertProduct(db, busy.providerId);
    const renderer = gatedRenderer();
    try {
      const ids: number[] = [];
      for (let i = 0; i <= SUMMARY_LIMITS.pendingPerProvider; i++) {
        const res = await busyApi.post('order/create', orderBody(busyProduct, busy.tomorrow, [{ customerTypeId: busyProduct.adult, quantity: 1 }]));
        const asked = await busyApi.get(`order/create-summary?id=${(res.body.data as { id: number }).id}`);
        if (i < SUMMARY_LIMITS.pendingPerProvider) {
          expect(asked.status, JSON.stringify(asked.body)).toBe(200);
          ids.push((asked.body.data as { id: number }).id);
        } else {
          expect([asked.status, asked.body.code]).toEqual([429, 'too-many-pending-summaries']);
        }
      }
      const elsewhere = await api.get(`order/create-summary?id=${(await create()).id}`);
      expect(elsewhere.status).toBe(200);
      renderer.release();
      for (const id of ids) expect((await waitFor(id, busy.user)).data.status).toBe('Done');
    } finally {
      renderer.release();
      renderer.restore();
    }
  });

  it('issue 14 item 9: a render taking longer than the timeout fails with a message; running a finished job again records nothing twice (R-ORD-12)', async () => {
    const order = await create();
    const renderer = gatedRenderer();
    const timeout = SUMMARY_LIMITS.renderTimeoutSeconds;
    SUMMARY_LIMITS.renderTimeoutSeconds = 1;
    try {
      const id = ((await api.get(`order/create-summary?id=${order.id}`)).body.data as { id: number }).id;
      const failed = await waitFor(id);
      expect(failed).toMatchObject({ data: { status: 'Fail' }, errorMessage: 'The order summary took longer than 1 s to render; ask for it again.' });
    } finally {
      SUMMARY_LIMITS.renderTimeoutSeconds = timeout;
      renderer.release();
      renderer.restore();
    }
    const restore = useSummaryRenderer(async () => Buffer.from('%PDF-1.4 test'));
    try {
      const id = ((await api.get(`order/create-summary?id=${order.id}`)).body.data as { id: number }).id;
      expect((await waitFor(id)).data.status).toBe('Done');
      const ctx = { db, log: app.log, signal: new AbortController().signal };
      await renderSummaryJob.run(ctx, { summaryId: id, timeZone: 'UTC' });
      await lostSummaryJob.run(ctx, { summaryId: id, timeZone: 'UTC' });
      expect((await waitFor(id)).data.status).toBe('Done');
      const history = ((await api.get(`order/get?id=${order.id}`)).body.data as { history: { type: string; details: Record<string, unknown> }[] }).history;
      expect(history.filter((h) => h.type === 'summary-created' && h.details.summaryId === id)).toHaveLength(1);
    } finally {
      restore();
    }
  });

  it('another provider\'s order or summary is not found (404); without ViewOrders it is 403', async () => {
    const order = await create();
    const started = await api.get(`order/create-summary?id=${order.id}`);
    const id = (started.body.data as { id: number }).id;
    const done = await waitFor(id);
    const other = await createProvider(db);
    const stranger = await createUser(db, other.id);
    const strangerApi = caller(app, stranger);
    expect((await strangerApi.get(`order/create-summary?id=${order.id}`)).status).toBe(404);
    expect((await strangerApi.get(`order/wait-summary?id=${id}`)).status).toBe(404);
    expect((await pdfOf(done.data.url!, stranger)).statusCode).toBe(404);
    const noView = await createUser(db, shop.providerId, { permissions: [Permission.EditOrders] });
    expect((await caller(app, noView).get(`order/create-summary?id=${order.id}`)).status).toBe(403);
    expect((await pdfOf(done.data.url!, noView)).statusCode).toBe(403);
  });
});

/** npm start runs the server on embedded PGlite: the summary's job runs there as well. */
describe('order summary on embedded PGlite', async () => {
  const database = await openDatabase({});
  await seedReferenceData(database.db);
  const app = await buildApp({ database, ownsDatabase: true });
  afterAll(() => app.close());
  const shop = await openShop(database.db);
  const api = caller(app, shop.user);
  const p = await insertProduct(database.db, shop.providerId);

  it('R-ORD-9, R-ORD-12: asked, queued in the transaction, rendered by the job, recorded once', async () => {
    const restore = useSummaryRenderer(async () => Buffer.from('%PDF-1.4 pglite'));
    try {
      const created = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }]));
      const orderId = (created.body.data as { id: number }).id;
      const asked = await api.get(`order/create-summary?id=${orderId}&language=ru-RU`);
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const id = (asked.body.data as { id: number }).id;
      let status = '';
      for (let i = 0; i < 100 && status !== 'Done'; i++) {
        status = ((await api.get(`order/wait-summary?id=${id}`)).body.data as { status: string }).status;
        if (status !== 'Done') await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe('Done');
      const history = ((await api.get(`order/get?id=${orderId}`)).body.data as { history: { type: string }[] }).history;
      expect(history.filter((h) => h.type === 'summary-created')).toHaveLength(1);
    } finally {
      restore();
    }
  });
});

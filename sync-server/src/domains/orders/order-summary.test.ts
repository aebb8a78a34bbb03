import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp, type TestUser } from '../../test/test-app';
import { orderSummaries, providers } from '../../db/schema';
import type { Actor } from '../../http/types';
import { createSummary, summaryPdf } from './order-summary';
import { caller, insertProduct, openShop, orderBody } from './test-fixtures';

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
  const p = await insertProduct(db, shop.providerId);
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

  it('a failed render answers errorMessage; the PDF is refused until it is ready (pdf-not-ready)', async () => {
    const order = await create();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = await createSummary(db, actorOf(shop.user), { orderId: order.id }, async () => {
      await gate;
      return Buffer.from('%PDF-1.4 test');
    });
    await expect(summaryPdf(db, actorOf(shop.user), slow.id)).rejects.toMatchObject({ code: 'pdf-not-ready' });
    const pending = await api.get(`order/wait-summary?id=${slow.id}`);
    expect(pending.body.errorMessage).toBeUndefined();
    expect((pending.body.data as { url?: string }).url).toBeUndefined();
    const failing = await createSummary(db, actorOf(shop.user), { orderId: order.id }, async () => {
      throw new Error('printer exploded');
    });
    release();
    expect((await waitFor(slow.id)).data.status).toBe('Done');
    const failed = await waitFor(failing.id);
    expect(failed).toMatchObject({ data: { status: 'Fail', errorMessage: 'printer exploded' }, errorMessage: 'printer exploded' });
    expect(failed.data.url).toBeUndefined();
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

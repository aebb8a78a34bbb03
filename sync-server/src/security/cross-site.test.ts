import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@pos/shared/version';
import { addSessionCookie, launchBrowser } from '../../../tests/e2e/lib/browser';
import { createProvider, createUser, setupTestApp } from '../test/test-app';
import { buildApp } from '../app';
import { insertProduct } from '../domains/orders/orders.fixtures';
import { products, users } from '../db/schema';
import { isStateChanging } from '../plugins/cross-site';

/**
 * Issue 14 item 2: no cross-site writes. A page of another origin (a second local server on another
 * port: same site for SameSite, so the Lax session cookie IS sent) makes a logged-in user's browser
 * open the API's state-changing GETs as an image, a link and a referrer-less image, and submit a form
 * POST; every one is refused (403, not 401: the cookie came along) and nothing changes.
 */
describe('cross-site requests in Chromium', async () => {
  const { db, database } = await setupTestApp();
  // This file's own server, whose log tells what it refused (an image's JSON answer is blocked in the browser, ORB).
  const logLines: string[] = [];
  const app = await buildApp({ database, logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  const refused = () => logLines.map((l) => JSON.parse(l) as { msg: string; method: string; url: string; reason: string }).filter((l) => l.msg === 'cross-site request refused');
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id);
  const product = await insertProduct(db, provider.id);
  const apiOrigin = new URL(apiUrl).origin;

  const evilPage = `<!doctype html><html><body>
    <img id="flag" src="${apiUrl}/product/activate-or-disactivate-allow-assign-employees/${product.productId}">
    <img id="copy" src="${apiUrl}/copy-product/${product.productId}" referrerpolicy="no-referrer">
    <img id="logout" src="${apiUrl}/logout">
    <a id="link" href="${apiUrl}/copy-product/${product.productId}">win a prize</a>
    <form id="form" method="POST" action="${apiUrl}/changelanguage" enctype="text/plain">
      <input name='{"lang":"ru-RU","x":"' value='"}'>
    </form>
  </body></html>`;
  const evil = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(evilPage));
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  const evilUrl = `http://127.0.0.1:${(evil.address() as AddressInfo).port}/`;
  const browser = await launchBrowser();
  afterAll(async () => {
    await browser.close();
    await app.close();
    await new Promise((resolve) => evil.close(resolve));
  });

  const productCount = async () => (await db.select().from(products).where(eq(products.providerId, provider.id))).length;
  const flag = async () => (await db.select().from(products).where(eq(products.id, product.productId)))[0]!.allowAssignEmployees;

  it('refuses a GET image, a referrer-less image, a link and a form POST from another origin; nothing changes', async () => {
    const before = { count: await productCount(), flag: await flag(), language: (await db.select().from(users).where(eq(users.id, user.id)))[0]!.language };
    const context = await browser.newContext();
    await addSessionCookie(context, apiOrigin, user.cookie);
    const page = await context.newPage();
    await page.goto(evilUrl);
    await expect.poll(() => refused().length, { timeout: 10_000 }).toBe(3);
    // A top-level navigation: the 403 answer is what the user sees.
    const [clicked] = await Promise.all([page.waitForResponse(`${apiUrl}/copy-product/${product.productId}`), page.click('#link')]);
    expect(clicked.status()).toBe(403);
    await page.goto(evilUrl);
    const [posted] = await Promise.all([page.waitForResponse(`${apiUrl}/changelanguage`), page.evaluate(() => (document.getElementById('form') as HTMLFormElement).submit())]);
    expect(posted.status()).toBe(403);

    // (The page was opened twice: its images were refused twice.)
    expect([...new Set(refused().map((l) => `${l.method} ${l.url} ${l.reason.split(' ')[0]}`))].sort()).toEqual(
      [
        'GET /api/copy-product/:id referer', // the link
        'GET /api/copy-product/:id sec-fetch-site', // the image without a referrer
        'GET /api/logout referer',
        'GET /api/product/activate-or-disactivate-allow-assign-employees/:id referer',
        'POST /api/changelanguage origin',
      ].sort(),
    );
    expect(await productCount()).toBe(before.count);
    expect(await flag()).toBe(before.flag);
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]!.language).toBe(before.language);
    // The logout image did not end the session.
    expect((await app.inject({ method: 'GET', url: '/api/init', headers: { cookie: user.cookie } })).statusCode).toBe(200);
    await context.close();
  });

  it('the same requests from the server’s own pages still work (the back office is served from this origin)', async () => {
    const context = await browser.newContext();
    await addSessionCookie(context, apiOrigin, user.cookie);
    const page = await context.newPage();
    await page.goto(`${apiUrl}/version`);
    const before = await productCount();
    const status = await page.evaluate(async (url) => (await fetch(url, { credentials: 'same-origin' })).status, `${apiUrl}/copy-product/${product.productId}`);
    expect(status).toBe(200);
    expect(await productCount()).toBe(before + 1);
    await context.close();
  });
});

describe('which requests the cross-site rule refuses', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id, { values: { language: 'en-US' } });
  const changeLanguage = (headers: Record<string, string>, url = '/api/changelanguage') =>
    app.inject({ method: 'POST', url, headers: { cookie: user.cookie, ...headers }, payload: { lang: 'he-IL' } });

  it('refuses another Origin or Referer, and a browser’s cross-site request without either (Sec-Fetch-Site)', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'http://evil.example' },
      { origin: 'null' },
      { referer: 'http://evil.example/page' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of crossSite) {
      const res = await changeLanguage(headers);
      expect([res.statusCode, res.json().code], JSON.stringify(headers)).toEqual([403, 'cross-site-request']);
    }
    // The router ignores case: so does the rule.
    expect((await changeLanguage({ origin: 'http://evil.example' }, '/API/ChangeLanguage')).statusCode).toBe(403);
    expect((await db.select().from(users).where(and(eq(users.id, user.id), eq(users.language, 'en-US')))).length).toBe(1);
  });

  it('lets through its own origin, the clients’ x-client-version header, and callers that are no browser', async () => {
    expect((await changeLanguage({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(200);
    expect((await changeLanguage({ referer: 'http://localhost/orders', host: 'localhost' })).statusCode).toBe(200);
    expect((await changeLanguage({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await changeLanguage({ origin: 'http://evil.example', [CLIENT_VERSION_HEADER]: CLIENT_VERSION })).statusCode).toBe(200);
    expect((await changeLanguage({})).statusCode).toBe(200);
  });

  it('reads only GET, HEAD and OPTIONS as safe, but for the GETs marked state-changing', () => {
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].every((m) => isStateChanging(m, {}))).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some((m) => isStateChanging(m, {}))).toBe(false);
    expect(isStateChanging('GET', { stateChanging: true })).toBe(true);
  });

  it('marks every state-changing GET (the seed’s order/edit/status, copy-product, the product flag, order/create-summary, logout; order/getlink; document and client PDFs, which count copies)', () => {
    const marked = app.guardedRoutes.filter((r) => r.method === 'GET' && r.stateChanging).map((r) => r.url).sort();
    expect(marked).toEqual(
      [
        '/api/businessClient/invoicePdf/get', // C237: renders the client's invoice, counting its copies (issue 20)
        '/api/businessClient/receiptPdf/get', // C238: the same for a receipt
        '/api/cancel-modal-alert/:id', // C009: closes a modal alert for the user (the spec makes it a GET)
        '/api/copy-product/:id',
        '/api/document/download', // C160: every download after the first is a counted copy (issue 15)
        '/api/document/pdf', // C159: renders on the queue and counts the copy
        '/api/export/cancel-request/:id', // C168: cancels an export job (issue 19; the spec makes it a GET)
        '/api/logout',
        '/api/order/create-summary',
        '/api/order/edit/status/:status',
        '/api/order/getlink', // makes a new e-ticket link (issue 21)
        '/api/pelecard/init', // C188: opens a card payment page and records its transaction (issue 15)
        '/api/pelecard/simulator/pay', // the Pelecard simulator's payment page answers (only while it is the gateway)
        '/api/product/activate-or-disactivate-allow-assign-employees/:id',
        '/api/product/main-product-image', // C053: makes a photo the main one (issue 23)
      ].sort(),
    );
  });
});

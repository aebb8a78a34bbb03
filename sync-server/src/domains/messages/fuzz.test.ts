import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { setupTestApp } from '../../test/test-app';
import { openShop } from '../orders/orders.fixtures';

/** The messaging routes (this domain's), as the router knows them. */
const OURS = /^\/api\/(message-template|save-message|sms-email|sms\/|email\/|sms-history|e-ticket|order\/send-ticket|product-notification-restrictions|notification|chat|product-chat-messages|product\/message|agent-details)/;

/** No input, however malformed, makes a messaging route answer 500 (docs/development.md). */
describe('messaging routes under malformed input', async () => {
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const routes = app.guardedRoutes.filter((r) => OURS.test(r.url));

  it('covers the domain routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  it('never answers 500 to random bodies, params and queries', async () => {
    const json = fc.jsonValue({ maxDepth: 3 });
    const segment = fc.oneof(fc.constant('1'), fc.constant('0'), fc.constant('-1'), fc.constant('99999999999'), fc.string({ maxLength: 60 }).map(encodeURIComponent), fc.constant('A'.repeat(43)));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), json, segment, fc.dictionary(fc.constantFrom('language', 'id', 'x'), fc.string({ maxLength: 20 })), async (route, body, param, query) => {
        const url = route.url.replace(/:[A-Za-z0-9_]+/g, param);
        const res = await app.inject({ method: route.method as 'POST', url, query, headers: { cookie: shop.user.cookie }, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: JSON.stringify(body), headers: { cookie: shop.user.cookie, 'content-type': 'application/json' } }) });
        expect(res.statusCode, `${route.method} ${url} ${JSON.stringify(body).slice(0, 200)} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: 400 },
    );
  }, 120_000);

  it('never answers 500 to well-shaped bodies with odd values (dates, texts, ids)', async () => {
    const date = fc.oneof(fc.constant('2026-02-30'), fc.constant('9999-99-99'), fc.constant('0000-00-00'), fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
    const text = fc.oneof({ arbitrary: fc.string({ minLength: 2, maxLength: 30 }), weight: 6 }, { arbitrary: fc.constant('office@tours.example'), weight: 3 }, fc.string({ maxLength: 300 }), fc.constant('\u0000'), fc.constant('[FULL NAME] [TICKET LINK] %_\\'), fc.constant('ש'.repeat(201)));
    const id = fc.oneof(fc.integer({ min: 1, max: 2_147_483_647 }), fc.constant(1));
    const options = fc.record({ templateId: fc.option(id, { nil: undefined }), sms: fc.boolean(), email: fc.boolean(), subject: text, content: text, smsSenderName: text, fromEmail: text }, { requiredKeys: ['sms', 'email'] });
    const cases = fc.oneof(
      fc.record({ url: fc.constant('/api/sms/history'), body: fc.record({ keywords: text, messageText: text, senderName: text, fromDate: date, toDate: date, pageIndex: fc.nat(1000) }, { requiredKeys: [] }) }),
      fc.record({ url: fc.constant('/api/email/history'), body: fc.record({ keywords: text, subject: text, fromEmail: text, fromDate: date, toDate: date, orderId: id }, { requiredKeys: [] }) }),
      fc.record({ url: fc.constant('/api/message-templates/create-edit'), body: fc.record({ id: fc.option(id, { nil: null }), name: text, subject: text, content: text, smsEnabled: fc.boolean(), emailEnabled: fc.boolean(), smsSenderName: text, fromEmail: text, attachmentIds: fc.array(id, { maxLength: 3 }) }) }),
      fc.record({ url: fc.constant('/api/sms-email/order'), body: fc.record({ filter: fc.record({ orderIds: fc.array(id, { minLength: 1, maxLength: 3 }) }), options, confirmed: fc.boolean() }) }),
      fc.record({ url: fc.constant('/api/sms-email/slot'), body: fc.record({ slotId: id, productId: id, slotStartDate: date, options, confirmed: fc.boolean() }) }),
      fc.record({ url: fc.constant('/api/product-notification-restrictions/save'), body: fc.record({ productId: id, messages: fc.array(fc.record({ intervalMinutes: fc.integer({ min: -5, max: 100_000 }), intervalType: fc.constantFrom('before', 'after'), messageTemplateId: id }), { maxLength: 3 }) }) }),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ({ url, body }) => {
        const res = await app.inject({ method: 'POST', url, payload: body, headers: { cookie: shop.user.cookie } });
        expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 300)} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});

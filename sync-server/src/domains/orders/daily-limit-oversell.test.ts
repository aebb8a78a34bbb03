import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sum } from 'drizzle-orm';
import { orderLines, orders, priceLists } from '../../db/schema';
import { setupTestApp } from '../../test/test-app';
import { caller, insertProduct, openShop, orderBody } from './orders.fixtures';

const BUYERS = 100;
const DAILY_LIMIT = 30;
const LAST_TICKETS = 5;
const ROUNDS = 5;

/**
 * R-PRICE-2, never over a price list's daily limit: 100 buyers race over real HTTP for the last 5
 * tickets of a list's day (the slot itself has room for all), with a pool large enough for their
 * transactions to really run at the same time.
 */
describe(`${BUYERS} concurrent buyers of the last ${LAST_TICKETS} tickets of a price list's day`, async () => {
  const { app, db, apiUrl: base } = await setupTestApp({ poolSize: 24, listen: true });
  const shop = await openShop(db);

  it(`R-PRICE-2: exactly ${LAST_TICKETS} succeed, the rest are told 'price-list-daily-limit', and the list's lines sum to its limit, ${ROUNDS} times`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const p = await insertProduct(db, shop.providerId, { slot: { limit: null } });
      await db.update(priceLists).set({ dailyLimit: DAILY_LIMIT }).where(eq(priceLists.id, p.priceListId));
      const early = await caller(app, shop.user).post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: DAILY_LIMIT - LAST_TICKETS }]));
      expect(early.status, JSON.stringify(early.body)).toBe(200);

      // Adults and children alike: both lines of the list count against the same day.
      const answers = await Promise.all(
        Array.from({ length: BUYERS }, (_, i) => {
          const body = JSON.stringify(orderBody(p, shop.tomorrow, [{ customerTypeId: i % 2 ? p.adult : p.child, quantity: 1 }]));
          return fetch(`${base}/order/create`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: shop.user.cookie }, body }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: string } }));
        }),
      );
      expect(answers.filter((a) => a.status === 200), `round ${round}`).toHaveLength(LAST_TICKETS);
      expect(new Set(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.code}`)), `round ${round}`).toEqual(new Set(['422 price-list-daily-limit']));

      const [lines] = await db
        .select({ tickets: sum(orderLines.quantity) })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(eq(orderLines.priceListId, p.priceListId), eq(orderLines.date, shop.tomorrow), inArray(orders.status, ['OK', 'RQ'])));
      expect(Number(lines!.tickets), `round ${round}`).toBe(DAILY_LIMIT);
    }
  }, 240_000);
});

import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sum } from 'drizzle-orm';
import { orderLines, orders, slotOccurrences } from '../../db/schema';
import { setupTestApp } from '../../test/test-app';
import { caller, insertProduct, insertSlot, openShop, orderBody } from './orders.fixtures';

const BUYERS = 200;
const LAST_SEATS = 10;
const ROUNDS = 20;

/**
 * R-ORD-19, never oversell: 200 buyers race over real HTTP for the last 10 seats of a slot, with a
 * connection pool large enough for their transactions to really run at the same time.
 */
describe('200 concurrent buyers of the last 10 seats', async () => {
  const { app, db, apiUrl: base } = await setupTestApp({ poolSize: 24, listen: true });
  const shop = await openShop(db);
  const product = await insertProduct(db, shop.providerId);

  it(`exactly ${LAST_SEATS} succeed, the rest are told 'not available', and sold equals the order lines, ${ROUNDS} times`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const slotId = await insertSlot(db, shop.providerId, product.productId, { limit: 40 + LAST_SEATS, date: shop.tomorrow, startTime: `${String(round % 24).padStart(2, '0')}:30:00` });
      const p = { ...product, slotId };
      const early = await caller(app, shop.user).post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 40 }]));
      expect(early.status).toBe(200);

      const body = JSON.stringify(orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }]));
      const answers = await Promise.all(
        Array.from({ length: BUYERS }, () =>
          fetch(`${base}/order/create`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: shop.user.cookie }, body }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: string } })),
        ),
      );
      const won = answers.filter((a) => a.status === 200);
      const lost = answers.filter((a) => a.status !== 200);
      expect(won, `round ${round}`).toHaveLength(LAST_SEATS);
      expect(new Set(lost.map((a) => `${a.status} ${a.body.code}`)), `round ${round}`).toEqual(new Set(['422 not-available']));

      const [occurrence] = await db.select().from(slotOccurrences).where(and(eq(slotOccurrences.slotId, slotId), eq(slotOccurrences.date, shop.tomorrow)));
      const [lines] = await db
        .select({ seats: sum(orderLines.seats) })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(eq(orderLines.slotId, slotId), eq(orderLines.date, shop.tomorrow), inArray(orders.status, ['OK', 'RQ'])));
      expect(occurrence!.sold).toBe(40 + LAST_SEATS);
      expect(Number(lines!.seats)).toBe(occurrence!.sold);
    }
  }, 240_000);
});

/**
 * R-INV-3 under load: 50 office users creating invoice-receipts at once over real HTTP on
 * Postgres get 50 consecutive numbers, none twice, none skipped; a refused document (over the
 * order's remaining amount) takes no number.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { documents } from '../../db/schema';
import { setupTestApp } from '../../test/test-app';
import { cashPayment, ledgerShop } from './documents.fixtures';

describe('gapless numbering under 50 concurrent creators (R-INV-3)', async () => {
  const { app, db, apiUrl } = await setupTestApp({ listen: true, poolSize: 20 });
  const { shop, newOrder } = await ledgerShop(app, db, { 'invoice-receipt': 7000 }, null);

  it('50 concurrent create-invoice-receipt calls, 10 of them refused, leave numbers 7000..7039 exactly', async () => {
    const orders = [];
    for (let i = 0; i < 50; i++) orders.push(await newOrder(1));
    const results = await Promise.all(
      orders.map(async (o, i) => {
        // Every fifth asks for more than the order's total: refused (R-INV-1), no number taken.
        const amount = i % 5 === 4 ? o.totalToPay + 1 : o.totalToPay;
        const res = await fetch(`${apiUrl}/create-invoice-receipt`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: shop.user.cookie, origin: apiUrl.replace(/\/api$/, '') },
          body: JSON.stringify({ orderId: o.id, amount, payments: [cashPayment(amount)] }),
        });
        return { status: res.status, body: (await res.json()) as { data?: { number: number } } };
      }),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(40);
    expect(results.filter((r) => r.status === 422)).toHaveLength(10);
    const numbers = results.flatMap((r) => (r.body.data ? [r.body.data.number] : [])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => 7000 + i));
    const rows = await db.select({ number: documents.number }).from(documents).where(and(eq(documents.providerId, shop.providerId), eq(documents.docType, 'invoice-receipt')));
    expect(rows.map((r) => r.number).sort((a, b) => a - b)).toEqual(numbers);
  });
});

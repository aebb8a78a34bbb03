import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { subCoupons } from '../../../sync-server/src/db/schema';
import type { TestServer } from '../../../electron/station/station.fixtures';

/** A coupon of 5.00 off the server's product, made through /api, with one serial code; answers that code's row. */
export async function serialCouponFor(server: TestServer, couponCode: string, couponName: string) {
  const year = new Date().getUTCFullYear();
  const saved = await server.app.inject({
    method: 'POST',
    url: '/api/coupon/save',
    headers: { cookie: server.admin.cookie },
    payload: { couponCode, couponName, couponType: 'Regular', discountType: 'Discount', discountAmount: 500, whoFinances: 'NoFinance', validDateFrom: `${year - 1}-01-01`, validDateTo: `${year + 1}-12-31`, currencyId: 1, productIds: [server.goods.product.id], customerTypeIds: [], subCouponsToCreate: 1 },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const [serial] = await server.db.select().from(subCoupons).where(eq(subCoupons.couponId, saved.json().data.id as number));
  return serial!;
}

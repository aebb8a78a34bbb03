import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/** A bare order row of the provider (the coupon tests need only its id and status). */
export async function createBareOrder(db: Db, providerId: number, orderNumber: number, status = 'OK') {
  const [row] = await db.insert(orders).values({ providerId, orderNumber, status, currencyId: 1, channelId: 1, priceTypeId: 1, vatRateBp: 1700 }).returning();
  return row!;
}

/** A valid coupon/save body; override what the test is about. */
export function couponBody(over: Record<string, unknown> = {}) {
  return {
    couponCode: 'SUMMER',
    couponName: 'Summer',
    couponType: 'Regular',
    discountType: 'Discount',
    discountAmount: 1000,
    whoFinances: 'NoFinance',
    validDateFrom: '2030-01-01',
    validDateTo: '2030-12-31',
    currencyId: 1,
    productIds: [1],
    customerTypeIds: [1],
    ...over,
  };
}

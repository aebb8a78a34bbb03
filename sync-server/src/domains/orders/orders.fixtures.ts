import { addDays, instantToLocal } from '@pos/shared/calendar/index';
import type { Db } from '../../db/client';
import type { App } from '../../http/types';
import { createProvider, createUser, type TestUser } from '../../test/test-app';
import type { ProductFixture } from './sale.fixtures';

export { insertProduct, insertSlot, type ProductFixture } from './sale.fixtures';

/**
 * An IANA zone in which it is about noon now, so "today", "a slot that started today" and "a slot
 * later today" are all well defined whatever the hour the tests run.
 */
function noonZone(now = new Date()): string {
  const offset = 12 - now.getUTCHours();
  return offset === 0 ? 'Etc/GMT' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

function todayIn(timeZone: string): string {
  return instantToLocal(new Date(), timeZone).date;
}

export interface Shop {
  providerId: number;
  timeZone: string;
  today: string;
  tomorrow: string;
  /** Holds every permission. */
  user: TestUser;
}

export async function openShop(db: Db, values: { vatType?: string; vatRateBp?: number } = {}): Promise<Shop> {
  const timeZone = noonZone();
  const provider = await createProvider(db, { timezone: timeZone, ...values });
  const user = await createUser(db, provider.id);
  const today = todayIn(timeZone);
  return { providerId: provider.id, timeZone, today, tomorrow: addDays(today, 1), user };
}

/** Calls the app as a logged-in user. */
export function caller(app: App, user: TestUser) {
  const send = async (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) => {
    const res = await app.inject({ method, url: `/api/${url}`, headers: { cookie: user.cookie }, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> & { data?: unknown; code?: string; errors?: Record<string, string[]>; warnings?: string[] } };
  };
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, body: unknown) => send('POST', url, body),
    delete: (url: string) => send('DELETE', url),
  };
}

/** An order/create body for one product entry. */
export function orderBody(p: ProductFixture, date: string, customers: { customerTypeId: number; quantity: number; [k: string]: unknown }[], extra: Record<string, unknown> = {}) {
  return { products: [{ productId: p.productId, date, slotId: p.slotId, customers }], leadCustomer: { firstName: 'Dana', lastName: 'Levi', mobile: '050-1234567' }, ...extra };
}

/**
 * Saves coupons through coupon/save: each valid from today for a month, 10% off the product's
 * adults, with codes `<prefix>1`, `<prefix>2`, ...; `over` changes any field.
 */
export function couponSaver(api: ReturnType<typeof caller>, shop: Shop, prefix: string) {
  let codes = 0;
  return async (p: ProductFixture, over: Record<string, unknown> = {}) => {
    const res = await api.post('coupon/save', {
      couponCode: `${prefix}${++codes}`,
      couponName: 'Coupon',
      couponType: 'Regular',
      discountType: 'Discount',
      discountPercent: 10,
      whoFinances: 'NoFinance',
      validDateFrom: shop.today,
      validDateTo: addDays(shop.today, 30),
      currencyId: 1,
      productIds: [p.productId],
      customerTypeIds: [p.adult],
      ...over,
    });
    if (res.status !== 200) throw new Error(`coupon/save answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data as { id: number; couponCode: string };
  };
}

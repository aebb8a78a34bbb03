import { addDays, instantToLocal } from '@pos/shared/calendar/index';
import type { Db } from '../../db/client';
import type { App } from '../../http/types';
import { createProvider, createUser, type TestUser } from '../../test/test-app';
import type { ProductFixture } from './sale-fixtures';

export { insertProduct, insertSlot, type ProductFixture } from './sale-fixtures';

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

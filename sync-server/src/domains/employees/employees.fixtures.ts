import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { App } from '../../http/types';
import { orders, products, slots } from '../../db/schema';
import { createProduct } from '../calendar/calendar.fixtures';

/** Rows the employee tests need from other domains (product, slot, order), made directly. */

export async function assignableProduct(db: Db, providerId: number, allow = true) {
  const product = await createProduct(db, providerId);
  await db.update(products).set({ allowAssignEmployees: allow }).where(eq(products.id, product.id));
  return product;
}

/** A slot of the product: one occurrence on `date`, or daily from `date` for `count` days. */
export async function createSlot(db: Db, providerId: number, productId: number, date: string, times: { start?: string; end?: string; count?: number } = {}) {
  const [row] = await db
    .insert(slots)
    .values({
      providerId,
      productId,
      startDate: date,
      startTime: times.start ?? '10:00:00',
      endTime: times.end ?? '12:00:00',
      duration: 120,
      limit: 20,
      repeatMode: times.count ? 2 : 1,
      repeatCount: times.count ?? null,
    })
    .returning();
  return row!;
}

export async function setLeadCustomer(db: Db, orderId: number, leadCustomer: { firstName?: string; lastName?: string; mobile?: string }) {
  await db.update(orders).set({ leadCustomer }).where(eq(orders.id, orderId));
}

/** A valid save-employee body; override what the test is about. */
export function employeeBody(over: Record<string, unknown> = {}) {
  return { firstName: 'Dana', lastName: 'Levi', pid: '123456782', mobile: '0521234567', ...over };
}

/** Calls the API as a logged-in user; answers status and JSON. */
export function caller(app: App, cookie: string) {
  return async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => {
    const res = await app.inject({ method, url: `/api/${url}`, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: res.headers['content-type']?.toString().includes('json') ? res.json() : null, raw: res };
  };
}

/** Test support for exports and bulk invoices (not imported by the app). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** `count` copies of an order (same money, customer and client), created now: many orders without the API's cost. */
export async function cloneOrder(db: Db, orderId: number, count: number, values: { totalToPay?: number } = {}): Promise<void> {
  await db.execute(sql`
    insert into orders (provider_id, order_number, status, currency_id, channel_id, price_type_id, business_client_id, gross, total_to_pay, vat_rate_bp, vat_amount, lead_customer, remarks)
    select o.provider_id, (select max(order_number) from orders where provider_id = o.provider_id) + g, o.status, o.currency_id, o.channel_id, o.price_type_id, o.business_client_id, o.gross,
           coalesce(${values.totalToPay ?? null}::int, o.total_to_pay), o.vat_rate_bp, o.vat_amount, o.lead_customer, o.remarks
    from orders o, generate_series(1, ${count}) g where o.id = ${orderId}`);
}

/** Waits for a long task's poll to say it is done (a job on the queue does the work). */
export async function pollUntil<T>(poll: () => Promise<T>, done: (value: T) => boolean, tries = 600, everyMs = 100): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await poll();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error('the task never finished');
}

/** Test support for exports and bulk invoices (not imported by the app). */
import { inflateRawSync } from 'node:zlib';
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

/** The entries of a zip these exports write (local headers in order, no data descriptors), inflated. */
export function unzipEntries(bytes: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let at = 0;
  while (at + 4 <= bytes.length && bytes.readUInt32LE(at) === 0x04034b50) {
    const method = bytes.readUInt16LE(at + 8);
    const size = bytes.readUInt32LE(at + 18);
    const nameLength = bytes.readUInt16LE(at + 26);
    const extra = bytes.readUInt16LE(at + 28);
    const name = bytes.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const data = bytes.subarray(at + 30 + nameLength + extra, at + 30 + nameLength + extra + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 30 + nameLength + extra + size;
  }
  return files;
}

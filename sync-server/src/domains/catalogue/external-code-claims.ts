import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { externalCodes } from '../../db/schema';

/**
 * The partner codes printed on these tickets: a ticket keeps the code it got the first time; a
 * ticket of a product that has imported codes and none yet takes the next unused one (locked, so
 * two prints at once never share a code); codes allotted to a cashier station are its own and never
 * taken here (issue 23). Products without imported codes get none.
 */
export async function externalCodesForTickets(db: Db, providerId: number, orderId: number, tickets: readonly { code: string; productId: number }[]): Promise<Map<string, string>> {
  if (!tickets.length) return new Map();
  return db.transaction(async (tx) => {
    const held = await tx
      .select({ ticketCode: externalCodes.ticketCode, code: externalCodes.code })
      .from(externalCodes)
      .where(and(eq(externalCodes.providerId, providerId), inArray(externalCodes.ticketCode, tickets.map((t) => t.code))));
    const out = new Map(held.map((h) => [h.ticketCode!, h.code]));
    const missing = new Map<number, string[]>();
    for (const t of tickets) if (!out.has(t.code)) missing.set(t.productId, [...(missing.get(t.productId) ?? []), t.code]);
    for (const [productId, ticketCodes] of missing) {
      const free = await tx
        .select({ id: externalCodes.id, code: externalCodes.code })
        .from(externalCodes)
        .where(and(eq(externalCodes.providerId, providerId), eq(externalCodes.productId, productId), isNull(externalCodes.stationId), isNull(externalCodes.usedAt)))
        .orderBy(asc(externalCodes.id))
        .limit(ticketCodes.length)
        .for('update', { skipLocked: true });
      for (const [i, row] of free.entries()) {
        await tx.update(externalCodes).set({ ticketCode: ticketCodes[i]!, orderId, usedAt: new Date() }).where(eq(externalCodes.id, row.id));
        out.set(ticketCodes[i]!, row.code);
      }
    }
    return out;
  });
}

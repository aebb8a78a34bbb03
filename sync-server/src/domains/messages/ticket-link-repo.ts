import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderTicketLinks } from '../../db/schema';
import { newToken, sha256 } from '../../security/secrets';

/** The customer's e-ticket page, by its token (the back office's anonymous route /order/{id}/ticket). */
export function ticketLink(token: string): string {
  return `/order/${token}/ticket`;
}

/** A new unguessable e-ticket link of the order (256 random bits; only the hash is stored). */
export async function newTicketLink(tx: Tx, orderId: number): Promise<string> {
  const token = newToken();
  await tx.insert(orderTicketLinks).values({ orderId, tokenHash: sha256(token) });
  return ticketLink(token);
}

/** The order a ticket token opens, or null. */
export async function orderIdByTicketToken(tx: Tx, token: string): Promise<number | null> {
  const [row] = await tx.select({ orderId: orderTicketLinks.orderId }).from(orderTicketLinks).where(eq(orderTicketLinks.tokenHash, sha256(token)));
  return row?.orderId ?? null;
}

import type { SalePartnerCode } from '@pos/shared/sync/protocol';
import type { OrderTicket } from '@pos/shared/tickets/ticket-codes';
import type { StationDb } from '../db/open';
import { partnerCodeStore } from './partner-code-store';

/**
 * Issue 23 (002 §7.12): each ticket of a product with partner codes takes the next code the server
 * allotted to this station, in the sale's transaction, so it prints offline; the sale's push tells
 * the server which code went on which ticket. A ticket of a product whose codes ran out here prints
 * without one, and the server gives it one when the sale arrives.
 */
export function takePartnerCodes(db: StationDb, tickets: readonly OrderTicket[], at: string): SalePartnerCode[] {
  const taken: SalePartnerCode[] = [];
  for (const t of tickets) {
    const code = partnerCodeStore.take(db, t.productId, t.code, at);
    if (code !== null) taken.push({ ticketCode: t.code, code });
  }
  return taken;
}

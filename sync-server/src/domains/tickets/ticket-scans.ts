/**
 * A ticket or a whole order admitted at a gate (R-ORD-13). The first scan of a ticket stands; a
 * later scan of it, from any station, is recorded as a duplicate and flags the order
 * ticket-scanned-twice. The order's arrival follows the scans.
 */
import { arrivalAfterScans, parseScanCode } from '@pos/shared/tickets/ticket-codes';
import type { OpResult } from '@pos/shared/sync/protocol';
import type { Tx } from '../../db/client';
import { oneByOne, rejected, type OpHandlers, type PushedOp, type StationOrigin } from '../op-handlers';
import { lockOrderByUuid, updateOrder } from '../orders/order-repo';
import { insertOrderEvents } from '../orders/pushed-sale-repo';
import { isProviderUser } from '../users/provider-user';
import { recordScan, scannedTicketCount } from './scan-repo';
import { ticketsOfOrders } from './ticket-repo';
import { voidedTicketCodesOfOrder } from '../documents/document-repo';
import { admissionRefusal, windowOf, type WindowRefusal } from '@pos/shared/tickets/admission-window';
import { inArray } from 'drizzle-orm';
import { products } from '../../db/schema';
import { providerTimeZone } from '../catalogue/product-repo';

/**
 * Issue 16: the tickets a station admitted outside their product's admission window at the scan's
 * time (the shared rule, the provider's zone). The gate decides offline and the person is in, so the
 * server does not refuse the scan: it records each such ticket with its reason in the arrival event.
 */
async function outsideWindow(tx: Tx, providerId: number, tickets: readonly { code: string; productId: number; date: string; startTime: string | null }[], scannedAt: Date): Promise<{ ticketCode: string; refusal: WindowRefusal }[]> {
  if (tickets.length === 0) return [];
  const ids = [...new Set(tickets.map((t) => t.productId))];
  const rows = await tx.select({ id: products.id, admitBeforeMinutes: products.admitBeforeMinutes, admitAfterMinutes: products.admitAfterMinutes }).from(products).where(inArray(products.id, ids));
  const windows = new Map(rows.map((r) => [r.id, windowOf(r)]));
  if (![...windows.values()].some((w) => w.admitBeforeMinutes !== null || w.admitAfterMinutes !== null)) return [];
  const timeZone = await providerTimeZone(tx, providerId);
  return tickets.flatMap((t) => {
    const refusal = admissionRefusal({ date: t.date, startTime: t.startTime }, windows.get(t.productId) ?? windowOf(null), scannedAt, timeZone);
    return refusal ? [{ ticketCode: t.code, refusal }] : [];
  });
}

export const TICKET_SCANNED_TWICE = 'ticket-scanned-twice';

export async function applyTicketScan(tx: Tx, who: StationOrigin, op: PushedOp<'ticket-scan'>): Promise<OpResult> {
  const p = op.payload;
  const notFound = () => rejected(op, 'ticket-not-found', `No ticket or order of this provider has the code ${p.ticketCode}.`);
  if (!(await isProviderUser(tx, who.providerId, p.userId))) return rejected(op, 'unknown-user', 'The cashier is not a user of this provider.');
  const order = await lockOrderByUuid(tx, who.providerId, p.orderUuid.toLowerCase());
  if (!order) return notFound();
  const tickets = (await ticketsOfOrders(tx, [order])).get(order.id) ?? [];
  const scanned = parseScanCode(p.ticketCode);
  const admitted =
    scanned.kind === 'order' && scanned.orderUuid === order.uuid ? tickets : scanned.kind === 'ticket' && scanned.orderUuid === order.uuid ? tickets.filter((t) => t.code === scanned.code) : [];
  if (admitted.length === 0) return notFound();
  // Issue 15: a refunded line's tickets are void; the gate refuses them.
  const voided = await voidedTicketCodesOfOrder(tx, who.providerId, order.id);
  if (admitted.every((t) => voided.has(t.code))) return rejected(op, 'ticket-void', `The ticket ${p.ticketCode} was refunded.`);
  const open = admitted.filter((t) => !voided.has(t.code));

  const duplicates: string[] = [];
  for (const ticket of open) {
    const firstId = await recordScan(tx, { providerId: who.providerId, orderId: order.id, ticketCode: ticket.code, stationId: who.stationId, userId: p.userId, scannedAt: new Date(p.scannedAt), scanUuid: p.scanUuid });
    if (firstId !== null) duplicates.push(ticket.code);
  }
  const outside = await outsideWindow(tx, who.providerId, open, new Date(p.scannedAt));
  const arrival = arrivalAfterScans(tickets.length, await scannedTicketCount(tx, who.providerId, order.id), order.arrivalConfirmation);
  const flags = duplicates.length > 0 ? [...new Set([...order.conflictFlags, TICKET_SCANNED_TWICE])] : order.conflictFlags;
  await updateOrder(tx, order.id, { arrivalConfirmation: arrival, conflictFlags: flags });
  await insertOrderEvents(tx, [
    {
      orderId: order.id,
      type: 'arrival',
      details: { arrivalConfirmation: arrival, ticketCodes: open.map((t) => t.code), stationId: who.stationId, ...(duplicates.length ? { scannedBefore: duplicates, conflictFlags: [TICKET_SCANNED_TWICE] } : {}), ...(outside.length ? { outsideAdmissionWindow: outside } : {}) },
      userId: p.userId,
      stationId: who.stationId,
      createdAt: new Date(p.scannedAt),
    },
  ]);
  const data = { orderId: order.id, orderNumber: order.orderNumber };
  return duplicates.length > 0 ? { uuid: op.uuid, seq: op.seq, status: 'conflict', flags: [TICKET_SCANNED_TWICE], data } : { uuid: op.uuid, seq: op.seq, status: 'applied', data };
}

/** The tickets domain's part of the operation map. */
export const ticketOps: Pick<OpHandlers, 'ticket-scan'> = {
  'ticket-scan': oneByOne(applyTicketScan),
};

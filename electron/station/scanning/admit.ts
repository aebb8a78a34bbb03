import { randomUUID } from 'node:crypto';
import { arrivalAfterScans } from '@pos/shared/tickets/ticket-codes';
import type { TicketScanPayload } from '@pos/shared/sync/protocol';
import { nowIso, type StationContext } from '../context';
import { enqueue } from '../sync/outbox';
import { firstScanOf, isScanned } from './ticket-lookup';
import { ticketStore, type TicketOrderRecord, type TicketRecord } from './ticket-store';
import type { FirstScan, GateRefusal } from './types';

/** Orders in these states admit nobody: the gate is told the order's status instead. */
const NOT_ADMITTED = new Set(['Cancelled', 'Canceled', 'Deleted']);

export function admitsNobody(order: TicketOrderRecord): boolean {
  return NOT_ADMITTED.has(order.status);
}

export interface AdmitResult {
  admitted: boolean;
  firstScan: FirstScan | null;
  /** Every ticket asked was refunded (voided): nobody is admitted on it. */
  voided: boolean;
  /** Every ticket left to admit is outside its product's admission window now (issue 16). */
  window: GateRefusal | null;
}

/** Why a ticket does not admit now by its product's window (null: it admits). */
export type WindowCheck = (ticket: TicketRecord) => GateRefusal | null;

/**
 * Admits what a scanned code names (one ticket, or every ticket of an order not scanned yet) in ONE
 * transaction: a ticket_scans row per ticket admitted, the order's arrival (R-ORD-13) and ONE
 * 'ticket-scan' operation for the code scanned (per ticket when an order code admits only some). A ticket scanned before (here, or first elsewhere as
 * the server reported) is not admitted again: the answer says when and where it was first scanned.
 * The server keeps the first scan of a ticket; a later one from another station is flagged.
 */
export function admit(ctx: StationContext, userId: number, order: TicketOrderRecord, scannedCode: string, ticketCode: string | null, windowCheck: WindowCheck = () => null): AdmitResult {
  let result: AdmitResult = { admitted: false, firstScan: null, voided: false, window: null };
  ctx.db.$client.transaction(() => {
    // Read again inside the transaction: a scan at the same moment cannot admit the same ticket twice.
    const all = ticketStore.ticketsOf(ctx.db, order.orderUuid);
    const asked = ticketCode === null ? all : all.filter((t) => t.code === ticketCode);
    // A refunded ticket admits nobody (issue 15: the refund voided it).
    const valid = asked.filter((t) => t.voidedAt === null);
    const notScanned = valid.filter((t) => !isScanned(t));
    if (notScanned.length === 0) {
      result = { admitted: false, firstScan: earliest(ctx, valid), voided: asked.length > 0 && valid.length === 0, window: null };
      return;
    }
    // Issue 16: only the tickets inside their product's admission window now; none: the first one's reason.
    const refusals = notScanned.map((t) => windowCheck(t));
    const open = notScanned.filter((_, i) => refusals[i] === null);
    if (open.length === 0) {
      result = { admitted: false, firstScan: null, voided: false, window: refusals[0] ?? null };
      return;
    }
    const now = nowIso(ctx);
    // One op for the code scanned. An order code that admits only the tickets left (some were
    // scanned before) names each of them instead: the server admits every ticket an order code
    // names, and would take the earlier ones as scanned twice.
    const codes = ticketCode === null && open.length < all.length ? open.map((t) => [t.code, [t]] as const) : [[scannedCode, open] as const];
    for (const [code, tickets] of codes) {
      const payload: TicketScanPayload = { scanUuid: randomUUID(), ticketCode: code, orderUuid: order.orderUuid, userId, scannedAt: now };
      const op = enqueue(ctx.db, 'ticket-scan', payload, now);
      for (const t of tickets) ticketStore.writeScan(ctx.db, { scanUuid: payload.scanUuid, ticketCode: t.code, orderUuid: order.orderUuid, userId, scannedAt: now, opSeq: op.seq });
    }
    const live = all.filter((t) => t.voidedAt === null);
    const scanned = live.filter((t) => isScanned(t)).length + open.length;
    ticketStore.setArrival(ctx.db, order.orderUuid, arrivalAfterScans(live.length, scanned, order.arrivalConfirmation));
    result = { admitted: true, firstScan: null, voided: false, window: null };
  })();
  if (result.admitted) {
    ctx.sync.trigger();
    ctx.events.emit({ type: 'status' });
  }
  return result;
}

function earliest(ctx: StationContext, tickets: readonly TicketRecord[]): FirstScan | null {
  const scans = tickets.map((t) => firstScanOf(ctx.db, t)).filter((s): s is FirstScan => s !== null);
  return scans.sort((a, b) => Date.parse(a.at) - Date.parse(b.at))[0] ?? null;
}

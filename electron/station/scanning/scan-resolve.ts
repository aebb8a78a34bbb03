import { fieldError } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { parseScanCode } from '@pos/shared/tickets/ticket-codes';
import { currentCashier, requirePermission, type StationContext } from '../context';
import type { StationDb } from '../db/open';
import { admissionRefusal, windowOf } from '@pos/shared/tickets/admission-window';
import { providerTimeZone, stationToday } from '../catalogue/occurrences';
import { replica } from '../catalogue/replica';
import { couponSummary, findCouponByCode } from '../coupons/station-coupons';
import { admit, admitsNobody, type WindowCheck } from './admit';
import { firstScanOf, scannedOrder } from './ticket-lookup';
import { ticketStore, type TicketOrderRecord, type TicketRecord } from './ticket-store';
import type { GateRefusal, ScanArgs, ScanResult } from './types';
import { barcodeStore } from './barcode-store';

/** A ticket or order code: the order it names and the ticket (null: the whole order). */
function ticketTarget(db: StationDb, raw: string): { order: TicketOrderRecord; ticket: TicketRecord | null; scannedCode: string } | null {
  const parsed = parseScanCode(raw);
  if (parsed.kind === 'ticket') {
    const ticket = ticketStore.ticket(db, parsed.code);
    const order = ticket && ticketStore.order(db, ticket.orderUuid);
    return order ? { order, ticket, scannedCode: parsed.code } : null;
  }
  if (parsed.kind === 'order') {
    const order = ticketStore.order(db, parsed.orderUuid);
    return order ? { order, ticket: null, scannedCode: order.orderUuid } : null;
  }
  if (parsed.kind === 'order-number') {
    const order = ticketStore.orderByNumber(db, parsed.orderNumber);
    // The server knows the order by its uuid: the scan names the order, whatever was typed.
    return order ? { order, ticket: null, scannedCode: order.orderUuid } : null;
  }
  return null;
}

/**
 * The product's admission window (issue 16, @pos/shared/tickets/admission-window, the same rule as
 * the server's) at the station's clock, in the provider's time zone.
 */
function windowCheck(ctx: StationContext): WindowCheck {
  const now = ctx.clock();
  const timeZone = providerTimeZone(ctx);
  return (t) => {
    const refusal = admissionRefusal({ date: t.date, startTime: t.startTime }, windowOf(replica.product(ctx.db, t.productId)), now, timeZone);
    if (!refusal) return null;
    return refusal.reason === 'wrong-date' ? { code: 'wrong-date', date: refusal.date } : { code: refusal.reason, edge: { date: refusal.edge.date, time: refusal.edge.time.slice(0, 5) } };
  };
}

/**
 * What a scanned or typed code is, in this order: a ticket or order code (ticket code, order uuid,
 * order number), a coupon or sub-coupon code, a price-line barcode, a product barcode; else unknown.
 * With admit, a ticket (or every ticket of an order not scanned yet) is admitted (scanning/admit.ts);
 * a cancelled order admits nobody and is answered with its status.
 */
export function resolveScan(ctx: StationContext, args: ScanArgs): ScanResult {
  const user = currentCashier(ctx);
  requirePermission(user, Permission.Cashier);
  const code = typeof args?.code === 'string' ? args.code.trim() : '';
  if (!code || code.length > 200) throw fieldError('code', 'Scan or type a code.');
  const db = ctx.db;

  const target = ticketTarget(db, code);
  if (target) {
    const { order, ticket, scannedCode } = target;
    let admitted = false;
    let firstScan = null;
    let voided = ticket ? ticket.voidedAt !== null : false;
    let refusal: GateRefusal | null = null;
    if (args.admit && admitsNobody(order)) refusal = { code: 'cancelled', status: order.status };
    else if (args.admit) {
      let window: GateRefusal | null;
      ({ admitted, firstScan, voided, window } = admit(ctx, user.id, order, scannedCode, ticket?.code ?? null, windowCheck(ctx)));
      if (!admitted) refusal = voided ? { code: 'refunded' } : firstScan ? { code: 'already-admitted' } : window;
    } else if (ticket) firstScan = firstScanOf(db, ticket);
    const fresh = ticketStore.order(db, order.orderUuid) ?? order;
    return { kind: 'ticket', code: scannedCode, order: scannedOrder(db, fresh, ticketStore.ticketsOf(db, order.orderUuid)), ticketNo: ticket?.ticketNo ?? null, admitted, firstScan, voided, refusal };
  }

  const coupon = findCouponByCode(db, code);
  if (coupon) return { kind: 'coupon', code, coupon: couponSummary(db, coupon, stationToday(ctx)) };

  const line = barcodeStore.priceLine(db, code);
  if (line) return { kind: 'price-line', code, ...line };

  const productId = barcodeStore.productId(db, code);
  if (productId !== null) return { kind: 'product', code, productId };

  // Shaped as a ticket or order code, but not among this provider's tickets: another provider's ticket (or one not synced yet).
  const parsed = parseScanCode(code);
  return { kind: 'unknown', code, ticketLike: parsed.kind === 'ticket' || parsed.kind === 'order' };
}

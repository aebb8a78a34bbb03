import type Database from 'better-sqlite3';
import { fieldError } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { parseScanCode } from '@pos/shared/tickets/ticket-codes';
import { currentCashier, requirePermission, type StationContext } from '../context';
import type { StationDb } from '../db/open';
import { stationToday } from '../catalogue/occurrences';
import { couponSummary, findCouponByCode } from '../coupons/station-coupons';
import { admit, admitsNobody } from './admit';
import { firstScanOf, scannedOrder, ticketLookup, type TicketOrderRecord, type TicketRecord } from './ticket-lookup';
import type { ScanArgs, ScanResult } from './types';
import { preparedStatements } from '../db/prepared';

function statements(sqlite: Database.Database) {
  return {
    priceLine: sqlite.prepare<[string], { productId: number; customerTypeId: number; priceListId: number }>(
      'select product_id as productId, customer_type_id as customerTypeId, price_list_id as priceListId from price_line_barcodes where barcode = ? limit 1',
    ),
    product: sqlite.prepare<[string], { id: number }>('select id from products where barcode = ? limit 1'),
  };
}

const stmts = preparedStatements(statements);

/** A ticket or order code: the order it names and the ticket (null: the whole order). */
function ticketTarget(db: StationDb, raw: string): { order: TicketOrderRecord; ticket: TicketRecord | null; scannedCode: string } | null {
  const parsed = parseScanCode(raw);
  if (parsed.kind === 'ticket') {
    const ticket = ticketLookup.ticket(db, parsed.code);
    const order = ticket && ticketLookup.order(db, ticket.orderUuid);
    return order ? { order, ticket, scannedCode: parsed.code } : null;
  }
  if (parsed.kind === 'order') {
    const order = ticketLookup.order(db, parsed.orderUuid);
    return order ? { order, ticket: null, scannedCode: order.orderUuid } : null;
  }
  if (parsed.kind === 'order-number') {
    const order = ticketLookup.orderByNumber(db, parsed.orderNumber);
    // The server knows the order by its uuid: the scan names the order, whatever was typed.
    return order ? { order, ticket: null, scannedCode: order.orderUuid } : null;
  }
  return null;
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
    if (args.admit && !admitsNobody(order)) ({ admitted, firstScan } = admit(ctx, user.id, order, scannedCode, ticket?.code ?? null));
    else if (ticket) firstScan = firstScanOf(db, ticket);
    const fresh = ticketLookup.order(db, order.orderUuid) ?? order;
    return { kind: 'ticket', code: scannedCode, order: scannedOrder(db, fresh, ticketLookup.ticketsOf(db, order.orderUuid)), ticketNo: ticket?.ticketNo ?? null, admitted, firstScan };
  }

  const coupon = findCouponByCode(db, code);
  if (coupon) return { kind: 'coupon', code, coupon: couponSummary(db, coupon, stationToday(ctx)) };

  const line = stmts(db).priceLine.get(code);
  if (line) return { kind: 'price-line', code, ...line };

  const product = stmts(db).product.get(code);
  if (product) return { kind: 'product', code, productId: product.id };

  return { kind: 'unknown', code };
}

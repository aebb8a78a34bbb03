/**
 * The order's side of a refund (issue 15): what was paid goes down, the refunded lines give their
 * seats back (orders/ owns the seats), a whole refund cancels the order, and the events say so
 * (R-ORD-12). The documents domain writes the refund document and calls this in its transaction.
 */
import { releaseCouponsOfOrder } from '../coupons/redeem-coupon';
import { runNamed, type NamedStatement, type Tx } from '../../db/client';
import { columnList, rowFromDriver } from '../../db/sql-rows';
import { orders } from '../../db/schema';
import { holdsSeats } from './order-status';
import { OrderEvent, type OrderEventInput } from './order-events';
import { linesOf, updateOrder, type LineRow, type OrderRow } from './order-repo';
import { insertOrderEvents } from './pushed-sale-repo';
import { applySeatChanges, type SeatChange } from './seats-repo';

export interface RefundedLine {
  /** 1-based place of the line in the order (lines in the order they were written). */
  lineNo: number;
  quantity: number;
  amount: number;
}

export interface OrderRefund {
  providerId: number;
  orderId: number;
  amount: number;
  /** The lines refunded; empty with `whole` for the whole order. */
  lines: readonly RefundedLine[];
  whole: boolean;
  document: { id: number; docType: string; number: number };
  voidedTicketCodes: readonly string[];
  userId: number | null;
  stationId: number | null;
  createdAt?: Date;
  reason: string;
  /** The order's own cancel issues the refund: only the money and the events here (its seats and status are the cancel's). */
  moneyOnly?: boolean;
  /** The order already locked in this transaction, with its lines, when the caller read them (not read again). */
  locked?: { order: OrderRow; lines: LineRow[] };
}

/** The seats a refund gives back: the line's seats in proportion to the units refunded. */
export function seatsGivenBack(lines: readonly LineRow[], refunded: readonly RefundedLine[], whole: boolean): SeatChange[] {
  const out: SeatChange[] = [];
  const take = whole ? lines.map((l, i) => ({ lineNo: i + 1, quantity: l.quantity, amount: l.total })) : refunded;
  for (const r of take) {
    const line = lines[r.lineNo - 1];
    if (!line || line.slotId === null || line.seats === 0 || line.quantity === 0) continue;
    const seats = Math.min(line.seats, Math.round((line.seats * Math.min(r.quantity, line.quantity)) / line.quantity));
    if (seats > 0) out.push({ slotId: line.slotId, date: line.date, seats: -seats });
  }
  return out;
}

/** The order's lines in order (for checking a station's refunded lines). */
export async function orderLinesInOrder(tx: Tx, orderId: number): Promise<LineRow[]> {
  return linesOf(tx, orderId);
}

/**
 * Every office document and refund locks its order first: fixed text, named, so neither drizzle
 * nor Postgres builds it again per call (bench/FINDINGS.md, document-create sessions 6 and 7).
 * $1: the provider, $2: the order.
 */
const LOCK_ORDER: NamedStatement = {
  name: 'lock_order_by_id',
  text: `select ${columnList(orders)} from orders where provider_id = $1 and id = $2 for update`,
};

/** The provider's order locked, or undefined. */
export async function lockOrderForRefund(tx: Tx, providerId: number, orderId: number): Promise<OrderRow | undefined> {
  const [raw] = await runNamed<Record<string, unknown>>(tx, LOCK_ORDER, [providerId, orderId]);
  return raw ? rowFromDriver(orders, raw) : undefined;
}

/** Applies a standing refund to its order: paid, seats, a whole refund's cancel, events. Answers whether it cancelled the order. */
export async function applyRefundToOrder(tx: Tx, r: OrderRefund): Promise<boolean> {
  const order = r.locked?.order ?? (await lockOrderForRefund(tx, r.providerId, r.orderId));
  if (!order) return false;
  const lines = r.locked?.lines ?? (await linesOf(tx, order.id));
  const cancel = r.whole && order.status !== 'CN' && !r.moneyOnly;
  if (holdsSeats(order.status) && !r.moneyOnly) await applySeatChanges(tx, seatsGivenBack(lines, r.lines, r.whole));
  const freed = cancel ? await releaseCouponsOfOrder(tx, order.id) : [];
  await updateOrder(tx, order.id, { paid: Math.max(0, order.paid - r.amount), ...(cancel ? { status: 'CN' } : {}) });
  const events: OrderEventInput[] = [
    { type: OrderEvent.DocumentCreated, details: { docType: r.document.docType, number: r.document.number, documentId: r.document.id, total: r.amount } },
    { type: OrderEvent.Refunded, details: { amount: r.amount, documentId: r.document.id, number: r.document.number, lines: r.lines.map((l) => ({ ...l })), whole: r.whole, voidedTicketCodes: [...r.voidedTicketCodes], reason: r.reason } },
    ...(cancel ? [{ type: OrderEvent.Cancelled, details: { from: order.status, to: 'CN', byRefund: r.document.number, ...(freed.length ? { freedSubCoupons: freed } : {}) } }] : []),
  ];
  await insertOrderEvents(
    tx,
    events.map((e) => ({ orderId: order.id, type: e.type, details: e.details ?? {}, userId: r.userId, stationId: r.stationId, ...(r.createdAt ? { createdAt: r.createdAt } : {}) })),
  );
  return cancel;
}

/**
 * A second refund of an already refunded receipt (a station's, pushed after the office's): the
 * order is flagged for the office and the event names the kept document; nothing else changes.
 */
export async function flagRefundedTwice(tx: Tx, r: { providerId: number; orderId: number; document: { id: number; number: number }; amount: number; userId: number | null; stationId: number | null; flag: string }): Promise<void> {
  const order = await lockOrderForRefund(tx, r.providerId, r.orderId);
  if (!order) return;
  await updateOrder(tx, order.id, { conflictFlags: [...new Set([...order.conflictFlags, r.flag])] });
  await insertOrderEvents(tx, [
    { orderId: order.id, type: OrderEvent.DocumentCreated, details: { docType: 'refund', number: r.document.number, documentId: r.document.id, total: r.amount, contested: true, conflictFlags: [r.flag] }, userId: r.userId, stationId: r.stationId },
  ]);
}

/**
 * What a new document of the order writes to it, as CTEs for the documents domain's statement that
 * inserts the document (the CTE `d` there, with the document's id, doc_type, number and total):
 * the order has accounting documents (R-BC-5), a payment's amount is added to what was paid, and
 * the R-ORD-12 event names the document (written only when the provider's order was found). The
 * document and the order are told in one round trip (bench/FINDINGS.md, document-create session 6).
 * The CTEs are fixed text (session 7): `ctes(first)` numbers their parameters from $first, `params`
 * are their values in that order, `key` names the text for the statement's cache.
 */
export function orderDocumentWrites(r: { providerId: number; orderId: number; userId: number | null; stationId: number | null; paid?: number }): { key: string; ctes(first: number): string; params: unknown[] } {
  return { key: 'order_document', ctes: orderDocumentWritesText, params: [r.orderId, r.providerId, r.paid ?? 0, OrderEvent.DocumentCreated, r.userId, r.stationId] };
}

/** $first: the order, +1 its provider, +2 the amount paid (0: none), +3 the event's type, +4 the user, +5 the station. */
function orderDocumentWritesText(first: number): string {
  const $ = (i: number) => `$${first + i}`;
  return `marked as (update orders set has_accounting_docs = true, paid = paid + ${$(2)}::int, updated_at = now() where id = ${$(0)}::int and provider_id = ${$(1)}::int returning id),
      logged as (insert into order_events (order_id, type, details, user_id, station_id)
        select marked.id, ${$(3)}::text, jsonb_build_object('docType', d.doc_type, 'number', d.number, 'documentId', d.id, 'total', d.total), ${$(4)}::int, ${$(5)}::int from marked, d)`;
}

/** R-ORD-12: a change of one of the order's documents (a proforma cancelled). */
export async function insertOrderDocumentEvent(tx: Tx, orderId: number, userId: number | null, details: Record<string, unknown>): Promise<void> {
  await insertOrderEvents(tx, [{ orderId, type: OrderEvent.DocumentCreated, details, userId }]);
}

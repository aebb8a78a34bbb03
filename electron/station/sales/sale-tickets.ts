import type Database from 'better-sqlite3';
import { orderTickets, type OrderTicket } from '@pos/shared/tickets/ticket-codes';
import type { StationDb } from '../db/open';
import { replica } from '../catalogue/replica';
import { preparedStatements } from '../db/prepared';

/** Printing types that print tickets (R-PROD-16); order-summary products print none. */
export type TicketPrintingType = 'single-unit' | 'multiple-unit';

export interface PrintedTicket {
  code: string;
  productName: string;
  customerTypeName: string;
  date: string;
  startTime: string | null;
  quantity: number;
}

/**
 * What a ticket print job carries (print_jobs kind 'tickets'): the tickets of one order grouped by
 * printing type, the QR payload of each being its code. The print worker lays it out with
 * @pos/printers' buildSingleUnitTickets / buildMultipleUnitTickets.
 */
export interface TicketsDocument {
  docType: 'tickets';
  orderUuid: string;
  /** The server's order number when known; the receipt number stands in until then. */
  orderNumber: number | null;
  receiptNumber: number | null;
  issuedAt: string;
  userId: number;
  groups: { printingType: TicketPrintingType; tickets: PrintedTicket[] }[];
}

export interface SaleTicketLine {
  productId: number;
  customerTypeId: number;
  date: string;
  startTime: string | null;
  quantity: number;
}

function statements(sqlite: Database.Database) {
  return {
    ticket: sqlite.prepare(
      `insert into tickets (code, order_uuid, order_id, order_number, ticket_no, product_id, customer_type_id, date, start_time, quantity, source)
       values (@code, @orderUuid, null, null, @ticketNo, @productId, @customerTypeId, @date, @startTime, @quantity, 'sale') on conflict (code) do nothing`,
    ),
    order: sqlite.prepare(
      "insert into ticket_orders (order_uuid, order_id, order_number, status, arrival_confirmation, lead_name, source) values (?, null, null, ?, 'None', ?, 'sale') on conflict (order_uuid) do nothing",
    ),
    ofOrder: sqlite.prepare<[string], { code: string; productId: number; customerTypeId: number; date: string; startTime: string | null; quantity: number }>(
      'select code, product_id as productId, customer_type_id as customerTypeId, date, start_time as startTime, quantity from tickets where order_uuid = ? order by ticket_no',
    ),
    printJob: sqlite.prepare<[string, string, string], { id: number }>("insert into print_jobs (kind, ref_uuid, status, payload, created_at) values ('tickets', ?, 'pending', ?, ?) returning id"),
  };
}

const stmts = preparedStatements(statements);

const printingTypeOf = (db: StationDb, productId: number): string => replica.product(db, productId)?.printingType ?? 'single-unit';

/**
 * The admission codes of a sale (shared orderTickets with each product's printing type), written
 * with the order it belongs to (ticket_orders, source 'sale') so a gate or this window can scan
 * them at once, offline. Call inside the sale's transaction.
 */
export function writeSaleTickets(db: StationDb, order: { uuid: string; status: string; leadName: string }, lines: readonly SaleTicketLine[]): OrderTicket[] {
  const s = stmts(db);
  const tickets = orderTickets(order.uuid, lines.map((l) => ({ ...l, printingType: printingTypeOf(db, l.productId) })));
  s.order.run(order.uuid.toLowerCase(), order.status, order.leadName);
  for (const t of tickets) s.ticket.run({ ...t, orderUuid: order.uuid.toLowerCase() });
  return tickets;
}

/** The tickets of an order as they print, grouped by printing type; order-summary products are left out. */
export function ticketGroups(db: StationDb, orderUuid: string): TicketsDocument['groups'] {
  const groups = new Map<TicketPrintingType, PrintedTicket[]>();
  for (const t of stmts(db).ofOrder.all(orderUuid.toLowerCase())) {
    const type = printingTypeOf(db, t.productId);
    if (type !== 'single-unit' && type !== 'multiple-unit') continue;
    const printed: PrintedTicket = {
      code: t.code,
      productName: replica.product(db, t.productId)?.name ?? '',
      customerTypeName: replica.customerType(db, t.customerTypeId)?.name ?? '',
      date: t.date,
      startTime: t.startTime,
      quantity: t.quantity,
    };
    groups.set(type, [...(groups.get(type) ?? []), printed]);
  }
  return [...groups].map(([printingType, tickets]) => ({ printingType, tickets }));
}

/**
 * Queues the order's ticket print job after its receipt (the same print_jobs queue, printed like
 * the receipt). Null when nothing of the order prints tickets. Call inside the sale's transaction.
 */
export function queueTicketPrint(db: StationDb, doc: Omit<TicketsDocument, 'docType' | 'groups'>): number | null {
  const groups = ticketGroups(db, doc.orderUuid);
  if (groups.length === 0) return null;
  const payload: TicketsDocument = { docType: 'tickets', ...doc, groups };
  return stmts(db).printJob.get(doc.orderUuid, JSON.stringify(payload), doc.issuedAt)!.id;
}

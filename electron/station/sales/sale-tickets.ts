import { orderTickets, type OrderTicket } from '@pos/shared/tickets/ticket-codes';
import type { StationDb } from '../db/open';
import { replica } from '../catalogue/replica';
import { customerTypeNameHere, productNameHere } from '../catalogue/names-here';
import { queuePrintJob } from '../printing/print-job-store';
import { ticketStore } from '../scanning/ticket-store';
import { partnerCodeStore } from './partner-code-store';

/** Printing types that print tickets (R-PROD-16); order-summary products print none. */
export type TicketPrintingType = 'single-unit' | 'multiple-unit';

export interface PrintedTicket {
  code: string;
  productName: string;
  customerTypeName: string;
  date: string;
  startTime: string | null;
  quantity: number;
  /** Issue 23: the partner code taken for this ticket at the sale, printed under the quantity. */
  externalCode?: string;
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

const printingTypeOf = (db: StationDb, productId: number): string => replica.product(db, productId)?.printingType ?? 'single-unit';

/**
 * The admission codes of a sale (shared orderTickets with each product's printing type), written
 * with the order it belongs to (ticket_orders, source 'sale') so a gate or this window can scan
 * them at once, offline. Call inside the sale's transaction.
 */
export function writeSaleTickets(db: StationDb, order: { uuid: string; status: string; leadName: string }, lines: readonly SaleTicketLine[]): OrderTicket[] {
  const tickets = orderTickets(order.uuid, lines.map((l) => ({ ...l, printingType: printingTypeOf(db, l.productId) })));
  ticketStore.writeSaleTickets(db, order, tickets);
  return tickets;
}

/** The tickets of an order as they print, grouped by printing type; order-summary products are left out. */
export function ticketGroups(db: StationDb, orderUuid: string): TicketsDocument['groups'] {
  const groups = new Map<TicketPrintingType, PrintedTicket[]>();
  for (const t of ticketStore.printableTicketsOf(db, orderUuid)) {
    const type = printingTypeOf(db, t.productId);
    if (type !== 'single-unit' && type !== 'multiple-unit') continue;
    const printed: PrintedTicket = {
      code: t.code,
      productName: productNameHere(db, t.productId),
      customerTypeName: customerTypeNameHere(db, t.customerTypeId),
      date: t.date,
      startTime: t.startTime,
      quantity: t.quantity,
    };
    const externalCode = partnerCodeStore.codeOf(db, t.code);
    if (externalCode) printed.externalCode = externalCode;
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
  return queuePrintJob(db, 'tickets', doc.orderUuid, payload, doc.issuedAt);
}

import type Database from 'better-sqlite3';
import type { OrderTicket } from '@pos/shared/tickets/ticket-codes';
import type { StationDb } from '../db/open';
import { preparedStatements } from '../db/prepared';

/**
 * The station's tickets, their orders and the scans admitted here (tickets, ticket_orders,
 * ticket_scans; the tickets stream also writes the first two, sync/ticket-apply.ts). A scan and a
 * sale are hot paths: every statement is prepared once per database.
 */

/** A ticket as the station holds it, with its first scan here (ticket_scans) and as the server knows it. */
export interface TicketRecord {
  code: string;
  orderUuid: string;
  ticketNo: number;
  productId: number;
  customerTypeId: number;
  date: string;
  startTime: string | null;
  quantity: number;
  serverScannedAt: string | null;
  serverScannedStationId: number | null;
  localScannedAt: string | null;
  /** A refund here gave this ticket's money back: it admits nobody. */
  voidedAt: string | null;
}

export interface TicketOrderRecord {
  orderUuid: string;
  orderId: number | null;
  orderNumber: number | null;
  status: string;
  arrivalConfirmation: string;
  leadName: string;
}

const TICKET_COLUMNS = `t.code, t.order_uuid as orderUuid, t.ticket_no as ticketNo, t.product_id as productId, t.customer_type_id as customerTypeId, t.date,
  t.start_time as startTime, t.quantity, t.server_scanned_at as serverScannedAt, t.server_scanned_station_id as serverScannedStationId, t.voided_at as voidedAt,
  (select min(s.scanned_at) from ticket_scans s where s.ticket_code = t.code) as localScannedAt`;
const ORDER_COLUMNS = 'order_uuid as orderUuid, order_id as orderId, order_number as orderNumber, status, arrival_confirmation as arrivalConfirmation, lead_name as leadName';

function statements(sqlite: Database.Database) {
  return {
    ticket: sqlite.prepare<[string], TicketRecord>(`select ${TICKET_COLUMNS} from tickets t where t.code = ?`),
    ticketsOf: sqlite.prepare<[string], TicketRecord>(`select ${TICKET_COLUMNS} from tickets t where t.order_uuid = ? order by t.ticket_no`),
    order: sqlite.prepare<[string], TicketOrderRecord>(`select ${ORDER_COLUMNS} from ticket_orders where order_uuid = ?`),
    orderByNumber: sqlite.prepare<[number], TicketOrderRecord>(`select ${ORDER_COLUMNS} from ticket_orders where order_number = ? limit 1`),
    reserved: sqlite.prepare<[number], { id: number }>('select id from reserved_orders where id = ?'),
    printed: sqlite.prepare<[string], PrintableTicket>(
      'select code, product_id as productId, customer_type_id as customerTypeId, date, start_time as startTime, quantity from tickets where order_uuid = ? order by ticket_no',
    ),
    saleTicket: sqlite.prepare(
      `insert into tickets (code, order_uuid, order_id, order_number, ticket_no, product_id, customer_type_id, date, start_time, quantity, source)
       values (@code, @orderUuid, null, null, @ticketNo, @productId, @customerTypeId, @date, @startTime, @quantity, 'sale') on conflict (code) do nothing`,
    ),
    saleOrder: sqlite.prepare<[string, string, string]>(
      "insert into ticket_orders (order_uuid, order_id, order_number, status, arrival_confirmation, lead_name, source) values (?, null, null, ?, 'None', ?, 'sale') on conflict (order_uuid) do nothing",
    ),
    scan: sqlite.prepare<[string, string, string, number, string, number]>('insert into ticket_scans (scan_uuid, ticket_code, order_uuid, user_id, scanned_at, op_seq) values (?, ?, ?, ?, ?, ?)'),
    arrival: sqlite.prepare<[string, string]>('update ticket_orders set arrival_confirmation = ? where order_uuid = ?'),
  };
}

const stmts = preparedStatements(statements);

/** What a ticket prints (without its scans): read by every sale to queue its tickets' print job. */
export type PrintableTicket = Pick<TicketRecord, 'code' | 'productId' | 'customerTypeId' | 'date' | 'startTime' | 'quantity'>;

export const ticketStore = {
  ticket: (db: StationDb, code: string): TicketRecord | null => stmts(db).ticket.get(code) ?? null,
  ticketsOf: (db: StationDb, orderUuid: string): TicketRecord[] => stmts(db).ticketsOf.all(orderUuid),
  order: (db: StationDb, orderUuid: string): TicketOrderRecord | null => stmts(db).order.get(orderUuid) ?? null,
  orderByNumber: (db: StationDb, orderNumber: number): TicketOrderRecord | null => stmts(db).orderByNumber.get(orderNumber) ?? null,
  /** Whether the order is one of this station's reserved orders (payable here). */
  isReservedHere: (db: StationDb, orderId: number): boolean => stmts(db).reserved.get(orderId) !== undefined,
  printableTicketsOf: (db: StationDb, orderUuid: string): PrintableTicket[] => stmts(db).printed.all(orderUuid.toLowerCase()),

  /** A sale's order and tickets (source 'sale'), scannable at once. Call inside the sale's transaction. */
  writeSaleTickets(db: StationDb, order: { uuid: string; status: string; leadName: string }, tickets: readonly OrderTicket[]): void {
    const s = stmts(db);
    const orderUuid = order.uuid.toLowerCase();
    s.saleOrder.run(orderUuid, order.status, order.leadName);
    for (const t of tickets) s.saleTicket.run({ ...t, orderUuid });
  },

  /** A ticket admitted here, with the operation that tells the server. Call inside the scan's transaction. */
  writeScan(db: StationDb, scan: { scanUuid: string; ticketCode: string; orderUuid: string; userId: number; scannedAt: string; opSeq: number }): void {
    stmts(db).scan.run(scan.scanUuid, scan.ticketCode, scan.orderUuid, scan.userId, scan.scannedAt, scan.opSeq);
  },

  setArrival(db: StationDb, orderUuid: string, arrival: string): void {
    stmts(db).arrival.run(arrival, orderUuid);
  },
};

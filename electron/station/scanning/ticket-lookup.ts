import type Database from 'better-sqlite3';
import type { StationDb } from '../db/open';
import { replica } from '../catalogue/replica';
import type { FirstScan, ScannedOrder } from './types';
import { preparedStatements } from '../db/prepared';

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
  t.start_time as startTime, t.quantity, t.server_scanned_at as serverScannedAt, t.server_scanned_station_id as serverScannedStationId,
  (select min(s.scanned_at) from ticket_scans s where s.ticket_code = t.code) as localScannedAt`;
const ORDER_COLUMNS = 'order_uuid as orderUuid, order_id as orderId, order_number as orderNumber, status, arrival_confirmation as arrivalConfirmation, lead_name as leadName';

function statements(sqlite: Database.Database) {
  return {
    ticket: sqlite.prepare<[string], TicketRecord>(`select ${TICKET_COLUMNS} from tickets t where t.code = ?`),
    ticketsOf: sqlite.prepare<[string], TicketRecord>(`select ${TICKET_COLUMNS} from tickets t where t.order_uuid = ? order by t.ticket_no`),
    order: sqlite.prepare<[string], TicketOrderRecord>(`select ${ORDER_COLUMNS} from ticket_orders where order_uuid = ?`),
    orderByNumber: sqlite.prepare<[number], TicketOrderRecord>(`select ${ORDER_COLUMNS} from ticket_orders where order_number = ? limit 1`),
    reserved: sqlite.prepare<[number], { id: number }>('select id from reserved_orders where id = ?'),
  };
}

export const ticketStatements = preparedStatements(statements);

export const ticketLookup = {
  ticket: (db: StationDb, code: string): TicketRecord | null => ticketStatements(db).ticket.get(code) ?? null,
  ticketsOf: (db: StationDb, orderUuid: string): TicketRecord[] => ticketStatements(db).ticketsOf.all(orderUuid),
  order: (db: StationDb, orderUuid: string): TicketOrderRecord | null => ticketStatements(db).order.get(orderUuid) ?? null,
  orderByNumber: (db: StationDb, orderNumber: number): TicketOrderRecord | null => ticketStatements(db).orderByNumber.get(orderNumber) ?? null,
};

export const isScanned = (t: TicketRecord): boolean => t.localScannedAt !== null || t.serverScannedAt !== null;

/**
 * When and where a ticket was first scanned: the earlier of this station's scan and the one the
 * server reported (its station named when it is this one; other stations' names are not replicated).
 */
export function firstScanOf(db: StationDb, t: TicketRecord): FirstScan | null {
  const station = replica.station(db);
  const server = t.serverScannedAt !== null ? { at: t.serverScannedAt, here: station !== null && t.serverScannedStationId === station.id } : null;
  const local = t.localScannedAt !== null ? { at: t.localScannedAt, here: true } : null;
  const first = server && local ? (Date.parse(server.at) <= Date.parse(local.at) ? server : local) : (server ?? local);
  if (!first) return null;
  return { at: first.at, stationName: first.here ? (station?.name ?? null) : null, here: first.here };
}

/** The order a scan found, with every ticket and whether it has been scanned. */
export function scannedOrder(db: StationDb, order: TicketOrderRecord, tickets: readonly TicketRecord[]): ScannedOrder {
  const reservedOrderId = order.orderId !== null && ticketStatements(db).reserved.get(order.orderId) ? order.orderId : null;
  return {
    orderUuid: order.orderUuid,
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    status: order.status,
    arrivalConfirmation: order.arrivalConfirmation,
    leadName: order.leadName,
    tickets: tickets.map((t) => ({
      code: t.code,
      ticketNo: t.ticketNo,
      productName: replica.product(db, t.productId)?.name ?? '',
      customerTypeName: replica.customerType(db, t.customerTypeId)?.name ?? '',
      date: t.date,
      startTime: t.startTime,
      quantity: t.quantity,
      scanned: isScanned(t),
    })),
    reservedOrderId,
  };
}

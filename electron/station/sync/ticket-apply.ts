import type Database from 'better-sqlite3';
import { addDays } from '@pos/shared/calendar/index';
import type { TicketOrderRow } from '@pos/shared/sync/streams';

/**
 * The tickets stream in the station's tables: an order and its admission codes (ticket_orders,
 * tickets). An order this station sold itself (source 'sale', written with the sale) is the same
 * order: the server's id, number, status and first scans are filled in, nothing is duplicated.
 * A cancelled order comes as a row with status CN (the server streams it while stations keep its
 * tickets): it stays, marked Cancelled, so a scan says so. A ticket the server reports refunded
 * (voided by a refund in the office or at another window) is marked voided: the gate refuses it as
 * refunded. An order the server stops streaming while its tickets are still current was cancelled
 * too (a server from before cancelled rows): marked Cancelled; an older one is removed.
 */
export function ticketAppliers(sqlite: Database.Database) {
  const s = {
    orderUpsert: sqlite.prepare(
      `insert into ticket_orders (order_uuid, order_id, order_number, status, arrival_confirmation, lead_name, source) values (@uuid, @id, @orderNumber, @status, @arrivalConfirmation, @leadName, 'server')
       on conflict (order_uuid) do update set order_id = excluded.order_id, order_number = excluded.order_number, status = excluded.status,
         arrival_confirmation = excluded.arrival_confirmation, lead_name = case when excluded.lead_name <> '' then excluded.lead_name else ticket_orders.lead_name end`,
    ),
    ticketUpsert: sqlite.prepare(
      `insert into tickets (code, order_uuid, order_id, order_number, ticket_no, product_id, customer_type_id, date, start_time, quantity, source, server_scanned_at, server_scanned_station_id, voided_at)
       values (@code, @orderUuid, @orderId, @orderNumber, @ticketNo, @productId, @customerTypeId, @date, @startTime, @quantity, 'server', @scannedAt, @scannedStationId, @voidedAt)
       on conflict (code) do update set order_uuid = excluded.order_uuid, order_id = excluded.order_id, order_number = excluded.order_number, ticket_no = excluded.ticket_no,
         product_id = excluded.product_id, customer_type_id = excluded.customer_type_id, date = excluded.date, start_time = excluded.start_time, quantity = excluded.quantity,
         server_scanned_at = excluded.server_scanned_at, server_scanned_station_id = excluded.server_scanned_station_id, voided_at = coalesce(tickets.voided_at, excluded.voided_at)`,
    ),
    dropOtherServerTickets: sqlite.prepare<[string, string]>("delete from tickets where order_uuid = ? and source = 'server' and code not in (select value from json_each(?))"),
    orderOfId: sqlite.prepare<[number], { uuid: string; lastDate: string | null }>(
      'select o.order_uuid as uuid, (select max(date) from tickets t where t.order_uuid = o.order_uuid) as lastDate from ticket_orders o where o.order_id = ?',
    ),
    cancel: sqlite.prepare<[string]>("update ticket_orders set status = 'Cancelled' where order_uuid = ?"),
    dropTickets: sqlite.prepare<[string]>('delete from tickets where order_uuid = ?'),
    dropOrder: sqlite.prepare<[string]>('delete from ticket_orders where order_uuid = ?'),
    pruneTickets: sqlite.prepare<[string]>('delete from tickets where date < ?'),
    pruneOrders: sqlite.prepare('delete from ticket_orders where not exists (select 1 from tickets t where t.order_uuid = ticket_orders.order_uuid)'),
  };
  let today: string | null = null;
  let appliedAt: string | null = null;
  return {
    /** The provider's date of the answer being applied (decides cancelled versus old). */
    setToday(date: string, at?: string): void {
      today = date;
      appliedAt = at ?? null;
    },
    upsert(row: TicketOrderRow): void {
      const uuid = row.uuid.toLowerCase();
      const status = row.status === 'CN' ? 'Cancelled' : row.status;
      s.orderUpsert.run({ uuid, id: row.id, orderNumber: row.orderNumber, status, arrivalConfirmation: row.arrivalConfirmation, leadName: row.leadName ?? '' });
      const voidedAt = appliedAt ?? new Date().toISOString();
      for (const t of row.tickets) {
        const { voided, ...ticket } = t;
        s.ticketUpsert.run({
          ...ticket,
          code: t.code.toLowerCase(),
          orderUuid: uuid,
          orderId: row.id,
          orderNumber: row.orderNumber,
          startTime: t.startTime ?? null,
          scannedAt: t.scannedAt ?? null,
          scannedStationId: t.scannedStationId ?? null,
          voidedAt: voided ? voidedAt : null,
        });
      }
      s.dropOtherServerTickets.run(uuid, JSON.stringify(row.tickets.map((t) => t.code.toLowerCase())));
    },
    remove(orderId: number): void {
      const order = s.orderOfId.get(orderId);
      if (!order) return;
      const current = today !== null && order.lastDate !== null && order.lastDate >= addDays(today, -1);
      if (current) s.cancel.run(order.uuid);
      else {
        s.dropTickets.run(order.uuid);
        s.dropOrder.run(order.uuid);
      }
    },
    /** Tickets dated before `before` (and orders left without tickets) are no longer scanned. */
    prune(before: string): void {
      if (s.pruneTickets.run(before).changes > 0) s.pruneOrders.run();
    },
  };
}

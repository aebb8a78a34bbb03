import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { addDays } from '@pos/shared/calendar/index';
import { TICKETS_KEPT_DAYS, type TicketOrderRow } from '@pos/shared/sync/streams';
import { orders } from '../../db/schema';
import { providerToday } from '../coupons/coupon-repo';
import { anyOf } from '../../db/sql-rows';
import { byId, ids, type Loader } from './stream-loader';
import { firstScansOf, ticketsOfOrders } from '../tickets/ticket-repo';
import { voidedTicketCodesOfOrders } from '../documents/document-repo';

/** Orders whose tickets a gate may scan. */
export const SCANNABLE_STATUSES = ['OK', 'RQ'];
/** A cancelled order: streamed while stations keep its tickets, so they mark it cancelled. */
const CANCELLED = 'CN';

export const leadNameOf = (c: { firstName?: string; lastName?: string }) => [c.firstName, c.lastName].filter((n) => n?.trim()).join(' ');

/**
 * Orders a gate or window may scan, with their tickets (refunded ones marked voided) and the first
 * scan of each: confirmed or on request, with a line dated from yesterday on in the provider's time
 * zone. A cancelled order is streamed as cancelled while stations still keep its tickets (a line
 * within TICKETS_KEPT_DAYS), so the gate refuses them as cancelled rather than unknown; an order
 * whose every line is older is removed from stations when it changes.
 */
export const ticketOrder: Loader<'tickets'> = async (db, who, keys) => {
  const today = await providerToday(db, who.providerId);
  const from = addDays(today, -1);
  const keptFrom = addDays(today, -TICKETS_KEPT_DAYS);
  const rows = await db
    .select({ id: orders.id, uuid: orders.uuid, orderNumber: orders.orderNumber, status: orders.status, arrivalConfirmation: orders.arrivalConfirmation, leadCustomer: orders.leadCustomer, stationId: orders.stationId })
    .from(orders)
    .where(
      and(
        anyOf(orders.id, ids(keys)),
        eq(orders.providerId, who.providerId),
        or(
          and(inArray(orders.status, SCANNABLE_STATUSES), sql`exists (select 1 from order_lines l where l.order_id = ${orders.id} and l.date >= ${from}::date)`),
          and(eq(orders.status, CANCELLED), sql`exists (select 1 from order_lines l where l.order_id = ${orders.id} and l.date >= ${keptFrom}::date)`),
        ),
      ),
    );
  if (rows.length === 0) return new Map();
  const tickets = await ticketsOfOrders(db, rows);
  const voided = await voidedTicketCodesOfOrders(
    db,
    who.providerId,
    rows.map((o) => o.id),
  );
  const scans = await firstScansOf(
    db,
    who.providerId,
    rows.map((o) => o.id),
  );
  return byId(
    rows.map(
      (o): TicketOrderRow => ({
        id: o.id,
        uuid: o.uuid,
        orderNumber: o.orderNumber,
        status: o.status,
        arrivalConfirmation: o.arrivalConfirmation,
        leadName: leadNameOf(o.leadCustomer),
        stationId: o.stationId,
        tickets: (tickets.get(o.id) ?? []).map((t) => {
          const scan = scans.get(t.code);
          return {
            code: t.code,
            ticketNo: t.ticketNo,
            productId: t.productId,
            customerTypeId: t.customerTypeId,
            date: t.date,
            startTime: t.startTime,
            quantity: t.quantity,
            scannedAt: scan ? scan.scannedAt.toISOString() : null,
            scannedStationId: scan ? scan.stationId : null,
            ...(voided.get(o.id)?.has(t.code.toLowerCase()) ? { voided: true } : {}),
          };
        }),
      }),
    ),
  );
};

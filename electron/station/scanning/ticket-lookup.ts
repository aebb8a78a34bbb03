import type { StationDb } from '../db/open';
import { replica } from '../catalogue/replica';
import { customerTypeNameHere, productNameHere } from '../catalogue/names-here';
import type { FirstScan, ScannedOrder } from './types';
import { ticketStore, type TicketOrderRecord, type TicketRecord } from './ticket-store';

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
  const reservedOrderId = order.orderId !== null && ticketStore.isReservedHere(db, order.orderId) ? order.orderId : null;
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
      productName: productNameHere(db, t.productId),
      customerTypeName: customerTypeNameHere(db, t.customerTypeId),
      date: t.date,
      startTime: t.startTime,
      quantity: t.quantity,
      scanned: isScanned(t),
      voided: t.voidedAt !== null,
    })),
    reservedOrderId,
  };
}

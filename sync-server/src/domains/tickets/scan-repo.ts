import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ticketScans } from '../../db/schema';
import { queryRows } from '../../db/sql-rows';

export interface ScanInsert {
  providerId: number;
  orderId: number;
  ticketCode: string;
  stationId: number;
  userId: number;
  scannedAt: Date;
  scanUuid: string;
}

/**
 * Records a scan of a ticket: the first scan of its code (the unique index on first scans decides
 * between concurrent pushes), or else a duplicate pointing at the first. Answers the first scan's
 * id when this one is a duplicate, null when it is the first.
 */
export async function recordScan(tx: Tx, scan: ScanInsert): Promise<number | null> {
  const inserted = await queryRows<{ id: number }>(tx, sql`
    insert into ticket_scans (provider_id, order_id, ticket_code, station_id, user_id, scanned_at, scan_uuid)
    values (${scan.providerId}, ${scan.orderId}, ${scan.ticketCode}, ${scan.stationId}, ${scan.userId}, ${scan.scannedAt.toISOString()}::timestamptz, ${scan.scanUuid}::uuid)
    on conflict (provider_id, ticket_code) where duplicate_of is null do nothing
    returning id`);
  if (inserted.length > 0) return null;
  const [first] = await tx
    .select({ id: ticketScans.id })
    .from(ticketScans)
    .where(and(eq(ticketScans.providerId, scan.providerId), eq(ticketScans.ticketCode, scan.ticketCode), sql`${ticketScans.duplicateOf} is null`));
  await tx.insert(ticketScans).values({ ...scan, duplicateOf: first!.id });
  return first!.id;
}

/** How many of the order's tickets have been scanned (first scans). */
export async function scannedTicketCount(tx: Tx, providerId: number, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(ticketScans)
    .where(and(eq(ticketScans.providerId, providerId), eq(ticketScans.orderId, orderId), sql`${ticketScans.duplicateOf} is null`));
  return row?.n ?? 0;
}

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ExternalCodeRow } from '@pos/shared/sync/streams';
import type { Db, Tx } from '../../db/client';
import { externalCodes } from '../../db/schema';
import { queryRows } from '../../db/sql-rows';

/**
 * How many unused partner codes a paired station holds per product with imported codes (issue 23):
 * enough for a few sales offline; every pull tops the stock up (like its receipt number blocks,
 * docs/decisions/receipt-number-blocks.md), and the push of a sale marks its codes used.
 */
export const STATION_CODES_PER_PRODUCT = 10;

/**
 * Tops up the station's stock of each of the provider's products to `perProduct` unused codes, taking
 * codes nobody holds (station_id null) in id order. The free codes are locked with SKIP LOCKED, so two
 * stations pulling at once, or the server printing an e-ticket meanwhile, never get the same code.
 * One statement; the index external_codes_unused (product, station, id) makes it a few index probes per
 * product. The allotted rows reach the station through the external-codes stream.
 */
export async function allotStationCodes(db: Db | Tx, who: { providerId: number; stationId: number }, perProduct = STATION_CODES_PER_PRODUCT): Promise<number> {
  const rows = await queryRows<{ id: number }>(db, sql`
    update external_codes e set station_id = ${who.stationId}, allotted_at = now()
    from (
      select f.id from products p
      cross join lateral (
        select greatest(0, ${perProduct} - (select count(*) from external_codes h where h.product_id = p.id and h.station_id = ${who.stationId} and h.used_at is null))::int as need
      ) n
      cross join lateral (
        select x.id from external_codes x
        where x.product_id = p.id and x.station_id is null and x.used_at is null
        order by x.id limit n.need
        for update of x skip locked
      ) f
      where p.provider_id = ${who.providerId} and p.deleted_at is null and n.need > 0
    ) pick
    where e.id = pick.id and e.provider_id = ${who.providerId}
    returning e.id`);
  return rows.length;
}

/** The external-codes stream: the station's own unused codes (a used or taken-back code is a deletion). */
export async function stationCodeRows(db: Tx, who: { providerId: number; stationId: number }, ids: number[]): Promise<Map<string, ExternalCodeRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: externalCodes.id, productId: externalCodes.productId, code: externalCodes.code })
    .from(externalCodes)
    .where(and(inArray(externalCodes.id, ids), eq(externalCodes.providerId, who.providerId), eq(externalCodes.stationId, who.stationId), isNull(externalCodes.usedAt)));
  return new Map(rows.map((r) => [String(r.id), r]));
}

/** Per product, the station each unused code is allotted to (the back office's External codes tab). */
export async function allotmentsOf(db: Tx, productId: number): Promise<{ stationId: number; unused: number }[]> {
  return queryRows<{ stationId: number; unused: number }>(db, sql`
    select station_id as "stationId", count(*)::int as unused from external_codes
    where product_id = ${productId} and station_id is not null and used_at is null group by station_id order by station_id`);
}

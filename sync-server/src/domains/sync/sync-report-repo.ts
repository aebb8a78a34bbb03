import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { stationSyncReports } from '../../db/schema';
import type { StationCaller } from './station-auth';

/**
 * A push or pull the station made: when, the outbox size and its sync interval it reported (issue
 * 18). A call without a size or an interval (an older station, a login's quick refresh) keeps the
 * last one it gave.
 */
export async function recordSyncReport(db: Tx, station: StationCaller, outboxSize: number | undefined, syncIntervalMs?: number): Promise<void> {
  await db
    .insert(stationSyncReports)
    .values({ stationId: station.stationId, providerId: station.providerId, outboxSize: outboxSize ?? null, syncIntervalMs: syncIntervalMs ?? null, lastSyncAt: sql`now()` })
    .onConflictDoUpdate({
      target: stationSyncReports.stationId,
      set: { lastSyncAt: sql`now()`, ...(outboxSize === undefined ? {} : { outboxSize }), ...(syncIntervalMs === undefined ? {} : { syncIntervalMs }) },
    });
}

import { desc, inArray } from 'drizzle-orm';
import type { StationDb } from '../db/open';
import { outbox } from '../db/schema';

/**
 * What the POS sync screen reads of the outbox (sync/outbox.ts writes it): a cold path, a Drizzle
 * query (docs/decisions/station-sql.md).
 */
export interface OutboxRow {
  seq: number;
  type: string;
  status: string;
  stationClock: string;
  ackedAt: string | null;
  result: string | null;
}

/** The outbox, newest first; only the statuses given (null: every status). */
export function outboxRows(db: StationDb, statuses: readonly string[] | null, limit: number): OutboxRow[] {
  return db
    .select({ seq: outbox.seq, type: outbox.type, status: outbox.status, stationClock: outbox.stationClock, ackedAt: outbox.ackedAt, result: outbox.result })
    .from(outbox)
    .where(statuses ? inArray(outbox.status, [...statuses]) : undefined)
    .orderBy(desc(outbox.seq))
    .limit(limit)
    .all();
}

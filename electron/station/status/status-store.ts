import type Database from 'better-sqlite3';
import type { StationDb } from '../db/open';
import { preparedStatements } from '../db/prepared';

/**
 * What the POS sync screen reads of the outbox (sync/outbox.ts writes it). Prepared once: the same
 * read through Drizzle's query builder measured 1.5 times slower (docs/decisions/station-sql.md).
 */
export interface OutboxRow {
  seq: number;
  type: string;
  status: string;
  stationClock: string;
  ackedAt: string | null;
  result: string | null;
}

const stmts = preparedStatements((sqlite: Database.Database) => ({
  rows: sqlite.prepare<[number | null, string, number], OutboxRow>(
    `select seq, type, status, station_clock as stationClock, acked_at as ackedAt, result from outbox
     where (? is null or status in (select value from json_each(?))) order by seq desc limit ?`,
  ),
}));

/** The outbox, newest first; only the statuses given (null: every status). */
export function outboxRows(db: StationDb, statuses: readonly string[] | null, limit: number): OutboxRow[] {
  return stmts(db).rows.all(statuses ? 1 : null, JSON.stringify(statuses ?? []), limit);
}

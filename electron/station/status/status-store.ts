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
  busiestDay: sqlite.prepare<[string], { n: number | null }>(
    `select max(n) as n from (select count(*) as n from receipts where doc_type = 'receipt' and issued_at >= ? group by substr(issued_at, 1, 10))`,
  ),
  since: sqlite.prepare<[string], { n: number }>(`select count(*) as n from receipts where doc_type = 'receipt' and issued_at >= ?`),
  rows: sqlite.prepare<[number | null, string, number], OutboxRow>(
    `select seq, type, status, station_clock as stationClock, acked_at as ackedAt, result from outbox
     where (? is null or status in (select value from json_each(?))) order by seq desc limit ?`,
  ),
}));

/** The outbox, newest first; only the statuses given (null: every status). */
export function outboxRows(db: StationDb, statuses: readonly string[] | null, limit: number): OutboxRow[] {
  return stmts(db).rows.all(statuses ? 1 : null, JSON.stringify(statuses ?? []), limit);
}

/** Days of the station's own history that size a day's need of receipt numbers. */
export const HISTORY_DAYS = 30;

/** Receipts of the station's busiest day over the last HISTORY_DAYS and of today so far (UTC days). */
export function receiptDays(db: StationDb, now: Date): { busiest: number; today: number } {
  const today = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10);
  const s = stmts(db);
  return { busiest: s.busiestDay.get(from)?.n ?? 0, today: s.since.get(today)?.n ?? 0 };
}

import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { StreamName } from '@pos/shared/sync/streams';
import { queryRows } from '../../db/sql-rows';

/** pg_advisory lock key of the sequencer ("SYNC"). */
const SEQUENCER_LOCK = 0x53594e43;

/**
 * Numbers committed changes: moves the keys committed so far from change_queue into change_log
 * with fresh numbers from change_seq, one key once. Runs under a transaction-scoped advisory lock,
 * so sequencer runs never overlap and every number handed out is larger than any a station has
 * seen; keys of transactions still running stay queued for the next run. It waits for a run of
 * another process rather than skip: when it returns, every change committed before it was called
 * has its number (a push's changes are numbered before the push answers).
 */
export async function sequenceChanges(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEQUENCER_LOCK})`);
    // A new statement in READ COMMITTED: its snapshot sees every transaction committed before the lock was taken.
    const moved = await queryRows<{ seq: string }>(tx, sql`
      with queued as (delete from change_queue returning id, provider_id, stream, key, station_id),
      latest as (select distinct on (stream, key) stream, key, provider_id, station_id from queued order by stream, key, id desc)
      insert into change_log (stream, key, seq, provider_id, station_id)
      select stream, key, nextval('change_seq'), provider_id, station_id from latest
      on conflict (stream, key) do update set seq = excluded.seq, provider_id = excluded.provider_id, station_id = excluded.station_id
      returning seq`);
    return moved.length;
  });
}

export interface LoggedChange {
  stream: StreamName;
  key: string;
  seq: number;
}

/**
 * Changes after each stream's checkpoint, the streams in the given order and each oldest first, at
 * most `limit` in all: one statement of one index range per stream (each capped at `limit`), so a
 * page costs the same at the start of a first pull of 100,000 rows as at its end.
 */
export async function changesAfter(db: Tx, q: { providerId: number; stationId: number; streams: { stream: StreamName; after: number }[]; limit: number }): Promise<LoggedChange[]> {
  if (q.streams.length === 0) return [];
  const parts = q.streams.map(
    (s, ord) => sql`(select ${ord}::int as ord, stream, key, seq from change_log
      where provider_id = ${q.providerId} and stream = ${s.stream} and seq > ${s.after} and (station_id is null or station_id = ${q.stationId})
      order by seq limit ${q.limit})`,
  );
  const rows = await queryRows<{ stream: StreamName; key: string; seq: string }>(db, sql`select * from (${sql.join(parts, sql` union all `)}) as c order by ord, seq limit ${q.limit}`);
  return rows.map((r) => ({ stream: r.stream, key: r.key, seq: Number(r.seq) }));
}

/** How many changes wait after the given checkpoints, all streams together (for a progress bar). */
export async function countChangesAfter(db: Tx, q: { providerId: number; stationId: number; checkpoints: { stream: StreamName; after: number }[] }): Promise<number> {
  if (q.checkpoints.length === 0) return 0;
  const values = sql.join(
    q.checkpoints.map((c) => sql`(${c.stream}::text, ${c.after}::bigint)`),
    sql`, `,
  );
  const [row] = await queryRows<{ n: string }>(db, sql`
    select count(*) as n from change_log c join (values ${values}) as v(stream, after) on c.stream = v.stream and c.seq > v.after
    where c.provider_id = ${q.providerId} and (c.station_id is null or c.station_id = ${q.stationId})`);
  return Number(row?.n ?? 0);
}

/**
 * Whether a station has anything new to pull after `after` (the highest checkpoint it holds): a
 * change numbered after it in any stream, or changes committed but not numbered yet (the next pull
 * numbers them). Every number handed out is larger than any a station has seen, so after a full
 * pull one checkpoint is enough. One index probe per stream: cheap enough to ask every few seconds.
 */
export async function changesWaiting(db: Db, q: { providerId: number; stationId: number; streams: readonly StreamName[]; after: number }): Promise<boolean> {
  const logged = q.streams.map(
    (stream) => sql`exists (select 1 from change_log where provider_id = ${q.providerId} and stream = ${stream} and seq > ${q.after} and (station_id is null or station_id = ${q.stationId}))`,
  );
  const [row] = await queryRows<{ waiting: boolean }>(
    db,
    sql`select (${sql.join(logged, sql` or `)} or exists (select 1 from change_queue where provider_id = ${q.providerId} and (station_id is null or station_id = ${q.stationId}))) as waiting`,
  );
  return row?.waiting === true;
}

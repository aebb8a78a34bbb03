import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { loginAttempts } from '../../db/schema';

export interface AttemptKey {
  kind: string;
  key: string;
}

/**
 * The counters among `keys` whose window (opened by their first counted attempt) is still running,
 * with the seconds left in it.
 */
export async function runningCounters(db: Tx, keys: readonly AttemptKey[], windowSeconds: number) {
  if (keys.length === 0) return [];
  const windowEnd = sql`${loginAttempts.windowStart} + make_interval(secs => ${windowSeconds})`;
  return db
    .select({
      kind: loginAttempts.kind,
      key: loginAttempts.key,
      failures: loginAttempts.failures,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${windowEnd} - now())))::int`,
    })
    .from(loginAttempts)
    .where(and(or(...keys.map((k) => and(eq(loginAttempts.kind, k.kind), eq(loginAttempts.key, k.key)))), sql`${windowEnd} > now()`));
}

/** Counts one attempt against each key; a key whose window has passed starts a new window. */
export async function countAttempt(db: Tx, keys: readonly AttemptKey[], windowSeconds: number): Promise<void> {
  if (keys.length === 0) return;
  const expired = sql`${loginAttempts.windowStart} + make_interval(secs => ${windowSeconds}) <= now()`;
  await db
    .insert(loginAttempts)
    .values(keys.map((k) => ({ kind: k.kind, key: k.key, failures: 1 })))
    .onConflictDoUpdate({
      target: [loginAttempts.kind, loginAttempts.key],
      set: {
        failures: sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${loginAttempts.windowStart} end`,
      },
    });
}

export async function clearAttempts(db: Tx, key: AttemptKey): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.kind, key.kind), eq(loginAttempts.key, key.key)));
}

/** A counter and its rule: at most `max` attempts per window; a `progressive` counter then lets one more through after a doubling delay. */
export interface AttemptLimit extends AttemptKey {
  max: number;
  windowSeconds: number;
  progressive?: boolean;
}

/**
 * When the counter's next attempt is allowed again, as SQL over the stored row: a plain counter
 * when its window ends; a progressive one 2^(failures + 1 - max) seconds after its window opened.
 */
function reopensAt(limit: AttemptLimit): SQL {
  const windowEnd = sql`${loginAttempts.windowStart} + make_interval(secs => ${limit.windowSeconds}::double precision)`;
  if (!limit.progressive) return windowEnd;
  return sql`least(${windowEnd}, ${loginAttempts.windowStart} + make_interval(secs => power(2, ${loginAttempts.failures} + 1 - ${limit.max}::int)::double precision))`;
}

function allowedNow(limit: AttemptLimit): SQL {
  const rowIs = sql`${loginAttempts.kind} = ${limit.kind} and ${loginAttempts.key} = ${limit.key}`;
  return sql`(${rowIs} and (${loginAttempts.failures} < ${limit.max}::int or ${reopensAt(limit)} <= now()))`;
}

/**
 * Reserves one attempt against every limit in ONE statement, before the secret is verified: each
 * counter whose limit still allows an attempt is incremented (a counter whose window has passed
 * starts again at 1); a counter at its limit is left as it is and not returned. Row locks make
 * a burst of parallel attempts queue here, so no more than the limit ever get past. Returns the
 * limits that refused (empty: the attempt is reserved). Run it in a transaction and roll back when
 * any refused, so a refused attempt counts nowhere.
 */
export async function reserveAttempt(db: Tx, limits: readonly AttemptLimit[]): Promise<AttemptLimit[]> {
  if (limits.length === 0) return [];
  const values = sql.join(
    limits.map((l) => sql`(${l.kind}, ${l.key}, 1, now())`),
    sql`, `,
  );
  const expired = sql.join(
    limits.map((l) => sql`(${loginAttempts.kind} = ${l.kind} and ${loginAttempts.key} = ${l.key} and ${loginAttempts.windowStart} + make_interval(secs => ${l.windowSeconds}::double precision) <= now())`),
    sql` or `,
  );
  const allowed = sql.join(limits.map(allowedNow), sql` or `);
  const result = await db.execute(sql`insert into login_attempts as ${loginAttempts} (kind, key, failures, window_start) values ${values}
    on conflict (kind, key) do update set
      failures = case when ${expired} then 1 else ${loginAttempts.failures} + 1 end,
      window_start = case when ${expired} then now() else ${loginAttempts.windowStart} end
    where ${expired} or ${allowed}
    returning kind, key`);
  const counted = new Set(((result as { rows: { kind: string; key: string }[] }).rows).map((r) => `${r.kind}|${r.key}`));
  return limits.filter((l) => !counted.has(`${l.kind}|${l.key}`));
}

/** Seconds until every one of these counters allows an attempt again (at least 1). */
export async function secondsUntilAllowed(db: Tx, limits: readonly AttemptLimit[]): Promise<number> {
  let seconds = 1;
  for (const limit of limits) {
    const [row] = await db
      .select({ left: sql<number>`ceil(extract(epoch from ${reopensAt(limit)} - now()))::int` })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.kind, limit.kind), eq(loginAttempts.key, limit.key)));
    seconds = Math.max(seconds, row?.left ?? 1);
  }
  return seconds;
}

/** Gives back one reserved attempt (a login that succeeded is no failure of its address). */
export async function releaseAttempt(db: Tx, key: AttemptKey): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
    .where(and(eq(loginAttempts.kind, key.kind), eq(loginAttempts.key, key.key)));
}

import { and, eq, or, sql } from 'drizzle-orm';
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

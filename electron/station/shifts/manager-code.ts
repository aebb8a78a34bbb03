import { AppError } from '@pos/shared/errors';
import type { StationContext } from '../context';
import type { StationDb } from '../db/open';
import { replica } from '../catalogue/replica';

export const MANAGER_CODE_MAX_TRIES = 5;
export const MANAGER_CODE_LOCK_MS = 5 * 60_000;

const locked = (lockedUntil: string) => new AppError('too-many', 'manager-code-locked', 'Too many wrong manager codes: try again in a few minutes.', { extra: { lockedUntil } });

/**
 * Reserves one attempt before anything is verified: a synchronous SQLite transaction counts it as a
 * failure up front (a right code clears it), so a burst of checks cannot all pass the lock while
 * their verifies are still running. Answers the attempt's number (1..MAX), or the lock's end.
 */
function reserveAttempt(ctx: StationContext, now: Date): { attempt: number } | { lockedUntil: string } {
  const db = ctx.db.$client;
  return db.transaction(() => {
    db.prepare('insert into manager_code_lock (id, failures, locked_until) values (1, 0, null) on conflict (id) do nothing').run();
    const row = db.prepare('select failures, locked_until as lockedUntil from manager_code_lock where id = 1').get() as { failures: number; lockedUntil: string | null };
    if (row.lockedUntil && new Date(row.lockedUntil) > now) return { lockedUntil: row.lockedUntil };
    if (row.failures >= MANAGER_CODE_MAX_TRIES) {
      // Every try of this round is taken: lock (a burst that outran the serial queue lands here).
      const lockedUntil = new Date(now.getTime() + MANAGER_CODE_LOCK_MS).toISOString();
      db.prepare('update manager_code_lock set failures = 0, locked_until = ? where id = 1').run(lockedUntil);
      return { lockedUntil };
    }
    db.prepare('update manager_code_lock set failures = failures + 1, locked_until = null where id = 1').run();
    return { attempt: row.failures + 1 };
  })();
}

function settle(ctx: StationContext, values: { failures: number; lockedUntil: string | null }): void {
  ctx.db.$client.prepare('update manager_code_lock set failures = ?, locked_until = ? where id = 1').run(values.failures, values.lockedUntil);
}

/** One manager-code check at a time per station: each waits for the one before it. */
const queues = new WeakMap<StationDb, Promise<unknown>>();

function oneAtATime<T>(db: StationDb, check: () => Promise<T>): Promise<T> {
  const previous = queues.get(db) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(check);
  queues.set(db, next.catch(() => undefined));
  return next;
}

/**
 * R-CASH-2: checks the manager code against the provider's argon2 hash (replicated; never plain).
 * Five wrong codes in a row lock the check for five minutes, kept in the database so a restart does
 * not reset it. The attempt is reserved before the verify and checks run one at a time, so even 50
 * parallel guesses verify at most five codes.
 */
export function checkManagerCode(ctx: StationContext, code: string): Promise<void> {
  return oneAtATime(ctx.db, () => check(ctx, code));
}

async function check(ctx: StationContext, code: string): Promise<void> {
  const now = ctx.clock();
  const hash = replica.provider(ctx.db)?.managerCodeHash;
  if (!hash) throw new AppError('unprocessable', 'manager-code-not-set', 'No manager code is set in the provider settings.');
  const reserved = reserveAttempt(ctx, now);
  if ('lockedUntil' in reserved) throw locked(reserved.lockedUntil);
  if (await ctx.verifySecret(hash, code)) {
    settle(ctx, { failures: 0, lockedUntil: null });
    return;
  }
  if (reserved.attempt >= MANAGER_CODE_MAX_TRIES) {
    const lockedUntil = new Date(now.getTime() + MANAGER_CODE_LOCK_MS).toISOString();
    settle(ctx, { failures: 0, lockedUntil });
    throw locked(lockedUntil);
  }
  throw new AppError('unprocessable', 'incorrect-manager-code', 'Incorrect manager code.', { extra: { triesLeft: MANAGER_CODE_MAX_TRIES - reserved.attempt } });
}

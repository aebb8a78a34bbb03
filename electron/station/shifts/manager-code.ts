import { AppError } from '@pos/shared/errors';
import type { StationContext } from '../context';
import { replica } from '../catalogue/replica';

export const MANAGER_CODE_MAX_TRIES = 5;
export const MANAGER_CODE_LOCK_MS = 5 * 60_000;

interface LockRow {
  failures: number;
  lockedUntil: string | null;
}

function lockRow(ctx: StationContext): LockRow {
  return (ctx.db.$client.prepare('select failures, locked_until as lockedUntil from manager_code_lock where id = 1').get() as LockRow | undefined) ?? { failures: 0, lockedUntil: null };
}

function saveLock(ctx: StationContext, row: LockRow): void {
  ctx.db.$client
    .prepare('insert into manager_code_lock (id, failures, locked_until) values (1, ?, ?) on conflict (id) do update set failures = excluded.failures, locked_until = excluded.locked_until')
    .run(row.failures, row.lockedUntil);
}

/**
 * R-CASH-2: checks the manager code against the provider's argon2 hash (replicated; never plain).
 * Five wrong codes in a row lock the check for five minutes, kept in the database so a restart does
 * not reset it.
 */
export async function checkManagerCode(ctx: StationContext, code: string): Promise<void> {
  const now = ctx.clock();
  const lock = lockRow(ctx);
  if (lock.lockedUntil && new Date(lock.lockedUntil) > now) {
    throw new AppError('too-many', 'manager-code-locked', 'Too many wrong manager codes: try again in a few minutes.', { extra: { lockedUntil: lock.lockedUntil } });
  }
  const hash = replica.provider(ctx.db)?.managerCodeHash;
  if (!hash) throw new AppError('unprocessable', 'manager-code-not-set', 'No manager code is set in the provider settings.');
  if (await ctx.verifySecret(hash, code)) {
    saveLock(ctx, { failures: 0, lockedUntil: null });
    return;
  }
  const failures = lock.failures + 1;
  if (failures >= MANAGER_CODE_MAX_TRIES) {
    const lockedUntil = new Date(now.getTime() + MANAGER_CODE_LOCK_MS).toISOString();
    saveLock(ctx, { failures: 0, lockedUntil });
    throw new AppError('too-many', 'manager-code-locked', 'Too many wrong manager codes: try again in a few minutes.', { extra: { lockedUntil } });
  }
  saveLock(ctx, { failures, lockedUntil: null });
  throw new AppError('unprocessable', 'incorrect-manager-code', 'Incorrect manager code.', { extra: { triesLeft: MANAGER_CODE_MAX_TRIES - failures } });
}

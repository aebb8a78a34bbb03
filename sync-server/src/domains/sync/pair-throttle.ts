import { AppError } from '@pos/shared/errors';
import type { Tx } from '../../db/client';
import { countAttempt, runningCounters } from '../session/login-attempts-repo';

/**
 * Guessing pairing codes (POST /sync/pair): wrong codes are counted per client address in Postgres
 * (login_attempts, like the login throttle, so every server process sees them). Once an address
 * holds PAIR_LIMIT wrong codes within the window, pairing from it is refused with 429 until the
 * window passes.
 */
export const PAIR_LIMIT = 10;
export const PAIR_WINDOW_SECONDS = 15 * 60;
const keyOf = (address: string) => ({ kind: 'pair-address', key: address });

export async function assertPairingAllowed(db: Tx, address: string): Promise<void> {
  const [counter] = await runningCounters(db, [keyOf(address)], PAIR_WINDOW_SECONDS);
  if (!counter || counter.failures < PAIR_LIMIT) return;
  const minutes = Math.ceil(counter.secondsLeft / 60);
  throw new AppError('too-many', 'pairing-attempts-exceeded', `Too many wrong pairing codes from this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    extra: { retryAfterSeconds: counter.secondsLeft },
  });
}

export function countWrongPairing(db: Tx, address: string): Promise<void> {
  return countAttempt(db, [keyOf(address)], PAIR_WINDOW_SECONDS);
}

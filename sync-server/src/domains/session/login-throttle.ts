import { AppError } from '@pos/shared/errors';
import type { Db } from '../../db/client';
import { addressKey } from '../../security/client-address';
import { clearAttempts, releaseAttempt, reserveAttempt, secondsUntilAllowed, type AttemptLimit } from './login-attempts-repo';

/**
 * Brute-force protection for logins and password-reset requests, counted in Postgres
 * (login_attempts) so every server process sees the same counters. An attempt is RESERVED against
 * its counters before the password is verified (one statement, row-locked), so a burst of parallel
 * guesses cannot all pass a check that none of them has counted yet. A counter's window opens at its
 * first attempt; once a counter holds its limit, attempts are refused with 429 until it allows one.
 * Addresses are keyed by addressKey (an IPv6 /64 is one address).
 */
export const WINDOW_SECONDS = 15 * 60;
/** The per-account counter's window: its progressive delay grows across an hour. */
export const ACCOUNT_WINDOW_SECONDS = 60 * 60;

/**
 * Failed logins: 5 for one username from one address, 20 from one address whatever the username;
 * per account from anywhere, 10 free, then each further attempt waits twice as long as the one
 * before (2 s, 4 s, 8 s ... counted from the window's start): guessing from many addresses gets
 * about 20 tries an hour, and the account's owner is kept out only as long as the delay.
 */
export const LOGIN_LIMITS = { userAtAddress: 5, address: 20, accountFree: 10 } as const;

/** Password-reset requests (each sends an e-mail): 5 per e-mail address, 10 per client address. */
export const RESET_REQUEST_LIMITS = { email: 5, address: 10 } as const;

const normalName = (username: string) => username.trim().toLowerCase();

/** The username-at-address key is per address so nobody can lock a user out from elsewhere; the account key only delays. */
export function loginLimits(username: string, address: string): AttemptLimit[] {
  const at = addressKey(address);
  return [
    { kind: 'login-user', key: `${normalName(username)}|${at}`, max: LOGIN_LIMITS.userAtAddress, windowSeconds: WINDOW_SECONDS },
    { kind: 'login-address', key: at, max: LOGIN_LIMITS.address, windowSeconds: WINDOW_SECONDS },
    { kind: 'login-account', key: normalName(username), max: LOGIN_LIMITS.accountFree, windowSeconds: ACCOUNT_WINDOW_SECONDS, progressive: true },
  ];
}

export function resetRequestLimits(email: string, address: string): AttemptLimit[] {
  return [
    { kind: 'reset-email', key: email.trim().toLowerCase(), max: RESET_REQUEST_LIMITS.email, windowSeconds: WINDOW_SECONDS },
    { kind: 'reset-address', key: addressKey(address), max: RESET_REQUEST_LIMITS.address, windowSeconds: WINDOW_SECONDS },
  ];
}

/**
 * Reserves one attempt against every limit, or refuses with 429 (code, retryAfterSeconds) and
 * counts nothing when any limit is reached.
 */
export async function reserveOrRefuse(db: Db, limits: readonly AttemptLimit[], code: string, message: string): Promise<void> {
  await db.transaction(async (tx) => {
    const refusedBy = await reserveAttempt(tx, limits);
    if (refusedBy.length === 0) return;
    const retryAfterSeconds = await secondsUntilAllowed(tx, refusedBy);
    // Thrown inside the transaction: the other counters' increments roll back with it.
    throw new AppError('too-many', code, message, { extra: { retryAfterSeconds } });
  });
}

/**
 * A successful login: that username's failures from that address and on the account are
 * forgotten, and the address gets its reserved attempt back (it was no failure).
 */
export async function loginSucceeded(db: Db, username: string, address: string): Promise<void> {
  const [userAtAddress, atAddress, account] = loginLimits(username, address);
  await db.transaction(async (tx) => {
    await clearAttempts(tx, userAtAddress!);
    await clearAttempts(tx, account!);
    await releaseAttempt(tx, atAddress!);
  });
}

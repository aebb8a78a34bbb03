import { AppError } from '@pos/shared/errors';
import type { Tx } from '../../db/client';
import { clearAttempts, countAttempt, runningCounters, type AttemptKey } from './login-attempts-repo';

/**
 * Brute-force protection for logins and password-reset requests, counted in Postgres
 * (login_attempts) so every server process sees the same counters. A counter's window opens at
 * its first counted attempt and lasts WINDOW_SECONDS; once a counter holds its limit, further
 * attempts are refused with 429 until the window passes.
 */
export const WINDOW_SECONDS = 15 * 60;

interface Limit extends AttemptKey {
  max: number;
}

/** Failed logins: 5 for one username from one address, 20 from one address whatever the username. */
export const LOGIN_LIMITS = { userAtAddress: 5, address: 20 } as const;

/** Password-reset requests (each sends an e-mail): 5 per e-mail address, 10 per client address. */
export const RESET_REQUEST_LIMITS = { email: 5, address: 10 } as const;

/** The username key is per address so nobody can lock a user out from elsewhere. */
export function loginLimits(username: string, address: string): Limit[] {
  return [
    { kind: 'login-user', key: `${username.trim().toLowerCase()}|${address}`, max: LOGIN_LIMITS.userAtAddress },
    { kind: 'login-address', key: address, max: LOGIN_LIMITS.address },
  ];
}

export function resetRequestLimits(email: string, address: string): Limit[] {
  return [
    { kind: 'reset-email', key: email.trim().toLowerCase(), max: RESET_REQUEST_LIMITS.email },
    { kind: 'reset-address', key: address, max: RESET_REQUEST_LIMITS.address },
  ];
}

/** 429 when any of the limits is reached. */
export async function assertBelowLimits(db: Tx, limits: readonly Limit[], code: string, message: string): Promise<void> {
  const counters = await runningCounters(db, limits, WINDOW_SECONDS);
  const reached = counters.filter((c) => c.failures >= limits.find((l) => l.kind === c.kind && l.key === c.key)!.max);
  if (reached.length === 0) return;
  const retryAfterSeconds = Math.max(...reached.map((c) => c.secondsLeft));
  throw new AppError('too-many', code, message, { extra: { retryAfterSeconds } });
}

export function countAgainst(db: Tx, limits: readonly Limit[]): Promise<void> {
  return countAttempt(db, limits, WINDOW_SECONDS);
}

/** A successful login forgets that username's failures from that address. */
export function forgetLoginFailures(db: Tx, username: string, address: string): Promise<void> {
  return clearAttempts(db, loginLimits(username, address)[0]!);
}

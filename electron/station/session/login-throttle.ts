import { AppError } from '@pos/shared/errors';
import type { StationDb } from '../db/open';

export const LOGIN_MAX_TRIES = 5;
export const LOGIN_LOCK_MS = 5 * 60_000;

interface Tries {
  failures: number;
  lockedUntil: number;
}

/**
 * The station's cashier login throttle: per user name, five wrong passwords in a row lock that name
 * for five minutes. The attempt is counted before the password is verified (and cleared by a right
 * one), and the verifies of one station run one at a time, so a burst of guesses cannot outrun it.
 * Kept in memory: the process's restart is not in the hands of a web page, and the replica's hashes
 * are argon2id.
 */
export class LoginThrottle {
  private readonly tries = new Map<string, Tries>();
  private queue: Promise<unknown> = Promise.resolve();

  /** Runs one login check after the ones before it. */
  oneAtATime<T>(check: () => Promise<T>): Promise<T> {
    const next = this.queue.catch(() => undefined).then(check);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Counts the attempt before the verify; throws while the name is locked. */
  reserve(username: string, now: number): void {
    const key = username.trim().toLowerCase();
    const entry = this.tries.get(key) ?? { failures: 0, lockedUntil: 0 };
    if (entry.lockedUntil > now) throw lockedOut(entry.lockedUntil);
    entry.failures += 1;
    if (entry.failures > LOGIN_MAX_TRIES) {
      entry.failures = 0;
      entry.lockedUntil = now + LOGIN_LOCK_MS;
      this.tries.set(key, entry);
      throw lockedOut(entry.lockedUntil);
    }
    this.tries.set(key, entry);
  }

  /** A wrong password: at the fifth in a row the name is locked. */
  failed(username: string, now: number): void {
    const key = username.trim().toLowerCase();
    const entry = this.tries.get(key);
    if (entry && entry.failures >= LOGIN_MAX_TRIES) {
      this.tries.set(key, { failures: 0, lockedUntil: now + LOGIN_LOCK_MS });
    }
  }

  succeeded(username: string): void {
    this.tries.delete(username.trim().toLowerCase());
  }
}

function lockedOut(until: number): AppError {
  return new AppError('too-many', 'login-locked', 'Too many wrong passwords: try again in a few minutes.', { extra: { lockedUntil: new Date(until).toISOString() } });
}

const throttles = new WeakMap<StationDb, LoginThrottle>();

/** The throttle of one station (its database). */
export function loginThrottle(db: StationDb): LoginThrottle {
  let throttle = throttles.get(db);
  if (!throttle) throttles.set(db, (throttle = new LoginThrottle()));
  return throttle;
}

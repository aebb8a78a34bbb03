import { lt, or, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts, passwordResets, sessions } from '../../db/schema';
import { ACCOUNT_WINDOW_SECONDS, WINDOW_SECONDS } from './login-throttle';

/**
 * No attempt counter lives longer than this: a row whose window opened before it counts nothing.
 * (Pairing's counters, domains/sync/pair-throttle.ts, have a 15-minute window: shorter.)
 */
const LONGEST_WINDOW_SECONDS = Math.max(WINDOW_SECONDS, ACCOUNT_WINDOW_SECONDS);

export interface Purged {
  sessions: number;
  loginAttempts: number;
  passwordResets: number;
}

/**
 * Deletes what can no longer be used (issue 14): expired sessions, attempt counters whose window
 * has passed (logins, reset requests, pairing), and password-reset links that expired or were used.
 * Scheduled on the job queue; it is safe to run at any time and on several instances at once.
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<Purged> {
  const gone = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.tokenHash });
  const counters = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.windowStart, sql`${now.toISOString()}::timestamptz - make_interval(secs => ${LONGEST_WINDOW_SECONDS})`))
    .returning({ kind: loginAttempts.kind });
  const resets = await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.tokenHash });
  return { sessions: gone.length, loginAttempts: counters.length, passwordResets: resets.length };
}

import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { profiles, providers, sessions, users } from '../../db/schema';
import { newToken, sha256 } from '../../security/secrets';
import type { Actor } from '../../http/types';

export const SESSION_COOKIE = 'pos_sid';
const HOUR = 3600_000;
export const SESSION_TTL_MS = 12 * HOUR;
export const REMEMBER_ME_TTL_MS = 30 * 24 * HOUR;

export async function createSession(db: Db, user: { id: number; providerId: number }, rememberMe: boolean): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + (rememberMe ? REMEMBER_ME_TTL_MS : SESSION_TTL_MS));
  await db.insert(sessions).values({ tokenHash: sha256(token), userId: user.id, providerId: user.providerId, expiresAt });
  return { token, expiresAt };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

export async function deleteUserSessions(db: Tx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * The caller behind a session token, or null when the session is unknown or expired, or the user
 * was deactivated, lost their profile, or their provider is inactive.
 */
export async function loadActor(db: Db, token: string): Promise<Actor | null> {
  const rows = await db
    .select({
      userId: users.id,
      providerId: users.providerId,
      username: users.username,
      language: users.language,
      permissions: profiles.permissions,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .innerJoin(providers, eq(providers.id, users.providerId))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, sql`now()`), eq(users.active, true), eq(providers.active, true), eq(profiles.active, true)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { userId: row.userId, providerId: row.providerId, username: row.username, language: row.language, permissions: new Set(row.permissions) };
}

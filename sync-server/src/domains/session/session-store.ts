import { eq } from 'drizzle-orm';
import { runNamed, type Db, type NamedStatement, type Tx } from '../../db/client';
import { sessions } from '../../db/schema';
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

interface ActorRow {
  expiresAt: Date;
  userId: number;
  providerId: number;
  username: string;
  language: string;
  permissions: number[];
  maxDiscountPercent: number | null;
  allowedPriceTypeIds: number[] | null;
  allowedProductIds: number[] | null;
  allowedClientTypeIds: number[] | null;
}

/** Runs on every request: fixed text, named so Postgres parses it once per connection. $1: the token's hash. */
const LOAD_ACTOR: NamedStatement = {
  name: 'load_actor',
  text: `select s.expires_at as "expiresAt", u.id as "userId", u.provider_id as "providerId", u.username, u.language, array_to_json(p.permissions) as permissions,
        u.max_discount_percent as "maxDiscountPercent", u.allowed_price_type_ids as "allowedPriceTypeIds",
        u.allowed_product_ids as "allowedProductIds", u.allowed_client_type_ids as "allowedClientTypeIds"
      from sessions s
      join users u on u.id = s.user_id
      join profiles p on p.id = u.profile_id
      join providers pr on pr.id = u.provider_id
      where s.token_hash = $1 and s.expires_at > now() and u.active and pr.active and p.active
      limit 1`,
};

/**
 * The caller behind a session token's hash, with when the session ends, or null when the session is
 * unknown or expired, or the user was deactivated, lost their profile, or their provider is
 * inactive. Requests ask domains/session/actor-cache.ts, which remembers the answers.
 */
export async function loadActorByHash(db: Db, tokenHash: string): Promise<{ actor: Actor; expiresAt: number } | null> {
  const rows = await runNamed<ActorRow>(db, LOAD_ACTOR, [tokenHash]);
  const row = rows[0];
  if (!row) return null;
  const { maxDiscountPercent, allowedPriceTypeIds, allowedProductIds, allowedClientTypeIds } = row;
  return {
    expiresAt: new Date(row.expiresAt).getTime(),
    actor: {
      userId: row.userId,
      providerId: row.providerId,
      username: row.username,
      language: row.language,
      permissions: new Set(row.permissions),
      cashierLimits: { maxDiscountPercent, allowedPriceTypeIds, allowedProductIds, allowedClientTypeIds },
    },
  };
}

import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { profiles, providers, users } from '../../db/schema';

/** The user a login names (usernames are unique platform-wide, case-insensitively), with what decides whether they may log in. */
export async function findLoginUser(db: Tx, username: string) {
  const [row] = await db
    .select({
      id: users.id,
      providerId: users.providerId,
      username: users.username,
      passwordHash: users.passwordHash,
      language: users.language,
      active: users.active,
      profileId: users.profileId,
      profileActive: profiles.active,
      providerActive: providers.active,
    })
    .from(users)
    .innerJoin(providers, eq(providers.id, users.providerId))
    .leftJoin(profiles, eq(profiles.id, users.profileId))
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** The active user with this e-mail address (compared case-insensitively), for a password reset. */
export async function findActiveUserByEmail(db: Tx, email: string) {
  const [row] = await db
    .select({ id: users.id, providerId: users.providerId, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), eq(users.active, true)))
    .limit(1);
  return row ?? null;
}

export async function setUserLanguage(db: Tx, userId: number, language: string): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function setUserPasswordHash(db: Tx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

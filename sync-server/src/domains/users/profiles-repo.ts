import { and, asc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { containsPattern } from './like';

const profileColumns = {
  id: profiles.id,
  name: profiles.name,
  permissions: profiles.permissions,
  active: profiles.active,
  // Qualified by hand: inside a sub-select Drizzle leaves column names unqualified.
  usersCount: sql<number>`(select count(*) from ${users} as u where u.${sql.identifier(users.profileId.name)} = ${profiles}.${sql.identifier(profiles.id.name)})::int`,
};

/** The provider's profiles, those whose name contains the keyword when one is given. */
export function listProfiles(db: Tx, providerId: number, keyword?: string) {
  const where: SQL[] = [eq(profiles.providerId, providerId)];
  if (keyword?.trim()) where.push(ilike(profiles.name, containsPattern(keyword.trim())));
  return db
    .select(profileColumns)
    .from(profiles)
    .where(and(...where))
    .orderBy(asc(sql`lower(${profiles.name})`));
}

/** A profile of the provider, or null (another provider's profile is not found either). */
export async function findProfile(db: Tx, providerId: number, id: number) {
  const [row] = await db
    .select(profileColumns)
    .from(profiles)
    .where(and(eq(profiles.providerId, providerId), eq(profiles.id, id)));
  return row ?? null;
}

/** Serialises saves of profiles of one provider, so the name check cannot race. */
export async function lockProviderProfiles(tx: Tx, providerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`profiles:${providerId}`}))`);
}

export async function profileNameTaken(tx: Tx, providerId: number, name: string, exceptId: number | null): Promise<boolean> {
  const where: SQL[] = [eq(profiles.providerId, providerId), eq(sql`lower(${profiles.name})`, name.toLowerCase())];
  if (exceptId !== null) where.push(ne(profiles.id, exceptId));
  const [row] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(...where))
    .limit(1);
  return row !== undefined;
}

export async function insertProfile(tx: Tx, values: typeof profiles.$inferInsert): Promise<number> {
  const [row] = await tx.insert(profiles).values(values).returning({ id: profiles.id });
  return row!.id;
}

export async function updateProfile(tx: Tx, providerId: number, id: number, values: Partial<typeof profiles.$inferInsert>): Promise<void> {
  await tx
    .update(profiles)
    .set(values)
    .where(and(eq(profiles.providerId, providerId), eq(profiles.id, id)));
}

/** Users of the profile without both cashier limits (R-CASH-3). */
export async function usersWithoutCashierLimits(tx: Tx, profileId: number) {
  return tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.profileId, profileId), or(isNull(users.maxChecks), isNull(users.maxDiscountPercent))));
}

import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { platformStaff, profiles, users } from '../../db/schema';

export async function rightsOf(tx: Tx, userId: number): Promise<string[] | null> {
  const [row] = await tx.select({ rights: platformStaff.rights }).from(platformStaff).where(eq(platformStaff.userId, userId)).limit(1);
  return row?.rights ?? null;
}

export async function listStaff(tx: Tx) {
  return tx.select({ userId: platformStaff.userId, username: users.username, rights: platformStaff.rights }).from(platformStaff).innerJoin(users, eq(users.id, platformStaff.userId)).orderBy(users.username);
}

export async function setRights(tx: Tx, userId: number, rights: string[]): Promise<boolean> {
  const rows = await tx.update(platformStaff).set({ rights }).where(eq(platformStaff.userId, userId)).returning({ userId: platformStaff.userId });
  return rows.length > 0;
}

export async function insertStaff(tx: Tx, userId: number, rights: string[]): Promise<void> {
  await tx.insert(platformStaff).values({ userId, rights }).onConflictDoUpdate({ target: platformStaff.userId, set: { rights } });
}

/** The providers that host platform staff (the platform's own account): not a provider of the platform's lists. */
export async function staffProviderIds(tx: Tx): Promise<number[]> {
  const rows = await tx.selectDistinct({ providerId: users.providerId }).from(users).innerJoin(platformStaff, eq(platformStaff.userId, users.id));
  return rows.map((r) => r.providerId);
}


/** A user of the platform's own account under its staff profile. */
export async function addStaffUser(tx: Tx, providerId: number, username: string, email: string | null, passwordHash: string, language: string) {
  const [profile] = await tx.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.providerId, providerId), eq(profiles.name, 'Platform staff'))).limit(1);
  const [user] = await tx.insert(users).values({ providerId, username, email, passwordHash, language, profileId: profile!.id }).returning({ id: users.id });
  return { userId: user!.id, providerId };
}

import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { products, profiles, users } from '../../db/schema';
import { containsPattern } from './like';
import type { UsersFilter } from '@pos/shared/api/users';

const listColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobile: users.mobile,
  profileId: users.profileId,
  profileName: profiles.name,
  active: users.active,
};

export async function searchUsers(db: Tx, providerId: number, filter: Required<Pick<UsersFilter, 'pageIndex' | 'pageSize'>> & UsersFilter) {
  const where: (SQL | undefined)[] = [eq(users.providerId, providerId)];
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    where.push(
      or(
        ilike(users.username, pattern),
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, pattern),
      ),
    );
  }
  if (filter.active !== undefined && filter.active !== null) where.push(eq(users.active, filter.active));
  if (filter.profileId !== undefined && filter.profileId !== null) where.push(eq(users.profileId, filter.profileId));
  const condition = and(...where);

  const [items, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.profileId))
      .where(condition)
      .orderBy(asc(sql`lower(${users.username})`))
      .limit(filter.pageSize)
      .offset(filter.pageIndex * filter.pageSize),
    db.select({ n: count() }).from(users).where(condition),
  ]);
  return { items, total: total!.n };
}

/** A user of the provider, or null (another provider's user is not found either). */
export async function findUser(db: Tx, providerId: number, id: number) {
  const [row] = await db
    .select({
      ...listColumns,
      language: users.language,
      maxChecks: users.maxChecks,
      maxDiscountPercent: users.maxDiscountPercent,
      allowedPriceTypeIds: users.allowedPriceTypeIds,
      allowedProductIds: users.allowedProductIds,
      allowedClientTypeIds: users.allowedClientTypeIds,
      // Whether a station PIN is set: the hash itself never leaves this query.
      hasStationPin: sql<boolean>`${users.stationPinHash} is not null`,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(eq(users.providerId, providerId), eq(users.id, id)));
  return row ?? null;
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/**
 * Serialises saves that claim this username or e-mail until the transaction ends, so the
 * uniqueness check below cannot race (e-mail has no unique index).
 */
export async function lockIdentity(tx: Tx, username: string, email: string | null): Promise<void> {
  const keys = [`user:${username.toLowerCase()}`, ...(email ? [`email:${email.toLowerCase()}`] : [])].sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Whether another user anywhere on the platform has this username or e-mail (case-insensitively). */
export async function identityTaken(tx: Tx, username: string, email: string | null, exceptUserId: number | null): Promise<boolean> {
  const same = or(eq(sql`lower(${users.username})`, username.toLowerCase()), email ? eq(sql`lower(${users.email})`, email.toLowerCase()) : undefined);
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === null ? same : and(same, ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

export async function insertUser(tx: Tx, values: typeof users.$inferInsert): Promise<number> {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateUser(tx: Tx, providerId: number, id: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.providerId, providerId), eq(users.id, id)));
}

/** Which of these ids are products of the provider (not deleted). */
export async function providerProductIds(db: Tx, providerId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.providerId, providerId), inArray(products.id, [...ids]), isNull(products.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

export async function profileIdOfUser(db: Tx, userId: number): Promise<number | null> {
  const [row] = await db.select({ profileId: users.profileId }).from(users).where(eq(users.id, userId));
  return row?.profileId ?? null;
}

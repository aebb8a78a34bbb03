import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { instantToLocal } from '@pos/shared/calendar/index';
import type { Db, Tx } from '../../db/client';
import { businessClients, couponUses, coupons, orderLines, providers, subCoupons } from '../../db/schema';
import type { CouponFilterInput, CouponView } from '@pos/shared/api/coupons';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'providerId' | 'used' | 'createdAt' | 'deletedAt'>;

export const PAGE_SIZE = 50;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const hasId = (column: SQL | typeof coupons.productIds, id: number) => sql`(${column} = '[]'::jsonb or ${column} @> ${JSON.stringify([id])}::jsonb)`;
const live = (providerId: number) => and(eq(coupons.providerId, providerId), isNull(coupons.deletedAt));

/** The provider's today, in its own time zone ("passed" coupons, booking dates). */
export async function providerToday(db: Tx, providerId: number, now = new Date()): Promise<string> {
  const [row] = await db.select({ timeZone: providers.timezone }).from(providers).where(eq(providers.id, providerId));
  return instantToLocal(now, row?.timeZone ?? 'UTC').date;
}

export function couponView(row: CouponRow, subCouponsCount: number, today: string): CouponView {
  return {
    id: row.id,
    couponCode: row.code,
    couponName: row.name,
    couponType: row.couponType,
    discountType: row.discountType,
    discountAmount: row.discountAmount,
    discountPercent: row.discountPercentBp === null ? null : row.discountPercentBp / 100,
    ticketFixedUnitPrice: row.ticketFixedUnitPrice,
    whoFinances: row.whoFinances,
    limitationType: row.limitationType,
    limitationAmount: row.limitationAmount,
    usedLimitationTotal: row.used,
    leftLimitationTotal: row.limitationAmount === null ? null : row.limitationAmount - row.used,
    validDateFrom: row.validDateFrom,
    validDateTo: row.validDateTo,
    bookingDateFrom: row.bookingDateFrom,
    bookingDateTo: row.bookingDateTo,
    active: row.active,
    passed: row.validDateTo < today,
    currencyId: row.currencyId,
    productIds: row.productIds,
    customerTypeIds: row.customerTypeIds,
    priceTypeIds: row.priceTypeIds,
    clubIds: row.clubIds,
    businessClientId: row.businessClientId,
    subCouponsCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findCoupon(db: Tx, providerId: number, id: number, lock = false): Promise<CouponRow | null> {
  const q = db.select().from(coupons).where(and(live(providerId), eq(coupons.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function subCouponsCount(db: Tx, couponId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(subCoupons).where(eq(subCoupons.couponId, couponId));
  return row?.n ?? 0;
}

export async function searchCoupons(db: Db, providerId: number, f: CouponFilterInput, today: string): Promise<CouponRow[]> {
  const where: (SQL | undefined)[] = [live(providerId)];
  if (f.code) where.push(ilike(coupons.code, `%${escapeLike(f.code)}%`));
  if (f.name) where.push(ilike(coupons.name, `%${escapeLike(f.name)}%`));
  if (f.keyword) {
    const k = `%${escapeLike(f.keyword)}%`;
    where.push(or(ilike(coupons.code, k), ilike(coupons.name, k)));
  }
  // A coupon matches dates when its active dates meet the asked period.
  if (f.fromDate) where.push(sql`${coupons.validDateTo} >= ${f.fromDate}`);
  if (f.toDate) where.push(sql`${coupons.validDateFrom} <= ${f.toDate}`);
  if (f.clubId) where.push(sql`${coupons.clubIds} @> ${JSON.stringify([f.clubId])}::jsonb`);
  if (f.productId) where.push(hasId(sql`${coupons.productIds}`, f.productId));
  if (f.priceTypeId) where.push(hasId(sql`${coupons.priceTypeIds}`, f.priceTypeId));
  if (f.discountType) where.push(eq(coupons.discountType, f.discountType));
  if (f.currencyId) where.push(eq(coupons.currencyId, f.currencyId));
  if (f.status === 'Active') where.push(and(eq(coupons.active, true), sql`${coupons.validDateTo} >= ${today}`));
  if (f.status === 'Inactive') where.push(eq(coupons.active, false));
  if (f.status === 'Passed') where.push(sql`${coupons.validDateTo} < ${today}`);
  if (f.fromBusinessClient !== undefined) where.push(f.fromBusinessClient ? isNotNull(coupons.businessClientId) : isNull(coupons.businessClientId));
  return db
    .select()
    .from(coupons)
    .where(and(...where))
    .orderBy(desc(coupons.id))
    .limit(PAGE_SIZE)
    .offset((f.pageIndex ?? 0) * PAGE_SIZE);
}

export async function subCouponCounts(db: Db, couponIds: number[]): Promise<Map<number, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ couponId: subCoupons.couponId, n: count() })
    .from(subCoupons)
    .where(inArray(subCoupons.couponId, couponIds))
    .groupBy(subCoupons.couponId);
  return new Map(rows.map((r) => [r.couponId, r.n]));
}

export async function isOwnBusinessClient(db: Tx, providerId: number, businessClientId: number): Promise<boolean> {
  const [row] = await db.select({ id: businessClients.id }).from(businessClients).where(and(eq(businessClients.id, businessClientId), eq(businessClients.providerId, providerId)));
  return Boolean(row);
}

/** Saves of one provider's coupons take turns (R-CPN-2, R-CPN-4 under concurrency). */
export async function lockProviderCoupons(tx: Tx, providerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coupons:${providerId}`}))`);
}

/** R-CPN-2: another active coupon of the provider with the code (case-insensitive). */
export async function activeCodeTaken(db: Tx, providerId: number, code: string, exceptId: number | null): Promise<boolean> {
  const rows = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(live(providerId), eq(coupons.active, true), sql`lower(${coupons.code}) = lower(${code})`, exceptId ? ne(coupons.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** Active coupons whose active dates meet the period: candidates for the overlap rule (R-CPN-4). */
export async function activeCouponsMeeting(db: Tx, providerId: number, from: string, to: string, exceptId: number | null): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(and(live(providerId), eq(coupons.active, true), sql`${coupons.validDateFrom} <= ${to}`, sql`${coupons.validDateTo} >= ${from}`, exceptId ? ne(coupons.id, exceptId) : undefined))
    .orderBy(asc(coupons.id));
}

/** R-CPN-6: a coupon is used once an order redeemed it or a line carries it. */
export async function isCouponUsed(db: Tx, couponId: number): Promise<boolean> {
  const [use] = await db.select({ id: couponUses.id }).from(couponUses).where(eq(couponUses.couponId, couponId)).limit(1);
  if (use) return true;
  const [line] = await db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.couponId, couponId)).limit(1);
  return Boolean(line);
}

export async function insertCoupon(db: Tx, providerId: number, values: CouponValues): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values({ ...values, providerId }).returning();
  return row!;
}

export async function updateCoupon(db: Tx, providerId: number, id: number, values: CouponValues): Promise<CouponRow> {
  const [row] = await db.update(coupons).set(values).where(and(live(providerId), eq(coupons.id, id))).returning();
  return row!;
}

export async function markCouponDeleted(db: Tx, providerId: number, id: number): Promise<void> {
  await db.update(coupons).set({ deletedAt: new Date(), active: false }).where(and(live(providerId), eq(coupons.id, id)));
}

export async function insertSubCoupons(db: Tx, couponId: number, codes: string[]): Promise<void> {
  for (let i = 0; i < codes.length; i += 1000) {
    await db.insert(subCoupons).values(codes.slice(i, i + 1000).map((code) => ({ couponId, code })));
  }
}

export async function listSubCoupons(db: Db, couponId: number) {
  return db.select({ code: subCoupons.code, status: subCoupons.status, orderId: subCoupons.orderId }).from(subCoupons).where(eq(subCoupons.couponId, couponId)).orderBy(asc(subCoupons.id));
}

/** R-CPN-9: the status of one sub-coupon of the coupon; false when the code is not the coupon's. */
export async function setSubCouponStatus(db: Db, couponId: number, code: string, status: string): Promise<boolean> {
  const rows = await db
    .update(subCoupons)
    .set({ status, updatedAt: new Date(), ...(status === 'Free' ? { orderId: null } : {}) })
    .where(and(eq(subCoupons.couponId, couponId), eq(subCoupons.code, code)))
    .returning({ id: subCoupons.id });
  return rows.length > 0;
}

/** Active, live coupons of a type (coupons/next-purchase) or all (provider-coupons). */
export async function activeCoupons(db: Db, providerId: number, couponType?: string): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(and(live(providerId), eq(coupons.active, true), couponType ? eq(coupons.couponType, couponType) : undefined))
    .orderBy(asc(coupons.name), asc(coupons.id));
}

import { and, asc, count, eq, ilike, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { externalCodes, stations } from '../../db/schema';
import { EXTERNAL_CODES_PAGE_SIZE } from '@pos/shared/api/files';

/** Which of these codes the product already holds. */
export async function existingCodes(db: Tx, productId: number, codes: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < codes.length; i += 5000) {
    const rows = await db
      .select({ code: externalCodes.code })
      .from(externalCodes)
      .where(and(eq(externalCodes.productId, productId), inArray(externalCodes.code, codes.slice(i, i + 5000))));
    for (const r of rows) found.add(r.code);
  }
  return found;
}

export async function insertCodes(db: Tx, providerId: number, productId: number, codes: readonly string[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < codes.length; i += 1000) {
    const rows = await db
      .insert(externalCodes)
      .values(codes.slice(i, i + 1000).map((code) => ({ providerId, productId, code })))
      .onConflictDoNothing()
      .returning({ id: externalCodes.id });
    inserted += rows.length;
  }
  return inserted;
}

export async function codeCounts(db: Tx, productId: number): Promise<{ total: number; used: number; unused: number }> {
  const [all] = await db.select({ n: count() }).from(externalCodes).where(eq(externalCodes.productId, productId));
  const [used] = await db.select({ n: count() }).from(externalCodes).where(and(eq(externalCodes.productId, productId), isNotNull(externalCodes.usedAt)));
  const total = all?.n ?? 0;
  return { total, used: used?.n ?? 0, unused: total - (used?.n ?? 0) };
}

export function searchCodes(db: Tx, productId: number, term: string, pageIndex: number) {
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: externalCodes.id, code: externalCodes.code, orderId: externalCodes.orderId, usedAt: externalCodes.usedAt, stationName: stations.name })
    .from(externalCodes)
    .leftJoin(stations, eq(stations.id, externalCodes.stationId))
    .where(and(eq(externalCodes.productId, productId), term ? ilike(externalCodes.code, like) : undefined))
    .orderBy(asc(externalCodes.id))
    .limit(EXTERNAL_CODES_PAGE_SIZE)
    .offset(pageIndex * EXTERNAL_CODES_PAGE_SIZE);
}

/** The unused codes go; used ones stay with the tickets they were printed on. */
export async function deleteUnusedCodes(db: Tx, productId: number): Promise<number> {
  const rows = await db
    .delete(externalCodes)
    .where(and(eq(externalCodes.productId, productId), isNull(externalCodes.usedAt)))
    .returning({ id: externalCodes.id });
  return rows.length;
}

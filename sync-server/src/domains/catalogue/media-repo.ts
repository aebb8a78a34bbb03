import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { productFiles, products, storedFiles, type MediaTranslations } from '../../db/schema';
import type { ProductFileRole } from '@pos/shared/api/files';

export type ProductFileRow = typeof productFiles.$inferSelect;

/** The product's files of a role with what they are, in gallery order. */
export function productFilesOf(db: Tx, productId: number, roles: readonly ProductFileRole[]) {
  return db
    .select({ link: productFiles, file: storedFiles })
    .from(productFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, productFiles.fileId))
    .where(and(eq(productFiles.productId, productId), inArray(productFiles.role, [...roles])))
    .orderBy(asc(productFiles.position), asc(productFiles.id));
}

/** A product file of the provider, or undefined (another provider's is not found). */
export async function findProductFile(db: Tx, providerId: number, id: number, roles: readonly ProductFileRole[]): Promise<ProductFileRow | undefined> {
  const [row] = await db
    .select()
    .from(productFiles)
    .where(and(eq(productFiles.id, id), eq(productFiles.providerId, providerId), inArray(productFiles.role, [...roles])));
  return row;
}

/** Locks the product row: photo counting (R-FILE-6) and the main photo change one at a time per product. */
export async function lockProduct(db: Tx, productId: number): Promise<void> {
  await db.execute(sql`select id from ${products} where ${products.id} = ${productId} for update`);
}

export async function countFiles(db: Tx, productId: number, role: ProductFileRole): Promise<number> {
  const [row] = await db.select({ n: count() }).from(productFiles).where(and(eq(productFiles.productId, productId), eq(productFiles.role, role)));
  return row?.n ?? 0;
}

export async function insertProductFile(db: Tx, values: typeof productFiles.$inferInsert): Promise<ProductFileRow> {
  const [row] = await db.insert(productFiles).values(values).returning();
  return row!;
}

export async function deleteProductFile(db: Tx, id: number): Promise<void> {
  await db.delete(productFiles).where(eq(productFiles.id, id));
}

/** Makes one photo the main one (the others stop being main). */
export async function setMainPhoto(db: Tx, productId: number, id: number | null): Promise<void> {
  await db.update(productFiles).set({ isMain: false }).where(and(eq(productFiles.productId, productId), eq(productFiles.isMain, true), id === null ? undefined : ne(productFiles.id, id)));
  if (id !== null) await db.update(productFiles).set({ isMain: true }).where(eq(productFiles.id, id));
}

export async function setPositions(db: Tx, orderedIds: readonly number[]): Promise<void> {
  for (const [position, id] of orderedIds.entries()) await db.update(productFiles).set({ position }).where(eq(productFiles.id, id));
}

export async function saveFileTranslations(db: Tx, id: number, translations: MediaTranslations): Promise<void> {
  await db.update(productFiles).set({ translations }).where(eq(productFiles.id, id));
}

/** The main photo's POS tile (base64 WebP) per product, for the station's products stream. */
export async function mainPhotoTiles(db: Tx, productIds: readonly number[]): Promise<Map<number, string>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .select({ productId: productFiles.productId, tile: storedFiles.tile })
    .from(productFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, productFiles.fileId))
    .where(and(inArray(productFiles.productId, [...productIds]), eq(productFiles.role, 'photo'), eq(productFiles.isMain, true)));
  return new Map(rows.filter((r) => r.tile !== null).map((r) => [r.productId, r.tile!]));
}

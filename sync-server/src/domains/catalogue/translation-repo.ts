import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { products, productTranslations } from '../../db/schema';

export function translationsOf(db: Tx, productId: number) {
  return db
    .select({ language: productTranslations.language, field: productTranslations.field, value: productTranslations.value })
    .from(productTranslations)
    .where(eq(productTranslations.productId, productId))
    .orderBy(asc(productTranslations.field), asc(productTranslations.language));
}

/** Sets one field's value per language; an empty value removes that language's translation. */
export async function saveFieldTranslations(db: Tx, productId: number, field: string, byLanguage: ReadonlyMap<string, string>): Promise<void> {
  const cleared = [...byLanguage].filter(([, value]) => value === '').map(([language]) => language);
  const set = [...byLanguage].filter(([, value]) => value !== '');
  if (cleared.length) {
    await db
      .delete(productTranslations)
      .where(and(eq(productTranslations.productId, productId), eq(productTranslations.field, field), inArray(productTranslations.language, cleared)));
  }
  for (const [language, value] of set) {
    await db
      .insert(productTranslations)
      .values({ productId, field, language, value })
      .onConflictDoUpdate({ target: [productTranslations.productId, productTranslations.language, productTranslations.field], set: { value } });
  }
  // Issue 16: the products stream carries the names per language, so a translation changes the product for the stations.
  if (field === 'name' && byLanguage.size) await db.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
}

export async function copyTranslations(db: Tx, fromProductId: number, toProductId: number): Promise<void> {
  const rows = await translationsOf(db, fromProductId);
  if (rows.length) await db.insert(productTranslations).values(rows.map((row) => ({ ...row, productId: toProductId })));
}

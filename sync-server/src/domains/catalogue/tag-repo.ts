import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { productTags, products, subTags, tags } from '../../db/schema';

export type TagRow = typeof tags.$inferSelect;
export type SubTagRow = typeof subTags.$inferSelect;

export async function listTagsWithSubTags(db: Tx, providerId: number) {
  const tagRows = await db.select().from(tags).where(eq(tags.providerId, providerId)).orderBy(asc(tags.name));
  const subRows = await db.select().from(subTags).where(eq(subTags.providerId, providerId)).orderBy(asc(subTags.name));
  return tagRows.map((tag) => ({
    id: tag.id,
    name: tag.name,
    active: tag.active,
    subTags: subRows.filter((s) => s.tagId === tag.id).map((s) => ({ id: s.id, tagId: s.tagId, name: s.name, active: s.active })),
  }));
}

export async function findTag(db: Tx, providerId: number, id: number): Promise<TagRow | undefined> {
  const [row] = await db.select().from(tags).where(and(eq(tags.id, id), eq(tags.providerId, providerId)));
  return row;
}

export async function findSubTag(db: Tx, providerId: number, id: number): Promise<SubTagRow | undefined> {
  const [row] = await db.select().from(subTags).where(and(eq(subTags.id, id), eq(subTags.providerId, providerId)));
  return row;
}

/** Tag names are unique per provider, case-insensitively (tags_provider_name). */
export async function tagNameTaken(db: Tx, providerId: number, name: string, exceptId: number | null): Promise<boolean> {
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.providerId, providerId), sql`lower(${tags.name}) = lower(${name})`, exceptId === null ? undefined : ne(tags.id, exceptId)));
  return rows.length > 0;
}

export async function subTagNameTaken(db: Tx, tagId: number, name: string, exceptId: number | null): Promise<boolean> {
  const rows = await db
    .select({ id: subTags.id })
    .from(subTags)
    .where(and(eq(subTags.tagId, tagId), sql`lower(${subTags.name}) = lower(${name})`, exceptId === null ? undefined : ne(subTags.id, exceptId)));
  return rows.length > 0;
}

export async function insertTag(db: Tx, providerId: number, values: { name: string; active?: boolean }): Promise<TagRow> {
  const [row] = await db.insert(tags).values({ ...values, providerId }).returning();
  return row!;
}

export async function updateTag(db: Tx, id: number, values: { name: string; active?: boolean }): Promise<TagRow> {
  const [row] = await db.update(tags).set(values).where(eq(tags.id, id)).returning();
  return row!;
}

export async function insertSubTag(db: Tx, providerId: number, tagId: number, values: { name: string; active?: boolean }): Promise<SubTagRow> {
  const [row] = await db.insert(subTags).values({ ...values, providerId, tagId }).returning();
  return row!;
}

export async function updateSubTag(db: Tx, id: number, values: { name: string; active?: boolean }): Promise<SubTagRow> {
  const [row] = await db.update(subTags).set(values).where(eq(subTags.id, id)).returning();
  return row!;
}

/** Is the tag on a product that is not deleted? */
export async function tagInUse(db: Tx, tagId: number): Promise<boolean> {
  const rows = await db
    .select({ tagId: productTags.tagId })
    .from(productTags)
    .innerJoin(products, eq(products.id, productTags.productId))
    .where(and(eq(productTags.tagId, tagId), isNull(products.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Deletes a tag no live product uses: its links to deleted products and its sub-tags go with it. */
export async function deleteTagRow(db: Tx, tagId: number): Promise<void> {
  await db.delete(productTags).where(eq(productTags.tagId, tagId));
  await db.delete(subTags).where(eq(subTags.tagId, tagId));
  await db.delete(tags).where(eq(tags.id, tagId));
}

export async function deleteSubTagRow(db: Tx, id: number): Promise<void> {
  await db.delete(subTags).where(eq(subTags.id, id));
}

/** The given tag ids that are not tags of the provider. */
export async function foreignTagIds(db: Tx, providerId: number, tagIds: readonly number[]): Promise<number[]> {
  if (tagIds.length === 0) return [];
  const own = await db.select({ id: tags.id }).from(tags).where(and(eq(tags.providerId, providerId), inArray(tags.id, [...tagIds])));
  const ownIds = new Set(own.map((t) => t.id));
  return tagIds.filter((id) => !ownIds.has(id));
}

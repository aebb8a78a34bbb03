import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { productContent, type MediaTranslations } from '../../db/schema';
import type { ContentKind } from '@pos/shared/api/files';

export type ContentRow = typeof productContent.$inferSelect;

export function contentOf(db: Tx, productId: number, kind: ContentKind): Promise<ContentRow[]> {
  return db
    .select()
    .from(productContent)
    .where(and(eq(productContent.productId, productId), eq(productContent.kind, kind)))
    .orderBy(asc(productContent.position), asc(productContent.id));
}

export async function findContent(db: Tx, providerId: number, id: number, kind: ContentKind): Promise<ContentRow | undefined> {
  const [row] = await db
    .select()
    .from(productContent)
    .where(and(eq(productContent.id, id), eq(productContent.providerId, providerId), eq(productContent.kind, kind)));
  return row;
}

export async function deleteContentExcept(db: Tx, productId: number, kind: ContentKind, keepIds: readonly number[]): Promise<void> {
  await db
    .delete(productContent)
    .where(and(eq(productContent.productId, productId), eq(productContent.kind, kind), keepIds.length ? notInArray(productContent.id, [...keepIds]) : undefined));
}

export async function upsertContent(db: Tx, values: { id?: number; providerId: number; productId: number; kind: ContentKind; title: string; description: string; position: number }): Promise<void> {
  const { id, ...rest } = values;
  if (id) await db.update(productContent).set({ title: rest.title, description: rest.description, position: rest.position }).where(eq(productContent.id, id));
  else await db.insert(productContent).values(rest);
}

export async function contentIdsOf(db: Tx, productId: number, kind: ContentKind, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: productContent.id })
    .from(productContent)
    .where(and(eq(productContent.productId, productId), eq(productContent.kind, kind), inArray(productContent.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

export async function saveContentTranslations(db: Tx, id: number, translations: MediaTranslations): Promise<void> {
  await db.update(productContent).set({ translations }).where(eq(productContent.id, id));
}

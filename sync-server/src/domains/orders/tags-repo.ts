import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { fieldError, notFound } from '@pos/shared/errors';
import type { Tx } from '../../db/client';
import { orderTagLinks, orderTags } from '../../db/schema';

export interface OrderTagView {
  id: number;
  name: string;
}

/** The provider's active order tags (GET order/tags). */
export function activeTags(db: Tx, providerId: number): Promise<OrderTagView[]> {
  return db
    .select({ id: orderTags.id, name: orderTags.name })
    .from(orderTags)
    .where(and(eq(orderTags.providerId, providerId), eq(orderTags.active, true)))
    .orderBy(asc(orderTags.name));
}

export async function tagsOfOrder(db: Tx, orderId: number): Promise<OrderTagView[]> {
  return db
    .select({ id: orderTags.id, name: orderTags.name })
    .from(orderTagLinks)
    .innerJoin(orderTags, eq(orderTags.id, orderTagLinks.tagId))
    .where(eq(orderTagLinks.orderId, orderId))
    .orderBy(asc(orderTags.name));
}

/** The tag ids must all be the provider's active tags; a foreign or unknown id is a 400. */
export async function assertOwnActiveTags(tx: Tx, providerId: number, tagIds: readonly number[]): Promise<void> {
  if (tagIds.length === 0) return;
  const found = await tx
    .select({ id: orderTags.id })
    .from(orderTags)
    .where(and(eq(orderTags.providerId, providerId), eq(orderTags.active, true), inArray(orderTags.id, [...tagIds])));
  if (found.length !== new Set(tagIds).size) throw fieldError('tagIds', 'contains an unknown tag');
}

/** Replaces the order's tags (order/tags/update); returns whether they changed. */
export async function setOrderTags(tx: Tx, providerId: number, orderId: number, tagIds: readonly number[]): Promise<boolean> {
  await assertOwnActiveTags(tx, providerId, tagIds);
  const before = (await tx.select({ tagId: orderTagLinks.tagId }).from(orderTagLinks).where(eq(orderTagLinks.orderId, orderId))).map((r) => r.tagId);
  const wanted = [...new Set(tagIds)];
  if (before.length === wanted.length && wanted.every((id) => before.includes(id))) return false;
  await tx.delete(orderTagLinks).where(eq(orderTagLinks.orderId, orderId));
  if (wanted.length > 0) await tx.insert(orderTagLinks).values(wanted.map((tagId) => ({ orderId, tagId })));
  return true;
}

/** order/tag/remove: returns whether the order had the tag. */
export async function removeOrderTag(tx: Tx, orderId: number, tagId: number): Promise<boolean> {
  const rows = await tx
    .delete(orderTagLinks)
    .where(and(eq(orderTagLinks.orderId, orderId), eq(orderTagLinks.tagId, tagId)))
    .returning();
  return rows.length > 0;
}

/** order/tag/save: a new tag, or a renamed one; names are unique per provider (case aside). */
export async function saveTag(tx: Tx, providerId: number, tag: { id?: number; name: string }): Promise<OrderTagView> {
  const [clash] = await tx
    .select({ id: orderTags.id })
    .from(orderTags)
    .where(and(eq(orderTags.providerId, providerId), sql`lower(${orderTags.name}) = lower(${tag.name})`, tag.id ? ne(orderTags.id, tag.id) : undefined));
  if (clash) throw fieldError('name', 'a tag with this name exists');
  if (tag.id === undefined) {
    const [row] = await tx.insert(orderTags).values({ providerId, name: tag.name }).returning({ id: orderTags.id, name: orderTags.name });
    return row!;
  }
  const [row] = await tx
    .update(orderTags)
    .set({ name: tag.name, active: true })
    .where(and(eq(orderTags.id, tag.id), eq(orderTags.providerId, providerId)))
    .returning({ id: orderTags.id, name: orderTags.name });
  if (!row) throw notFound('Tag');
  return row;
}

/** DELETE order/tag/delete/{id}: a tag in use is deactivated instead (000 §4 Other states). */
export async function deleteTag(tx: Tx, providerId: number, id: number): Promise<'deleted' | 'deactivated'> {
  const [tag] = await tx
    .select({ id: orderTags.id })
    .from(orderTags)
    .where(and(eq(orderTags.id, id), eq(orderTags.providerId, providerId)))
    .for('update');
  if (!tag) throw notFound('Tag');
  const [used] = await tx.select({ orderId: orderTagLinks.orderId }).from(orderTagLinks).where(eq(orderTagLinks.tagId, id)).limit(1);
  if (used) {
    await tx.update(orderTags).set({ active: false }).where(eq(orderTags.id, id));
    return 'deactivated';
  }
  await tx.delete(orderTags).where(eq(orderTags.id, id));
  return 'deleted';
}

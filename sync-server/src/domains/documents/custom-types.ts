/** The provider's own document types (C184-C186). */
import { and, asc, eq } from 'drizzle-orm';
import { notFound } from '@pos/shared/errors';
import type { Db, Tx } from '../../db/client';
import { customDocumentTypes } from '../../db/schema';

export async function customTypesOf(db: Tx, providerId: number) {
  return db
    .select({ id: customDocumentTypes.id, name: customDocumentTypes.name })
    .from(customDocumentTypes)
    .where(and(eq(customDocumentTypes.providerId, providerId), eq(customDocumentTypes.active, true)))
    .orderBy(asc(customDocumentTypes.id));
}

export async function createCustomType(db: Db, providerId: number, name: string) {
  const [row] = await db.insert(customDocumentTypes).values({ providerId, name: name.trim() }).returning({ id: customDocumentTypes.id, name: customDocumentTypes.name });
  return row!;
}

/** A type with documents is kept for them: deleting it only hides it from new documents. */
export async function deleteCustomType(db: Db, providerId: number, id: number) {
  const [row] = await db
    .update(customDocumentTypes)
    .set({ active: false })
    .where(and(eq(customDocumentTypes.providerId, providerId), eq(customDocumentTypes.id, id), eq(customDocumentTypes.active, true)))
    .returning({ id: customDocumentTypes.id, name: customDocumentTypes.name });
  if (!row) throw notFound('Document type');
  return row;
}

export async function findCustomType(db: Tx, providerId: number, id: number) {
  const [row] = await db
    .select()
    .from(customDocumentTypes)
    .where(and(eq(customDocumentTypes.providerId, providerId), eq(customDocumentTypes.id, id), eq(customDocumentTypes.active, true)));
  return row;
}

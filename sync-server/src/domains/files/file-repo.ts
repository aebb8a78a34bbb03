import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { storedFiles } from '../../db/schema';

export type StoredFile = typeof storedFiles.$inferSelect;

export async function insertStoredFile(db: Tx, values: typeof storedFiles.$inferInsert): Promise<StoredFile> {
  const [row] = await db.insert(storedFiles).values(values).returning();
  return row!;
}

/** The provider's file; another provider's answers null (its routes say 404). */
export async function findStoredFile(db: Tx, providerId: number, id: number): Promise<StoredFile | null> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.providerId, providerId), isNull(storedFiles.deletedAt)));
  return row ?? null;
}

export async function markFilesDeleted(db: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length) await db.update(storedFiles).set({ deletedAt: new Date() }).where(inArray(storedFiles.id, [...ids]));
}

/** The POS tiles (base64 WebP) of these files. */
export async function tilesOf(db: Tx, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: storedFiles.id, tile: storedFiles.tile }).from(storedFiles).where(inArray(storedFiles.id, [...ids]));
  return new Map(rows.filter((r) => r.tile !== null).map((r) => [r.id, r.tile!]));
}

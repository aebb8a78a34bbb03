/**
 * A business client's logo (C229) and photo instructions (C230, C231): images received and kept by
 * domains/files (R-FILE-1..3: size, name and content-read type checked there, images re-encoded).
 * The link is written in its own transaction after the store; a replaced or deleted image is
 * marked deleted and its bytes removed.
 */
import { and, asc, eq } from 'drizzle-orm';
import { notFound, refused } from '@pos/shared/errors';
import type { Db, Tx } from '../../db/client';
import { businessClientPhotos, businessClients, storedFiles } from '../../db/schema';
import { markFilesDeleted, storeUpload, type FileStorage, type ReceivedFile } from '../files';

/** At most this many photo instructions per client. */
export const MAX_PHOTO_INSTRUCTIONS = 10;

async function lockClient(db: Tx, providerId: number, id: number) {
  const [row] = await db.select({ id: businessClients.id, logoFileId: businessClients.logoFileId }).from(businessClients).where(and(eq(businessClients.id, id), eq(businessClients.providerId, providerId))).for('update');
  if (!row) throw notFound('Business client');
  return row;
}

async function storageKeyOf(db: Tx, fileId: number): Promise<string | null> {
  const [row] = await db.select({ key: storedFiles.storageKey }).from(storedFiles).where(eq(storedFiles.id, fileId));
  return row?.key ?? null;
}

/** The client's photo instructions with their file names, oldest first. */
export async function photoInstructionsOf(db: Tx, businessClientId: number) {
  return db
    .select({ id: businessClientPhotos.id, fileId: businessClientPhotos.fileId, name: storedFiles.name })
    .from(businessClientPhotos)
    .innerJoin(storedFiles, eq(storedFiles.id, businessClientPhotos.fileId))
    .where(eq(businessClientPhotos.businessClientId, businessClientId))
    .orderBy(asc(businessClientPhotos.id));
}

/** Stores the upload as an image of the provider, the client checked first (another provider's: 404, nothing kept). */
async function storeForClient(db: Db, storage: FileStorage, providerId: number, clientId: number, received: ReceivedFile) {
  await lockClient(db, providerId, clientId).catch(async (error: unknown) => {
    await received.discard();
    throw error;
  });
  return storeUpload(db, storage, providerId, received, 'image');
}

/** C229: sets (replaces) the client's logo. */
export async function setLogo(db: Db, storage: FileStorage, providerId: number, clientId: number, received: ReceivedFile): Promise<void> {
  const file = await storeForClient(db, storage, providerId, clientId, received);
  const old = await db.transaction(async (tx) => {
    const client = await lockClient(tx, providerId, clientId);
    await tx.update(businessClients).set({ logoFileId: file.id }).where(eq(businessClients.id, clientId));
    if (client.logoFileId === null) return null;
    await markFilesDeleted(tx, [client.logoFileId]);
    return storageKeyOf(tx, client.logoFileId);
  });
  if (old) await storage.remove(old).catch(() => undefined);
}

/** C230: adds a photo instruction. */
export async function addPhotoInstruction(db: Db, storage: FileStorage, providerId: number, clientId: number, received: ReceivedFile): Promise<void> {
  if ((await photoInstructionsOf(db, clientId)).length >= MAX_PHOTO_INSTRUCTIONS) {
    await received.discard();
    throw refused('photo-instructions-maximum-reached', `A business client has at most ${MAX_PHOTO_INSTRUCTIONS} photo instructions`, { max: MAX_PHOTO_INSTRUCTIONS });
  }
  const file = await storeForClient(db, storage, providerId, clientId, received);
  await db.transaction(async (tx) => {
    await lockClient(tx, providerId, clientId);
    if ((await photoInstructionsOf(tx, clientId)).length >= MAX_PHOTO_INSTRUCTIONS) throw refused('photo-instructions-maximum-reached', `A business client has at most ${MAX_PHOTO_INSTRUCTIONS} photo instructions`, { max: MAX_PHOTO_INSTRUCTIONS });
    await tx.insert(businessClientPhotos).values({ businessClientId: clientId, fileId: file.id });
  });
}

/** C231: removes a photo instruction of the client; false when the client has no such photo. */
export async function deletePhotoInstruction(db: Db, storage: FileStorage, providerId: number, clientId: number, photoId: number): Promise<boolean> {
  const key = await db.transaction(async (tx) => {
    await lockClient(tx, providerId, clientId);
    const [photo] = await tx.delete(businessClientPhotos).where(and(eq(businessClientPhotos.id, photoId), eq(businessClientPhotos.businessClientId, clientId))).returning();
    if (!photo) return undefined;
    await markFilesDeleted(tx, [photo.fileId]);
    return storageKeyOf(tx, photo.fileId);
  });
  if (key === undefined) return false;
  if (key) await storage.remove(key).catch(() => undefined);
  return true;
}

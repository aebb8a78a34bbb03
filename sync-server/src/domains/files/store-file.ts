import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { FILE_LIMITS } from '@pos/shared/files/limits';
import type { Tx } from '../../db/client';
import { DOCUMENT_TYPES, PHOTO_TYPES, verifiedType } from './content-type';
import { insertStoredFile, type StoredFile } from './file-repo';
import { processImage } from './images';
import type { ReceivedFile } from './receive';
import type { FileStorage } from './storage';

/** What an upload is for: a gallery photo (R-FILE-4 applies), another image (ticket, responsible person), a banner (R-FILE-7 sizes), or a document. */
export type UploadKind = 'photo' | 'image' | 'banner' | 'document';

/** The byte limit of each kind: R-FILE-5 for images, R-FILE-1 for documents. */
export const MAX_BYTES: Record<UploadKind, number> = { photo: FILE_LIMITS.photoBytes, image: FILE_LIMITS.photoBytes, banner: FILE_LIMITS.photoBytes, document: FILE_LIMITS.fileBytes };

const storageKey = (providerId: number) => `providers/${providerId}/${randomUUID()}`;

/**
 * Verifies a received upload and keeps it: images are re-encoded (storage holds the variants, never
 * the uploaded bytes), documents are kept as sent. The storage is written before the row; when the
 * row cannot be written the bytes are removed again. The temporary file is always removed.
 */
export async function storeUpload(db: Tx, storage: FileStorage, providerId: number, received: ReceivedFile, kind: UploadKind): Promise<StoredFile> {
  try {
    const contentType = await verifiedType(received.path, received.name, kind === 'document' ? DOCUMENT_TYPES : PHOTO_TYPES);
    const key = storageKey(providerId);
    const base = { providerId, name: received.name, byteSize: received.byteSize, sha256: received.sha256, storageKey: key };
    if (kind === 'document' && !(contentType in PHOTO_TYPES)) {
      await storage.put(`${key}/original`, createReadStream(received.path));
      return await insertStoredFile(db, { ...base, contentType }).catch(async (error: unknown) => {
        await storage.remove(key);
        throw error;
      });
    }
    const image = await processImage(received.path, { minSide: kind === 'photo' ? FILE_LIMITS.photoMinSide : undefined, banner: kind === 'banner' });
    for (const [variant, bytes] of Object.entries(image.variants)) await storage.put(`${key}/${variant}`, bytes);
    return await insertStoredFile(db, { ...base, contentType, width: image.width, height: image.height, tile: image.tile.toString('base64') }).catch(async (error: unknown) => {
      await storage.remove(key);
      throw error;
    });
  } finally {
    await received.discard();
  }
}

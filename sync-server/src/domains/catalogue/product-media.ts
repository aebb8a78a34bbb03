import { FILE_LIMITS } from '@pos/shared/files/limits';
import type { MediaTranslationInput, ProductFileRole, ProductFileView, ProductMediaView } from '@pos/shared/api/files';
import { notFound, refused } from '@pos/shared/errors';
import { WizardStep } from '@pos/shared/catalogue/product-rules';
import type { Db, Tx } from '../../db/client';
import { markFilesDeleted, MAX_BYTES, storeUpload, type FileStorage, type ReceivedFile, type StoredFile, type UploadKind } from '../files';
import { findProduct, updateProduct, type ProductRow } from './product-repo';
import {
  countFiles,
  deleteProductFile,
  findProductFile,
  insertProductFile,
  lockProduct,
  productFilesOf,
  saveFileTranslations,
  setMainPhoto,
  setPositions,
  type ProductFileRow,
} from './media-repo';
import { mergeTranslations, translationList } from './media-translations';

export const fileUrl = (fileId: number, variant: 'full' | 'thumb' | 'original') => `/api/files/${fileId}/${variant}`;

function view(link: ProductFileRow, file: StoredFile): ProductFileView {
  const isImage = file.width !== null;
  return {
    id: link.id,
    fileId: file.id,
    role: link.role as ProductFileRole,
    name: file.name,
    contentType: file.contentType,
    byteSize: file.byteSize,
    width: file.width,
    height: file.height,
    position: link.position,
    isMain: link.isMain,
    url: fileUrl(file.id, isImage ? 'full' : 'original'),
    thumbnailUrl: isImage ? fileUrl(file.id, 'thumb') : null,
    translations: translationList(link.translations),
  };
}

async function productOf(db: Tx, providerId: number, productId: number): Promise<ProductRow> {
  const product = await findProduct(db, providerId, productId);
  if (!product) throw notFound('Product');
  return product;
}

/** A product's photos (gallery order), documents, ticket and responsible-person images. */
export async function productMedia(db: Tx, providerId: number, productId: number): Promise<ProductMediaView> {
  await productOf(db, providerId, productId);
  const rows = (await productFilesOf(db, productId, ['photo', 'document', 'ticket-image', 'responsible-person'])).map((r) => view(r.link, r.file));
  const photos = rows.filter((r) => r.role === 'photo');
  return {
    productId,
    photos,
    documents: rows.filter((r) => r.role === 'document'),
    ticketImage: rows.find((r) => r.role === 'ticket-image') ?? null,
    responsiblePersonImage: rows.find((r) => r.role === 'responsible-person') ?? null,
    photosLeft: Math.max(0, FILE_LIMITS.photosPerProduct - photos.length),
  };
}

const KIND_OF: Record<ProductFileRole, UploadKind> = { photo: 'photo', document: 'document', 'ticket-image': 'image', 'responsible-person': 'image' };
/** Roles a product holds one file of: a new upload replaces the old. */
const SINGLE: ReadonlySet<ProductFileRole> = new Set(['ticket-image', 'responsible-person']);

export const uploadLimitOf = (role: ProductFileRole) => MAX_BYTES[KIND_OF[role]];

/**
 * Adds an uploaded file to a product. The product is checked before the upload is processed and
 * locked while it is linked, so two uploads cannot pass the 20-photo limit together (R-FILE-6). The
 * first photo becomes the main one; the ticket image is what the product alerts and tickets read.
 * Files replaced or refused are removed from the storage after the transaction.
 */
export async function addProductFile(
  db: Db,
  storage: FileStorage,
  providerId: number,
  productId: number,
  role: ProductFileRole,
  received: ReceivedFile,
  opts: { fromWizzard?: boolean } = {},
): Promise<ProductFileView> {
  const orphans: string[] = [];
  try {
    await productOf(db, providerId, productId).catch(async (error: unknown) => {
      await received.discard();
      throw error;
    });
    if (role === 'photo' && (await countFiles(db, productId, 'photo')) >= FILE_LIMITS.photosPerProduct) {
      await received.discard();
      throw refused('photos-maximum-reached', `A product has at most ${FILE_LIMITS.photosPerProduct} photos`, { max: FILE_LIMITS.photosPerProduct });
    }
    const file = await storeUpload(db, storage, providerId, received, KIND_OF[role]);
    return await db
      .transaction(async (tx) => {
        await lockProduct(tx, productId);
        const product = await productOf(tx, providerId, productId);
        const existing = await productFilesOf(tx, productId, [role]);
        if (role === 'photo' && existing.length >= FILE_LIMITS.photosPerProduct) {
          throw refused('photos-maximum-reached', `A product has at most ${FILE_LIMITS.photosPerProduct} photos`, { max: FILE_LIMITS.photosPerProduct });
        }
        if (SINGLE.has(role)) {
          for (const old of existing) await deleteProductFile(tx, old.link.id);
          await markFilesDeleted(
            tx,
            existing.map((old) => old.file.id),
          );
          orphans.push(...existing.map((old) => old.file.storageKey));
        }
        const isMain = role === 'photo' && !existing.some((r) => r.link.isMain);
        const position = existing.reduce((max, r) => Math.max(max, r.link.position + 1), 0);
        const link = await insertProductFile(tx, { providerId, productId, fileId: file.id, role, position, isMain });
        // Touching the product tells the stations (products stream) about a new main photo.
        await updateProduct(tx, productId, {
          ...(role === 'ticket-image' && { ticketImagePath: fileUrl(file.id, 'full') }),
          ...(opts.fromWizzard && role === 'photo' && { wizzardStep: Math.max(product.wizzardStep, WizardStep.PhotoAndColor) }),
        });
        return view(link, file);
      })
      .catch(async (error: unknown) => {
        await markFilesDeleted(db, [file.id]);
        orphans.push(file.storageKey);
        throw error;
      });
  } finally {
    for (const key of orphans) await storage.remove(key).catch(() => undefined);
  }
}

/** Removes a product's photo, document or image; a removed main photo hands main to the next one. */
export async function removeProductFile(db: Db, storage: FileStorage, providerId: number, id: number, roles: readonly ProductFileRole[]): Promise<ProductMediaView> {
  const removed = await db.transaction(async (tx) => {
    const link = await findProductFile(tx, providerId, id, roles);
    if (!link) throw notFound('File');
    await lockProduct(tx, link.productId);
    const [row] = (await productFilesOf(tx, link.productId, [link.role as ProductFileRole])).filter((r) => r.link.id === id);
    await deleteProductFile(tx, id);
    await markFilesDeleted(tx, [link.fileId]);
    if (link.isMain) {
      const [next] = await productFilesOf(tx, link.productId, ['photo']);
      await setMainPhoto(tx, link.productId, next?.link.id ?? null);
    }
    await updateProduct(tx, link.productId, link.role === 'ticket-image' ? { ticketImagePath: null } : {});
    return { productId: link.productId, storageKey: row!.file.storageKey };
  });
  await storage.remove(removed.storageKey).catch(() => undefined);
  return productMedia(db, providerId, removed.productId);
}

/** GET product/main-product-image: this photo becomes the product's main photo. */
export async function makeMainPhoto(db: Db, providerId: number, id: number): Promise<ProductMediaView> {
  const productId = await db.transaction(async (tx) => {
    const link = await findProductFile(tx, providerId, id, ['photo']);
    if (!link) throw notFound('Photo');
    await lockProduct(tx, link.productId);
    await setMainPhoto(tx, link.productId, id);
    await updateProduct(tx, link.productId, {});
    return link.productId;
  });
  return productMedia(db, providerId, productId);
}

/** The gallery's order after a drag: every photo of the product, once. */
export async function orderPhotos(db: Db, providerId: number, productId: number, imageIds: readonly number[]): Promise<ProductMediaView> {
  await db.transaction(async (tx) => {
    await productOf(tx, providerId, productId);
    await lockProduct(tx, productId);
    const photos = (await productFilesOf(tx, productId, ['photo'])).map((r) => r.link.id);
    const same = imageIds.length === photos.length && new Set(imageIds).size === photos.length && imageIds.every((id) => photos.includes(id));
    if (!same) throw refused('photo-order-incomplete', 'The order must list every photo of the product once', { imageIds: photos });
    await setPositions(tx, imageIds);
  });
  return productMedia(db, providerId, productId);
}

/** C055, C056: a photo's or document's title and description per language. */
export async function saveProductFileTranslations(db: Db, providerId: number, id: number, role: 'photo' | 'document', translations: readonly MediaTranslationInput[]): Promise<ProductFileView> {
  return db.transaction(async (tx) => {
    const link = await findProductFile(tx, providerId, id, [role]);
    if (!link) throw notFound(role === 'photo' ? 'Photo' : 'Document');
    await saveFileTranslations(tx, id, mergeTranslations(link.translations, translations));
    const [row] = (await productFilesOf(tx, link.productId, [role])).filter((r) => r.link.id === id);
    return view(row!.link, row!.file);
  });
}

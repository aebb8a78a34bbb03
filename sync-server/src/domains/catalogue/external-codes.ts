import { fieldError, notFound } from '@pos/shared/errors';
import type { Db, Tx } from '../../db/client';
import type { ReceivedFile } from '../files';
import { codeCounts, deleteUnusedCodes, existingCodes, insertCodes, searchCodes } from './external-code-repo';
import { parseCodes, readCodesFile } from './external-code-file';
import { findProduct } from './product-repo';

/** The product the form names (field productId, sent before the file). */
async function productOfForm(db: Tx, providerId: number, received: ReceivedFile): Promise<number> {
  const productId = Number(received.fields.productId);
  if (!Number.isInteger(productId) || productId < 1 || productId > 2_147_483_647) {
    await received.discard();
    throw fieldError('productId', 'is required (a form field sent before the file)');
  }
  if (!(await findProduct(db, providerId, productId))) {
    await received.discard();
    throw notFound('Product');
  }
  return productId;
}

async function analyse(db: Tx, providerId: number, received: ReceivedFile) {
  const productId = await productOfForm(db, providerId, received);
  const parsed = parseCodes(await readCodesFile(received));
  const existing = await existingCodes(db, productId, parsed.codes);
  const fresh = parsed.codes.filter((code) => !existing.has(code));
  return { productId, fresh, duplicates: existing.size + parsed.repeated, invalidLines: parsed.invalidLines, total: parsed.codes.length + parsed.repeated };
}

/** C287: what an import of this file would do, nothing written. */
export async function previewExternalCodes(db: Db, providerId: number, received: ReceivedFile) {
  const a = await analyse(db, providerId, received);
  return { productId: a.productId, total: a.total, newCodes: a.fresh.length, duplicates: a.duplicates, invalidLines: a.invalidLines, sample: a.fresh.slice(0, 10) };
}

/** C286: the file's new codes are added to the product in one transaction (codes already there are skipped). */
export async function importExternalCodes(db: Db, providerId: number, received: ReceivedFile) {
  return db.transaction(async (tx) => {
    const a = await analyse(tx, providerId, received);
    const imported = await insertCodes(tx, providerId, a.productId, a.fresh);
    return { productId: a.productId, imported, duplicates: a.duplicates + (a.fresh.length - imported), invalidLines: a.invalidLines };
  });
}

/** C288: the product's codes containing the search term, with the counts (total, used, unused). */
export async function searchExternalCodes(db: Tx, providerId: number, productId: number, term: string, pageIndex: number) {
  if (!(await findProduct(db, providerId, productId))) throw notFound('Product');
  const rows = await searchCodes(db, productId, term.trim(), pageIndex);
  return {
    codes: rows.map((r) => ({ id: r.id, code: r.code, used: r.usedAt !== null, orderId: r.orderId, usedAt: r.usedAt?.toISOString() ?? null, stationName: r.stationName })),
    counts: await codeCounts(db, productId),
  };
}

/** C289: every unused code of the product is deleted. */
export async function deleteAllExternalCodes(db: Db, providerId: number, productId: number) {
  return db.transaction(async (tx) => {
    if (!(await findProduct(tx, providerId, productId))) throw notFound('Product');
    const deleted = await deleteUnusedCodes(tx, productId);
    return { productId, deleted, counts: await codeCounts(tx, productId) };
  });
}

import { FieldErrorCollector, notFound } from '@pos/shared/errors';
import type { ContentKind, MediaTranslationInput } from '@pos/shared/api/files';
import type { Db, Tx } from '../../db/client';
import { contentIdsOf, contentOf, deleteContentExcept, findContent, saveContentTranslations, upsertContent, type ContentRow } from './content-repo';
import { mergeTranslations, translationList } from './media-translations';
import { findProduct } from './product-repo';

export interface ContentEntry {
  id: number;
  productId: number;
  title: string;
  description: string;
  position: number;
  translations: MediaTranslationInput[];
}

const view = (row: ContentRow): ContentEntry => ({
  id: row.id,
  productId: row.productId,
  title: row.title,
  description: row.description,
  position: row.position,
  translations: translationList(row.translations),
});

async function checkProduct(db: Tx, providerId: number, productId: number): Promise<void> {
  if (!(await findProduct(db, providerId, productId))) throw notFound('Product');
}

/** C066, C067: a product's FAQ (question, answer) or more-info (title, text) entries in their order. */
export async function productContent(db: Tx, providerId: number, productId: number, kind: ContentKind): Promise<ContentEntry[]> {
  await checkProduct(db, providerId, productId);
  return (await contentOf(db, productId, kind)).map(view);
}

/**
 * The product editor's FAQ and more-info sections: the whole list as it should be (entries with
 * an id are updated, new ones added, the rest removed with their translations), in one transaction.
 */
export async function saveProductContent(db: Db, providerId: number, productId: number, kind: ContentKind, entries: readonly { id?: number; title: string; description: string }[]): Promise<ContentEntry[]> {
  return db.transaction(async (tx) => {
    await checkProduct(tx, providerId, productId);
    const ids = entries.flatMap((e) => (e.id ? [e.id] : []));
    const own = await contentIdsOf(tx, productId, kind, ids);
    const errors = new FieldErrorCollector();
    entries.forEach((e, i) => {
      errors.check(e.title.trim() !== '', `entries[${i}].title`, 'is required');
      errors.check(!e.id || own.has(e.id), `entries[${i}].id`, 'is not an entry of this product');
    });
    errors.check(new Set(ids).size === ids.length, 'entries', 'lists an entry twice');
    errors.throwIfAny();
    await deleteContentExcept(tx, productId, kind, ids);
    for (const [position, e] of entries.entries()) await upsertContent(tx, { id: e.id, providerId, productId, kind, title: e.title.trim(), description: e.description.trim(), position });
    return (await contentOf(tx, productId, kind)).map(view);
  });
}

/** C068, C069: an entry's title and text per language. */
export async function saveContentEntryTranslations(db: Db, providerId: number, id: number, kind: ContentKind, translations: readonly MediaTranslationInput[]): Promise<ContentEntry> {
  return db.transaction(async (tx) => {
    const row = await findContent(tx, providerId, id, kind);
    if (!row) throw notFound(kind === 'faq' ? 'FAQ' : 'More info');
    const merged = mergeTranslations(row.translations, translations);
    await saveContentTranslations(tx, id, merged);
    return view({ ...row, translations: merged });
  });
}

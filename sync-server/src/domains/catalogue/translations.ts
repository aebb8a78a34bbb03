import { fieldError, FieldErrorCollector, notFound } from '@pos/shared/errors';
import { FULL_DESCRIPTION_MAX_LENGTH, type ProductTranslationField } from '@pos/shared/catalogue/product-rules';
import type { Tx } from '../../db/client';
import { findProduct } from './product-repo';
import { productTranslationsView } from './product-view';
import type { TranslationInput } from '@pos/shared/api/catalogue';
import { saveFieldTranslations } from './translation-repo';

/**
 * Translations as sent ([{language, value}]) to one value per language: a language may appear once;
 * an empty value removes that language's translation (R-CLIENT-1: en-US, he-IL, ru-RU only, by schema).
 */
export function translationsByLanguage(translations: readonly TranslationInput[], field = 'translations'): Map<string, string> {
  const errors = new FieldErrorCollector();
  const byLanguage = new Map<string, string>();
  translations.forEach((t, i) => {
    if (byLanguage.has(t.language)) errors.add(`${field}[${i}].language`, 'language repeats');
    byLanguage.set(t.language, t.value.trim());
  });
  errors.throwIfAny();
  return byLanguage;
}

/** POST product/{id}/save...Tranlation: one field's translations (R-PROD-7 holds for the long description too). */
export async function saveProductTranslations(
  db: Tx,
  providerId: number,
  productId: number,
  field: ProductTranslationField,
  translations: readonly TranslationInput[],
): Promise<{ language: string; value: string }[]> {
  const byLanguage = translationsByLanguage(translations);
  const tooLong = field === 'fullDescription' ? translations.findIndex((t) => t.value.trim().length > FULL_DESCRIPTION_MAX_LENGTH) : -1;
  if (tooLong >= 0) throw fieldError(`translations[${tooLong}].value`, `must be at most ${FULL_DESCRIPTION_MAX_LENGTH} characters`);
  return db.transaction(async (tx) => {
    if (!(await findProduct(tx, providerId, productId))) throw notFound('Product');
    await saveFieldTranslations(tx, productId, field, byLanguage);
    return (await productTranslationsView(tx, productId))[field] ?? [];
  });
}

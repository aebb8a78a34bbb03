import { fieldError } from '@pos/shared/errors';
import { LANGUAGES } from '@pos/shared/languages';
import type { MediaTranslationInput } from '@pos/shared/api/files';
import type { MediaTranslations } from '../../db/schema';

/**
 * Translations of a photo, document, FAQ or more-info entry: one per language, merged over the
 * stored ones; a language sent with an empty title and description is removed.
 */
export function mergeTranslations(stored: MediaTranslations, input: readonly MediaTranslationInput[]): MediaTranslations {
  const seen = new Set<string>();
  const out: MediaTranslations = { ...stored };
  input.forEach((t, i) => {
    if (seen.has(t.language)) throw fieldError(`translations[${i}].language`, 'is repeated');
    seen.add(t.language);
    const title = t.title.trim();
    const description = t.description.trim();
    if (!title && !description) delete out[t.language];
    else out[t.language] = { title, description };
  });
  return out;
}

/** Stored translations as the API lists them, in the order of the languages. */
export function translationList(stored: MediaTranslations): MediaTranslationInput[] {
  return LANGUAGES.filter((language) => stored[language]).map((language) => ({ language, ...stored[language]! }));
}

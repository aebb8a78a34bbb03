import { readFileSync } from 'node:fs';
import type { Language } from '@pos/shared/languages';

/** The seeded reference lists whose names are stored in English (reference/seed-reference-lists.ts). */
export type ReferenceKind = 'productTypes' | 'cities';
type Names = Record<ReferenceKind, Record<string, string>>;

const cache = new Map<Language, Names>();

/**
 * Issue 18: a seeded product type or city ("Tour", "Tiberias") in the report's language, from the
 * very table the back office says them with (renderer/i18n common.json referenceNames), so a
 * downloaded report names them as the page does; a name the platform added later stays as stored.
 */
export function referenceNameIn(language: Language, kind: ReferenceKind, name: string): string {
  let names = cache.get(language);
  if (!names) {
    const common = JSON.parse(readFileSync(new URL(`../../../../renderer/i18n/locales/${language}/common.json`, import.meta.url), 'utf8')) as { referenceNames?: Partial<Names> };
    names = { productTypes: common.referenceNames?.productTypes ?? {}, cities: common.referenceNames?.cities ?? {} };
    cache.set(language, names);
  }
  return names[kind][name] ?? name;
}

import { i18next } from '../i18n';

/** The platform's seeded reference lists whose names are stored in English (sync-server reference/seed-reference-lists.ts). */
export type ReferenceKind = 'productTypes' | 'regions' | 'cities';

/**
 * Issue 18: a seeded reference name (product type "Tour", a region, a city) in the user's
 * language (common.json referenceNames); a name the platform added later stays as stored.
 * For the reports, calendar and order screens alike; channels are `channels.<id>` of the back office.
 */
export function referenceName(kind: ReferenceKind, name: string | null | undefined): string {
  if (!name) return '';
  const key = `common:referenceNames.${kind}.${name}`;
  return i18next.exists(key) ? i18next.t(key) : name;
}

import type { FieldErrors } from '../errors';

/** R-PROD-7: a product's long description is at most 1200 characters. */
export const FULL_DESCRIPTION_MAX_LENGTH = 1200;

/** R-PROD-14: the steps of the product-creation wizard (wizzardStep). */
export const WizardStep = { General: 1, Categories: 2, TimeAndDuration: 3, Prices: 4, PhotoAndColor: 5 } as const;
export const LAST_WIZARD_STEP = WizardStep.PhotoAndColor;

/** The product fields R-PROD-6 requires, as they are checked on a product about to be stored. */
export interface ProductRequiredFields {
  name: string;
  shortDescription: string;
  fullDescription: string;
  address: string;
  cityId: number | null;
  productTypeId: number | null;
  unitName: string;
  regionIds: readonly number[];
}

const REQUIRED_TEXT = ['name', 'shortDescription', 'fullDescription', 'address', 'unitName'] as const;
const REQUIRED_ID = ['cityId', 'productTypeId'] as const;

/**
 * Regions are chosen in the wizard's Categories step (saved by product-regions), so a product the
 * wizard saves before that step may have none yet; everywhere else they are required.
 */
export function regionsRequired(fromWizzard: boolean, wizzardStep: number): boolean {
  return !fromWizzard || wizzardStep >= WizardStep.Categories;
}

/** R-PROD-6 and R-PROD-7 on a whole product: field-keyed errors, empty when it may be stored. */
export function checkProductFields(product: ProductRequiredFields, opts: { requireRegions: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const field of REQUIRED_TEXT) if (product[field].trim() === '') add(field, 'is required');
  for (const field of REQUIRED_ID) if (product[field] === null) add(field, 'is required');
  if (opts.requireRegions && product.regionIds.length === 0) add('regionIds', 'at least one region is required');
  if (product.fullDescription.length > FULL_DESCRIPTION_MAX_LENGTH) add('fullDescription', `must be at most ${FULL_DESCRIPTION_MAX_LENGTH} characters`);
  return errors;
}

/**
 * What a product still lacks before it may go on air: the R-PROD-6 fields, and (the rule's
 * "customer type" and "price") at least one customer type and one active price list.
 */
export function missingForOnAir(product: ProductRequiredFields & { customerTypeCount: number; activePriceListCount: number }): string[] {
  const missing = Object.keys(checkProductFields(product, { requireRegions: true }));
  if (product.customerTypeCount === 0) missing.push('customerTypes');
  if (product.activePriceListCount === 0) missing.push('prices');
  return missing;
}

/** R-PROD-12: the selling settings changeSellingSetting/{setting} switches one by one. */
export const SELLING_SETTINGS = ['useCashier', 'useLocals', 'useGroups', 'useB2cChannels', 'useDirectChannels', 'useIndex', 'onAir'] as const;
export type SellingSetting = (typeof SELLING_SETTINGS)[number];

export function isSellingSetting(value: string): value is SellingSetting {
  return (SELLING_SETTINGS as readonly string[]).includes(value);
}

/**
 * R-PRICE-12 read as an invariant of the selling settings: a product sells to groups only while it
 * sells to locals. True when the settings break it.
 */
export function groupsWithoutLocals(settings: { useLocals: boolean; useGroups: boolean }): boolean {
  return settings.useGroups && !settings.useLocals;
}

/** The texts of a product that carry per-language translations (GET product/{id}/translations). */
export const PRODUCT_TRANSLATION_FIELDS = [
  'name',
  'shortDescription',
  'fullDescription',
  'fullDescriptionIndex',
  'arrivalInstructions',
  'parkingInstructions',
  'responsiblePersonDescription',
  'policy',
  'extraInfo',
] as const;
export type ProductTranslationField = (typeof PRODUCT_TRANSLATION_FIELDS)[number];

/**
 * The name of a copied product: " (copy)" after the name, then " (copy 2)", " (copy 3)"... until it
 * is free (R-PROD-8 compares names case-insensitively).
 */
export function copyName(name: string, taken: ReadonlySet<string>): string {
  const isTaken = (candidate: string) => taken.has(candidate.toLowerCase());
  let candidate = `${name} (copy)`;
  for (let n = 2; isTaken(candidate); n++) candidate = `${name} (copy ${n})`;
  return candidate;
}

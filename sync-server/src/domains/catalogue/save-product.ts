import { FieldErrorCollector, fieldError, notFound } from '@pos/shared/errors';
import { checkProductFields, regionsRequired, WizardStep } from '@pos/shared/catalogue/product-rules';
import type { Tx } from '../../db/client';
import { findProduct, insertProduct, isNameConflict, nameTaken, regionIdsOf, replaceRegions, unknownReferences, updateProduct, type ProductRow, type ProductValues } from './product-repo';
import type { ProductInput } from '@pos/shared/api/catalogue';

/** The product fields POST product writes (selling settings, active and onAir have their own calls). */
const EDITABLE_FIELDS = [
  'name',
  'shortDescription',
  'fullDescription',
  'arrivalInstructions',
  'parkingInstructions',
  'policy',
  'extraInfo',
  'address',
  'latitude',
  'longitude',
  'cityId',
  'countryId',
  'productTypeId',
  'unitName',
  'calendarColor',
  'pricePerPerson',
  'printingType',
  'registrationType',
  'calendarType',
  'averageDurationTime',
  'blockCreatingNewOrdersBefore',
  'orderBlockMinutes',
  'admitBeforeMinutes',
  'admitAfterMinutes',
  'recommended',
  'mostPopular',
  'barcode',
] as const satisfies readonly (keyof ProductInput & keyof ProductValues)[];

/** The fields the body carries (left-out ones keep their stored value). */
function sentFields(input: ProductInput): Partial<ProductValues> {
  const sent: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) if (input[field] !== undefined) sent[field] = input[field];
  if (typeof sent.name === 'string') sent.name = sent.name.trim();
  return sent as Partial<ProductValues>;
}

/**
 * How far the wizard got: a wizard save records the furthest step reached (R-PROD-14); other saves
 * leave it (0 for a product never saved by the wizard).
 */
function wizardStepAfter(input: ProductInput, existing: ProductRow | undefined): number {
  const stored = existing?.wizzardStep ?? 0;
  return input.fromWizzard ? Math.max(stored, input.wizzardStep ?? WizardStep.General) : stored;
}

/**
 * POST product: creates (no id) or updates a product of the provider and returns its id.
 * R-PROD-6 and R-PROD-7 hold on the product as stored after the save (body over stored values), so a
 * wizard step sends only its fields; regions are required once the wizard reached Categories, and
 * always outside it. R-PROD-8: the name is unique per provider, case-insensitively. A new product
 * takes the R-PROD-1 defaults of the schema (onAir false, active true, locals, B2C and direct channels).
 */
export async function saveProduct(db: Tx, providerId: number, input: ProductInput): Promise<number> {
  return db.transaction(async (tx) => {
    const existing = input.id ? await findProduct(tx, providerId, input.id) : undefined;
    if (input.id && !existing) throw notFound('Product');
    const sent = sentFields(input);
    const wizzardStep = wizardStepAfter(input, existing);
    const pick = <K extends keyof ProductRow>(field: K & keyof ProductValues, fallback: ProductRow[K]) =>
      (sent[field] !== undefined ? sent[field] : existing ? existing[field] : fallback) as ProductRow[K];
    const product = {
      name: pick('name', ''),
      shortDescription: pick('shortDescription', ''),
      fullDescription: pick('fullDescription', ''),
      address: pick('address', ''),
      unitName: pick('unitName', ''),
      cityId: pick('cityId', null),
      productTypeId: pick('productTypeId', null),
      countryId: pick('countryId', null),
      regionIds: input.regionIds ?? (existing ? await regionIdsOf(tx, existing.id) : []),
    };

    const errors = new FieldErrorCollector();
    const ruleErrors = checkProductFields(product, { requireRegions: regionsRequired(input.fromWizzard ?? false, wizzardStep) });
    for (const [field, messages] of Object.entries(ruleErrors)) for (const message of messages) errors.add(field, message);
    const unknown = await unknownReferences(tx, product);
    errors.check(!unknown.cityId, 'cityId', 'is not a known city');
    errors.check(!unknown.productTypeId, 'productTypeId', 'is not a known product type');
    errors.check(!unknown.countryId, 'countryId', 'is not a known country');
    errors.check(unknown.regionIds.length === 0, 'regionIds', `unknown regions: ${unknown.regionIds.join(', ')}`);
    if (product.name !== '' && (await nameTaken(tx, providerId, product.name, existing?.id ?? null))) errors.add('name', 'a product with this name already exists');
    errors.throwIfAny();

    let id: number;
    try {
      id = existing ? existing.id : await insertProduct(tx, providerId, { ...sent, name: product.name, wizzardStep });
      if (existing) await updateProduct(tx, id, { ...sent, wizzardStep });
    } catch (error) {
      if (isNameConflict(error)) throw fieldError('name', 'a product with this name already exists');
      throw error;
    }
    if (input.regionIds) await replaceRegions(tx, id, input.regionIds);
    return id;
  });
}

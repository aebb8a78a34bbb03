import { fieldError, notFound } from '@pos/shared/errors';
import { WizardStep } from '@pos/shared/catalogue/product-rules';
import type { Tx } from '../../db/client';
import { findProduct, regionIdsOf, replaceRegions, replaceTagsOfType, tagsOf, unknownReferences, updateProduct, type ProductRow } from './product-repo';
import { foreignTagIds } from './tag-repo';

/** A wizard save of the Categories step (R-PROD-14) moves the product's wizard step on to it. */
async function reachCategoriesStep(db: Tx, product: ProductRow, fromWizzard: boolean | undefined): Promise<void> {
  if (fromWizzard && product.wizzardStep < WizardStep.Categories) await updateProduct(db, product.id, { wizzardStep: WizardStep.Categories });
}

async function productOf(db: Tx, providerId: number, productId: number): Promise<ProductRow> {
  const product = await findProduct(db, providerId, productId);
  if (!product) throw notFound('Product');
  return product;
}

/** POST product-regions: the product's regions, replaced; at least one known region (R-PROD-6). */
export async function saveProductRegions(db: Tx, providerId: number, input: { ProductId: number; ProductRegions: number[]; FromWizzard?: boolean }): Promise<number[]> {
  return db.transaction(async (tx) => {
    const product = await productOf(tx, providerId, input.ProductId);
    if (input.ProductRegions.length === 0) throw fieldError('ProductRegions', 'at least one region is required');
    const unknown = (await unknownReferences(tx, { cityId: null, productTypeId: null, countryId: null, regionIds: input.ProductRegions })).regionIds;
    if (unknown.length) throw fieldError('ProductRegions', `unknown regions: ${unknown.join(', ')}`);
    await replaceRegions(tx, product.id, input.ProductRegions);
    await reachCategoriesStep(tx, product, input.FromWizzard);
    return regionIdsOf(tx, product.id);
  });
}

/** POST product-tags: the product's tags of one type (included or excluded), replaced by the provider's tags given. */
export async function saveProductTags(
  db: Tx,
  providerId: number,
  input: { ProductId: number; ProductTagsId: number[]; ProductTagsType?: string; FromWizzard?: boolean },
): Promise<{ id: number; name: string; type: string }[]> {
  return db.transaction(async (tx) => {
    const product = await productOf(tx, providerId, input.ProductId);
    const foreign = await foreignTagIds(tx, providerId, input.ProductTagsId);
    if (foreign.length) throw fieldError('ProductTagsId', `unknown tags: ${foreign.join(', ')}`);
    await replaceTagsOfType(tx, product.id, input.ProductTagsType ?? 'included', input.ProductTagsId);
    await reachCategoriesStep(tx, product, input.FromWizzard);
    return tagsOf(tx, product.id);
  });
}

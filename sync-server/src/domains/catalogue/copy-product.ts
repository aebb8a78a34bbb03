import { fieldError, notFound } from '@pos/shared/errors';
import { copyName } from '@pos/shared/catalogue/product-rules';
import type { Tx } from '../../db/client';
import { copyPriceLists } from '../price-lists';
import { customerTypesOf, insertCustomerType } from './customer-type-repo';
import { copyRegionsAndTags, findProduct, insertProduct, isNameConflict, namesStartingWith } from './product-repo';
import { copyTranslations } from './translation-repo';

/**
 * GET copy-product/{id}: a new product like the source, with its customer types, price lists and
 * lines, translations, regions and tags, named "<name> (copy)" (kept unique, R-PROD-8). The copy is
 * not on air (R-PROD-1): it goes live on its own.
 */
export async function copyProduct(db: Tx, providerId: number, id: number): Promise<number> {
  return db
    .transaction(async (tx) => {
      const source = await findProduct(tx, providerId, id);
      if (!source) throw notFound('Product');
      const { id: _id, providerId: _p, createdAt: _c, updatedAt: _u, deletedAt: _d, name, ...values } = source;
      const copyId = await insertProduct(tx, providerId, { ...values, name: copyName(name, await namesStartingWith(tx, providerId, name)), onAir: false });
      await copyRegionsAndTags(tx, source.id, copyId);
      await copyTranslations(tx, source.id, copyId);
      const customerTypeMap = new Map<number, number>();
      for (const customerType of await customerTypesOf(tx, source.id)) {
        const { id: typeId, providerId: _tp, productId: _pp, deletedAt: _td, ...typeValues } = customerType;
        customerTypeMap.set(typeId, (await insertCustomerType(tx, providerId, copyId, typeValues)).id);
      }
      await copyPriceLists(tx, source.id, copyId, customerTypeMap);
      return copyId;
    })
    .catch((error: unknown) => {
      if (isNameConflict(error)) throw fieldError('name', 'a product with this name was saved at the same time; try again');
      throw error;
    });
}

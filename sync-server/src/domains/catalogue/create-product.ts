import type { Tx } from '../../db/client';
import { saveCustomerType } from './customer-types';
import { loadProductView } from './product-view';
import { saveProduct } from './save-product';
import type { CustomerTypeInput, ProductInput, ProductView } from '@pos/shared/api/catalogue';

/**
 * A product with its customer types in one transaction, through the same steps as POST product and
 * POST product/updateCustomerType (the demo seed uses it).
 */
export async function createProductWithCustomerTypes(
  db: Tx,
  providerId: number,
  input: Omit<ProductInput, 'id'> & { customerTypes: Omit<CustomerTypeInput, 'id' | 'productId'>[] },
): Promise<ProductView> {
  return db.transaction(async (tx) => {
    const { customerTypes, ...product } = input;
    const productId = await saveProduct(tx, providerId, product);
    for (const customerType of customerTypes) await saveCustomerType(tx, providerId, { ...customerType, productId });
    return loadProductView(tx, providerId, productId);
  });
}

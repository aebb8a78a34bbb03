import { notFound, refused } from '@pos/shared/errors';
import type { Tx } from '../../db/client';
import { findProduct, productHasOrders, softDeleteProduct } from './product-repo';

/** DELETE product/{id}: a soft delete, refused while orders sell the product (R-PERM-18 has-orders). */
export async function deleteProduct(db: Tx, providerId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const product = await findProduct(tx, providerId, id);
    if (!product) throw notFound('Product');
    if (await productHasOrders(tx, id)) throw refused('product-has-orders', 'The product has orders and cannot be deleted');
    await softDeleteProduct(tx, id);
  });
}

import { fieldError, notFound } from '@pos/shared/errors';
import { currentCashier, type StationContext } from '../context';
import { replica } from './replica';
import { productHit, sellable, type ProductHit } from './product-hit';
import { customerTypesWithPrices, type CustomerTypesArgs } from './customer-type-prices';
import { sellTiles, type SellTilesArgs } from './sell-tiles';
import { defaultRange, productOccurrences, type SlotOccurrenceView } from './occurrences';

export type { ProductHit } from './product-hit';
export type { CustomerTypePrice, CustomerTypesAnswer } from './customer-type-prices';

export interface ProductSearchArgs {
  query: string;
  limit?: number;
}

const BARCODE = /^[A-Za-z0-9-]{4,64}$/;

/**
 * Products the cashier may sell (R-CASH-4), by barcode (the product's or a price line's, exact)
 * or by name in any of its languages (one character is enough, issue 16).
 */
export function searchProducts(ctx: StationContext, args: ProductSearchArgs): ProductHit[] {
  const user = currentCashier(ctx);
  const query = (args.query ?? '').trim();
  const limit = Math.min(Math.max(args.limit ?? 20, 1), 100);
  if (BARCODE.test(query)) {
    const byCode = replica.productByBarcode(ctx.db, query);
    if (sellable(byCode, user.allowedProductIds)) return [productHit(ctx, byCode)];
    const line = replica.priceLineBarcode(ctx.db, query);
    if (line) {
      const product = replica.product(ctx.db, line.productId);
      if (sellable(product, user.allowedProductIds)) return [productHit(ctx, product, line.customerTypeId)];
    }
  }
  if (query.length < 1) throw fieldError('query', 'Type at least 1 character.');
  return replica
    .productsByName(ctx.db, query, limit * 2)
    .filter((p) => sellable(p, user.allowedProductIds))
    .slice(0, limit)
    .map((p) => productHit(ctx, p));
}

export interface ProductSlotsArgs {
  productId: number;
  from?: string;
  to?: string;
}

/** Today's and upcoming occurrences of a product with live remaining seats. */
export function productSlots(ctx: StationContext, args: ProductSlotsArgs): SlotOccurrenceView[] {
  currentCashier(ctx);
  if (!replica.product(ctx.db, args.productId)) throw notFound('Product');
  const { from, to } = defaultRange(ctx, args.from, args.to);
  if (to < from) throw fieldError('to', 'The end is before the start.');
  return productOccurrences(ctx, args.productId, from, to);
}

export function catalogueHandlers(ctx: StationContext) {
  return {
    'product-search': (args: ProductSearchArgs) => searchProducts(ctx, args),
    'product-slots': (args: ProductSlotsArgs) => productSlots(ctx, args),
    'product-customer-types': (args: CustomerTypesArgs) => customerTypesWithPrices(ctx, args),
    'sell-tiles': (args: SellTilesArgs) => sellTiles(ctx, args),
  };
}

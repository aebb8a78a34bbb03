import { fieldError, notFound } from '@pos/shared/errors';
import { Channel, PRICE_TYPES } from '@pos/shared/reference';
import { findPrice } from '@pos/shared/pricing/price-lists';
import type { ProductRow } from '@pos/shared/sync/streams';
import { allowedBy, currentCashier, type StationContext } from '../context';
import { replica } from './replica';
import { thumbnailUrl } from './thumbnails';
import { defaultRange, productOccurrences, type SlotOccurrenceView } from './occurrences';

export interface ProductHit {
  id: number;
  name: string;
  barcode: string | null;
  unitName: string;
  pricePerPerson: boolean;
  /** Set when the scan was a price line's barcode: that customer type goes in the cart. */
  customerTypeId: number | null;
  /** The product's tile picture (a data URL from the station's thumbnail cache), or null. */
  thumbnail: string | null;
}

export interface ProductSearchArgs {
  query: string;
  limit?: number;
}

const BARCODE = /^[A-Za-z0-9-]{4,64}$/;

function sellable(ctx: StationContext, p: ProductRow | null, allowedProducts: number[] | null): p is ProductRow {
  return p !== null && p.active && p.useCashier && allowedBy(allowedProducts, p.id);
}

const hit = (ctx: StationContext, p: ProductRow, customerTypeId: number | null = null): ProductHit => ({
  id: p.id,
  name: p.name,
  barcode: p.barcode,
  unitName: p.unitName,
  pricePerPerson: p.pricePerPerson,
  customerTypeId,
  thumbnail: thumbnailUrl(ctx.db.$client, p),
});

/**
 * Products the cashier may sell (R-CASH-4), by barcode (the product's or a price line's, exact)
 * or by name (at least 2 characters, R-ORD-23).
 */
export function searchProducts(ctx: StationContext, args: ProductSearchArgs): ProductHit[] {
  const user = currentCashier(ctx);
  const query = (args.query ?? '').trim();
  const limit = Math.min(Math.max(args.limit ?? 20, 1), 100);
  if (BARCODE.test(query)) {
    const byCode = replica.productByBarcode(ctx.db, query);
    if (sellable(ctx, byCode, user.allowedProductIds)) return [hit(ctx, byCode)];
    const line = replica.priceLineBarcode(ctx.db, query);
    if (line) {
      const product = replica.product(ctx.db, line.productId);
      if (sellable(ctx, product, user.allowedProductIds)) return [hit(ctx, product, line.customerTypeId)];
    }
  }
  if (query.length < 2) throw fieldError('query', 'Type at least 2 characters.');
  return replica
    .productsByName(ctx.db, query, limit * 2)
    .filter((p) => sellable(ctx, p, user.allowedProductIds))
    .slice(0, limit)
    .map((p) => hit(ctx, p));
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

export interface CustomerTypesArgs {
  productId: number;
  date: string;
  priceTypeId?: number;
}

export interface CustomerTypePrice {
  id: number;
  name: string;
  color: string;
  /** Price incl. VAT in minor units; null: no price for this date, channel and price type. */
  price: number | null;
  priceListId: number | null;
  perPerson: boolean | null;
}

export interface CustomerTypesAnswer {
  priceTypeId: number;
  /** The price types this cashier may sell (R-CASH-4). */
  priceTypeIds: number[];
  currencyId: number;
  customerTypes: CustomerTypePrice[];
}

export function allowedPriceTypes(ctx: StationContext): number[] {
  const user = currentCashier(ctx);
  return PRICE_TYPES.map((p) => p.id as number).filter((id) => allowedBy(user.allowedPriceTypeIds, id));
}

/** Customer types of a product with their cashier price on the date, for a price type the cashier may sell. */
export function customerTypesWithPrices(ctx: StationContext, args: CustomerTypesArgs): CustomerTypesAnswer {
  const priceTypeIds = allowedPriceTypes(ctx);
  const priceTypeId = args.priceTypeId ?? priceTypeIds[0];
  if (priceTypeId === undefined || !priceTypeIds.includes(priceTypeId)) throw fieldError('priceTypeId', 'This price type is not allowed for this cashier.');
  const currencyId = replica.provider(ctx.db)?.currencyId ?? 1;
  const lists = replica.priceListsOf(ctx.db, args.productId);
  const customerTypes = replica
    .customerTypesOf(ctx.db, args.productId)
    .filter((c) => !c.availableProductPriceTypes || c.availableProductPriceTypes.length === 0 || c.availableProductPriceTypes.includes(priceTypeId))
    .map((c): CustomerTypePrice => {
      const found = findPrice(lists, { productId: args.productId, customerTypeId: c.id, date: args.date, channelId: Channel.Cashier, priceTypeId, currencyId });
      return { id: c.id, name: c.name, color: c.color, price: found.found ? found.line.amount : null, priceListId: found.found ? found.list.id : null, perPerson: found.found ? found.list.perPerson : null };
    });
  return { priceTypeId, priceTypeIds, currencyId, customerTypes };
}

export function catalogueHandlers(ctx: StationContext) {
  return {
    'product-search': (args: ProductSearchArgs) => searchProducts(ctx, args),
    'product-slots': (args: ProductSlotsArgs) => productSlots(ctx, args),
    'product-customer-types': (args: CustomerTypesArgs) => customerTypesWithPrices(ctx, args),
  };
}

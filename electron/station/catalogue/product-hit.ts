import type { ProductRow } from '@pos/shared/sync/streams';
import { allowedBy, type StationContext } from '../context';
import { thumbnailUrl } from './thumbnails';

export interface ProductHit {
  id: number;
  name: string;
  /** Issue 16: the name per language (the POS shows the one of its language). */
  names: Record<string, string>;
  barcode: string | null;
  unitName: string;
  pricePerPerson: boolean;
  /** Set when the scan was a price line's barcode: that customer type goes in the cart. */
  customerTypeId: number | null;
  /** The product's tile picture (a data URL from the station's thumbnail cache), or null. */
  thumbnail: string | null;
}

/** A product this cashier may sell at this window (R-CASH-4): active, sold at the cashier, allowed to the user. */
export function sellable(p: ProductRow | null, allowedProducts: number[] | null): p is ProductRow {
  return p !== null && p.active && p.useCashier && allowedBy(allowedProducts, p.id);
}

export const productHit = (ctx: StationContext, p: ProductRow, customerTypeId: number | null = null): ProductHit => ({
  id: p.id,
  name: p.name,
  names: p.names ?? {},
  barcode: p.barcode,
  unitName: p.unitName,
  pricePerPerson: p.pricePerPerson,
  customerTypeId,
  thumbnail: thumbnailUrl(ctx.db.$client, p),
});

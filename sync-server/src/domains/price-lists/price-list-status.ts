import { notFound, refused } from '@pos/shared/errors';
import type { Tx } from '../../db/client';
import { currenciesOnChannel, findPriceList, findPriceLine, linesInUse, linesOf, productForPricing, toView, updatePriceList } from './price-list-repo';
import { checkPriceType } from './save-price-list';
import type { PriceListView } from '@pos/shared/api/price-lists';

/**
 * POST remove-or-restoreprice-list (R-PRICE-15): pauses an active price list, or restores a paused
 * one. Restoring is activating, so it meets the rules of an active list: the product sells to its
 * price type (R-PRICE-12, R-PRICE-13), one currency per channel (R-PRICE-8), and a line (R-PRICE-6).
 */
export async function pauseOrRestorePriceList(db: Tx, providerId: number, id: number): Promise<PriceListView> {
  return db.transaction(async (tx) => {
    const list = await findPriceList(tx, providerId, id);
    if (!list) throw notFound('Price list');
    const lines = await linesOf(tx, [list.id]);
    if (!list.active) {
      const product = await productForPricing(tx, providerId, list.productId);
      if (!product) throw notFound('Product');
      checkPriceType(list.priceTypeId, product);
      const others = await currenciesOnChannel(tx, list.productId, list.channelId, list.id);
      if (others.some((currencyId) => currencyId !== list.currencyId)) throw refused('currency-per-channel', 'The product already has an active price list on this channel in another currency');
      if (lines.length === 0) throw refused('price-list-without-lines', 'A price list needs at least one customer type and price line');
    }
    await updatePriceList(tx, list.id, { active: !list.active });
    return toView({ ...list, active: !list.active }, lines);
  });
}

/** GET products/can-remove-product-price-line (R-PERM-18, R-PRICE-10): false while orders use the line. */
export async function canRemovePriceLine(db: Tx, providerId: number, priceLineId: number): Promise<boolean> {
  const line = await findPriceLine(db, providerId, priceLineId);
  if (!line) throw notFound('Price line');
  return (await linesInUse(db, [line.id])).size === 0;
}

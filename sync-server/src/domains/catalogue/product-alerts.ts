import { instantToLocal } from '@pos/shared/calendar/index';
import { ProductAlertType, unfinishedProductAlerts } from '@pos/shared/catalogue/product-alerts';
import type { Tx } from '../../db/client';
import { activePriceListEnds } from '../price-lists';
import { activeProductsOf, providerTimeZone } from './product-repo';
import { slotSeriesByProduct, unreadProductAlerts } from './product-alerts-repo';

export interface ProductAlerts {
  productId: number;
  productName: string;
  types: string[];
}

/**
 * GET product/alerts: per active product of the provider, its unfinished-product alerts
 * (R-PROD-3, R-PROD-4, R-PROD-5) and the OnAir notifications not yet read (R-PROD-2). Products
 * without any are left out. ImageNotFound reads the ticket image (C047, product-media.ts).
 */
export async function productAlertsOf(db: Tx, providerId: number): Promise<ProductAlerts[]> {
  const today = instantToLocal(new Date(), await providerTimeZone(db, providerId)).date;
  const [products, slotsByProduct, priceEnds, recorded] = [
    await activeProductsOf(db, providerId),
    await slotSeriesByProduct(db, providerId),
    await activePriceListEnds(db, providerId),
    await unreadProductAlerts(db, providerId),
  ];
  return products
    .map((product) => {
      const types: string[] = unfinishedProductAlerts({
        today,
        hasImage: product.ticketImagePath !== null,
        slots: slotsByProduct.get(product.id) ?? [],
        priceListEnds: priceEnds.get(product.id) ?? [],
      });
      if (recorded.some((alert) => alert.productId === product.id && alert.type === ProductAlertType.OnAir)) types.push(ProductAlertType.OnAir);
      return { productId: product.id, productName: product.name, types };
    })
    .filter((alerts) => alerts.types.length > 0);
}

import { isPriceListValidFor, lineOf } from '@pos/shared/pricing/price-lists';
import { checkOccurrence, type Clock, type OccurrenceProblem, type PastRights } from './occurrence-check';
import type { LineRow, OrderRow } from './order-repo';
import type { SaleCatalogue } from './sale-catalogue-repo';

export type ConfirmBlocker = Exclude<OccurrenceProblem, 'slot-blocked-by-time' | 'slot-start-time-changed' | 'product-not-found'> | 'no-price-list' | 'no-customer-type-price';
export type ConfirmWarning = 'price-changed' | 'currency-changed';

/**
 * R-ORD-5: what blocks confirming a line: product deactivated, slot gone or finished, stop sale,
 * date passed (each from the occurrence check), price list missing or disabled, or no price for the
 * customer type. R-ORD-6: what only asks first: the list price or currency changed since the sale.
 * The order-block window (R-SLOT-21) is for new orders and does not stop a confirmation.
 */
export function confirmChecks(order: OrderRow, lines: readonly LineRow[], catalogue: SaleCatalogue, clock: Clock, rights: PastRights): { blocker: ConfirmBlocker | null; warnings: ConfirmWarning[] } {
  const warnings = new Set<ConfirmWarning>();
  for (const line of lines) {
    const problem = checkOccurrence(catalogue, { productId: line.productId, slotId: line.slotId ?? 0, date: line.date }, clock, rights);
    // A product deleted for good is as gone as a deactivated one.
    if (problem === 'product-not-found') return { blocker: 'product-not-active', warnings: [] };
    if (problem && problem !== 'slot-blocked-by-time' && problem !== 'slot-start-time-changed') return { blocker: problem, warnings: [] };
    const list = catalogue.priceLists.find((l) => l.id === line.priceListId);
    const terms = { productId: line.productId, customerTypeId: line.customerTypeId, date: line.date, channelId: order.channelId, priceTypeId: order.priceTypeId, businessClientId: order.businessClientId };
    if (!list || !isPriceListValidFor(list, { ...terms, currencyId: list.currencyId })) return { blocker: 'no-price-list', warnings: [] };
    const priceLine = lineOf(list, line.customerTypeId);
    if (!priceLine) return { blocker: 'no-customer-type-price', warnings: [] };
    if (priceLine.amount !== line.listUnitPrice) warnings.add('price-changed');
    if (list.currencyId !== order.currencyId) warnings.add('currency-changed');
  }
  return { blocker: null, warnings: [...warnings] };
}

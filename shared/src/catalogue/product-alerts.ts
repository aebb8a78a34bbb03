import { addDays, lastDateOf, type SlotSeries } from '../calendar';

/** R-PROD-5 (the spec's "{hash}" type names no condition and is not produced). */
export const ProductAlertType = {
  SlotNotFound: 'SlotNotFound',
  ProductPriceNotFound: 'ProductPriceNotFound',
  ImageNotFound: 'ImageNotFound',
  SlotLengthLess30: 'SlotLengthLess30',
  OnAir: 'OnAir',
} as const;
export type ProductAlertType = (typeof ProductAlertType)[keyof typeof ProductAlertType];

/** R-PROD-4: slots or price lists covering under this many days from today make a product unfinished. */
export const UNFINISHED_COVERAGE_DAYS = 30;

/** The last date a slot series reaches: a date, null when it repeats without end, undefined when it never occurs. */
function coverageEnd(series: SlotSeries): string | null | undefined {
  const last = lastDateOf(series);
  if (last !== null) return last;
  const endless = !series.deleted && series.repeatMode !== 1 && series.repeatEndDate === null && series.repeatCount === null;
  return endless ? null : undefined;
}

/** Coverage ends on or after today; null (endless) counts as ahead. */
const ahead = (ends: readonly (string | null | undefined)[], today: string) =>
  ends.filter((end): end is string | null => end === null || (end !== undefined && end >= today));

/** Ends that all fall before the horizon: something is there, but it stops too soon. */
const allBefore = (ends: readonly (string | null)[], horizon: string) => ends.length > 0 && ends.every((end) => end !== null && end < horizon);

/**
 * The unfinished-product alerts of one product (R-PROD-3, R-PROD-4): no slot ahead, no price list
 * ahead, no image, or slots / price lists that reach less than 30 days past today.
 */
export function unfinishedProductAlerts(product: {
  today: string;
  hasImage: boolean;
  slots: readonly SlotSeries[];
  /** toDate of each active price list */
  priceListEnds: readonly string[];
}): ProductAlertType[] {
  const alerts: ProductAlertType[] = [];
  const horizon = addDays(product.today, UNFINISHED_COVERAGE_DAYS);
  const slotEnds = ahead(product.slots.map(coverageEnd), product.today);
  const priceEnds = ahead(product.priceListEnds, product.today);
  if (slotEnds.length === 0) alerts.push(ProductAlertType.SlotNotFound);
  if (priceEnds.length === 0) alerts.push(ProductAlertType.ProductPriceNotFound);
  if (!product.hasImage) alerts.push(ProductAlertType.ImageNotFound);
  if (allBefore(slotEnds, horizon) || allBefore(priceEnds, horizon)) alerts.push(ProductAlertType.SlotLengthLess30);
  return alerts;
}

/**
 * A business client's discount combinations (001 §3 Discount combination): a percent off the lines
 * of an order sold to the client, per channel and price type, for one product or (productId null)
 * for every product. The one rule the server (order/calculate, order/create, a pushed sale) and the
 * offline station (its cart) price with, inside calculateOrder.
 *
 * Combination rule: a combination for the line's product wins over one for every product; it is
 * the line's discount when the line has none given by hand. A hand-given line discount replaces it
 * (and is then the cashier's, under their maximum: R-CASH-3); a coupon comes on top (R-CPN-3).
 */
import { percentOf, bpToPercent, type Minor } from '../money';

export interface BusinessDiscount {
  channelId: number;
  priceTypeId: number;
  /** null: every product. */
  productId: number | null;
  /** Percent in basis points (10% is 1000), 1..10000. */
  discountBp: number;
}

/** The client's discount (basis points) for a line, or null when no combination covers it. */
export function businessDiscountBp(discounts: readonly BusinessDiscount[] | null | undefined, line: { channelId: number; priceTypeId: number; productId: number }): number | null {
  if (!discounts) return null;
  let general: number | null = null;
  for (const d of discounts) {
    if (d.channelId !== line.channelId || d.priceTypeId !== line.priceTypeId) continue;
    if (d.productId === line.productId) return d.discountBp;
    if (d.productId === null) general = d.discountBp;
  }
  return general;
}

/** What the client's discount takes off a line's gross (minor units), 0 when none covers it. */
export function businessDiscountAmount(discounts: readonly BusinessDiscount[] | null | undefined, line: { channelId: number; priceTypeId: number; productId: number; gross: Minor }): Minor {
  const bp = businessDiscountBp(discounts, line);
  return bp === null ? 0 : Math.min(line.gross, percentOf(line.gross, bpToPercent(bp)));
}

import { refused, validationError, type AppError } from '@pos/shared/errors';
import type { PricingProblem, PricingProblemCode } from '@pos/shared/pricing/calculate-order';
import type { OccurrenceProblem } from './occurrence-check';

/**
 * The order refusals of 002 §8.3 as 422 answers with a code each (the client translates by code);
 * the detail is the English text.
 */
const MESSAGES: Record<Exclude<PricingProblemCode, 'quantity-below-one'> | Exclude<OccurrenceProblem, 'product-not-found'> | SaleRefusal, [code: string, message: string]> = {
  'ticket-limit': ['ticket-limit', 'The order is over the ticket limit (1000).'],
  'duplicate-product-slot': ['duplicate-product-slot', 'The same product and slot are already in the order.'],
  'duplicate-customer-type': ['duplicate-customer-type', 'Duplicate product on the same date and customer type.'],
  'no-price-list': ['price-list-not-found', 'The price list of the product is missing or disabled for this date.'],
  'no-customer-type-price': ['customer-type-price-not-found', 'The price for the customer type no longer exists.'],
  'other-currency': ['currency-mismatch', 'A product sold in a different currency cannot join the order.'],
  'invalid-discount': ['invalid-discount', 'Invalid discount: it cannot be below 0 or above the price.'],
  'invalid-price': ['invalid-price', 'Invalid price.'],
  'slot-not-found': ['slot-not-found', 'The slot was not found on this date.'],
  'slot-start-time-changed': ['slot-start-time-changed', 'The slot start time has changed.'],
  'product-not-active': ['product-not-active', 'The product is deactivated.'],
  'stop-sale': ['stop-sale', 'The product is on stop sale.'],
  'order-date-passed': ['order-date-passed', 'The order dates have passed, so it cannot be edited.'],
  'slot-finished': ['slot-finished', 'The slot has finished.'],
  'slot-blocked-by-time': ['slot-blocked-by-time', 'The slot is blocked for new orders at this time.'],
  'not-available': ['not-available', 'Product not available: not enough places left.'],
  'daily-limit': ['price-list-daily-limit', "Product not available: the price list's tickets for this day are sold out."],
};

/** Refusals of the order steps that are not pricing or occurrence problems. */
export type SaleRefusal = 'not-available' | 'daily-limit';

export function saleRefusal(code: keyof typeof MESSAGES, extra?: Record<string, unknown>): AppError {
  const [apiCode, message] = MESSAGES[code];
  return refused(apiCode, message, extra);
}

/** The first problem as an answer; quantities below 1 are a field error (R-ORD-15). */
export function pricingRefusal(problems: readonly PricingProblem[], field = 'products'): AppError {
  const below = problems.filter((p) => p.code === 'quantity-below-one');
  if (below.length > 0) {
    return validationError(Object.fromEntries(below.map((p) => [`${field}[${p.productIndex}].customers[${p.customerIndex}].quantity`, ['must be at least 1']])));
  }
  const first = problems[0]!;
  return saleRefusal(first.code as Exclude<PricingProblemCode, 'quantity-below-one'>, { productIndex: first.productIndex, customerIndex: first.customerIndex });
}

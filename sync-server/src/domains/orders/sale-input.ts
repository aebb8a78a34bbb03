import { isLocalDate, normalizeTime } from '@pos/shared/calendar/index';
import { FieldErrorCollector, noPermission } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { discountOf, type CustomerToPrice, type Discount } from '@pos/shared/pricing/calculate-order';
import { DEFAULT_CHANNEL_ID, DEFAULT_PRICE_TYPE_ID } from '@pos/shared/reference';
import type { Tx } from '../../db/client';
import { clientForSale } from '../business-clients/client-for-sale';
import type { Actor } from '../../http/types';
import type { RequestedProduct, SaleTerms } from './prepare-sale';
import type { ProductEntryInput } from '@pos/shared/api/orders';
import { saleRefusal } from './sale-problems';

/** A discount from its payload fields; out of bounds is refused (R-ORD-17). */
export function discountInput(amount: number | null | undefined, percent: number | null | undefined, extra?: Record<string, unknown>): Discount | null {
  const discount = discountOf(amount, percent);
  if (discount === 'invalid') throw saleRefusal('invalid-discount', extra);
  return discount;
}

/** R-PERM-17: a unit price set by hand needs ChangeUnitPrice (34). */
export function assertMayChangeUnitPrice(actor: Actor): void {
  if (!actor.permissions.has(Permission.ChangeUnitPrice)) throw noPermission();
}

/** The product entries of a payload as the sale steps take them; dates must be real dates. */
export function requestedProducts(actor: Actor, entries: readonly ProductEntryInput[], field = 'products'): RequestedProduct[] {
  const errors = new FieldErrorCollector();
  const out = entries.map((entry, i) => {
    const at = (name: string) => (field ? `${field}[${i}].${name}` : name);
    errors.check(isLocalDate(entry.date), at('date'), 'is not a valid date');
    const slotId = entry.slotId ?? entry.slot?.id;
    errors.check(slotId !== undefined, at('slotId'), 'is required');
    const startTime = entry.slot?.startTime === undefined ? undefined : (normalizeTime(entry.slot.startTime) ?? undefined);
    const customers = entry.customers.map((c, j): CustomerToPrice => {
      if (c.priceForOne !== undefined && c.priceForOne !== null) assertMayChangeUnitPrice(actor);
      return {
        customerTypeId: c.customerTypeId,
        quantity: c.quantity,
        discount: discountInput(c.discountAmount, c.discountPercent, { productIndex: i, customerIndex: j }),
        ...(c.priceForOne === undefined || c.priceForOne === null ? {} : { unitPrice: c.priceForOne }),
      };
    });
    return { productId: entry.productId, date: entry.date, slotId: slotId ?? 0, ...(startTime ? { startTime } : {}), customers };
  });
  errors.throwIfAny();
  return out;
}

export interface TermsInput {
  priceTypeId?: number;
  currencyId?: number;
  channelId?: number;
  businessClientId?: number | null;
}

/** The order terms with their defaults; a business client must be the provider's and active, and brings its type and discounts. */
export async function saleTerms(db: Tx, providerId: number, input: TermsInput, provider: { vatRateBp: number; currencyId: number }): Promise<SaleTerms> {
  const businessClientId = input.businessClientId ?? null;
  const client = businessClientId === null ? null : await clientForSale(db, providerId, businessClientId);
  return {
    businessClientTypeId: client?.businessClientTypeId ?? null,
    businessDiscounts: client?.discounts ?? [],
    priceTypeId: input.priceTypeId ?? DEFAULT_PRICE_TYPE_ID,
    channelId: input.channelId ?? DEFAULT_CHANNEL_ID,
    currencyId: input.currencyId ?? provider.currencyId,
    businessClientId,
    vatRateBp: provider.vatRateBp,
  };
}

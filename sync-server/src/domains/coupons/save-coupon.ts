import { randomBytes } from 'node:crypto';
import { FieldErrorCollector, fieldError, notFound, refused, warning } from '@pos/shared/errors';
import { isLocalDate } from '@pos/shared/calendar/local-time';
import { couponTermErrors, couponsOverlap, isZeroDiscount, type CouponTerms } from '@pos/shared/coupons/coupon-rules';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { activeCodeTaken, activeCouponsMeeting, couponView, findCoupon, insertCoupon, insertSubCoupons, isCouponUsed, isOwnBusinessClient, lockProviderCoupons, markCouponDeleted, providerToday, subCouponsCount, updateCoupon, type CouponValues } from './coupon-repo';
import type { CouponInput, CouponView } from '@pos/shared/api/coupons';

/** The terms the shared rules check; a percent in basis points. */
function termsOf(input: CouponInput): CouponTerms {
  return {
    discountType: input.discountType,
    discountAmount: input.discountAmount ?? null,
    discountPercentBp: input.discountPercent === null || input.discountPercent === undefined ? null : Math.round(input.discountPercent * 100),
    ticketFixedUnitPrice: input.ticketFixedUnitPrice ?? null,
    limitationType: input.limitationType ?? null,
    limitationAmount: input.limitationAmount ?? null,
    validDateFrom: input.validDateFrom,
    validDateTo: input.validDateTo,
    bookingDateFrom: input.bookingDateFrom ?? null,
    bookingDateTo: input.bookingDateTo ?? null,
  };
}

function valuesOf(input: CouponInput, terms: CouponTerms): CouponValues & { productIds: number[]; customerTypeIds: number[] } {
  return {
    ...terms,
    code: input.couponCode,
    name: input.couponName,
    couponType: input.couponType,
    whoFinances: input.whoFinances,
    active: input.active ?? true,
    currencyId: input.currencyId,
    productIds: [...new Set(input.productIds ?? [])],
    customerTypeIds: [...new Set(input.customerTypeIds ?? [])],
    priceTypeIds: [...new Set(input.priceTypeIds ?? [])],
    clubIds: [...new Set(input.clubIds ?? [])],
    businessClientId: input.businessClientId ?? null,
  };
}

function checkFields(input: CouponInput, terms: CouponTerms): void {
  const errors = new FieldErrorCollector();
  for (const field of ['validDateFrom', 'validDateTo', 'bookingDateFrom', 'bookingDateTo'] as const) {
    const v = input[field];
    if (typeof v === 'string' && !isLocalDate(v)) errors.add(field, 'Not a date');
  }
  if (input.discountPercent !== null && input.discountPercent !== undefined && Math.abs(input.discountPercent * 100 - Math.round(input.discountPercent * 100)) > 1e-6) {
    errors.add('discountPercent', 'At most 2 decimals');
  }
  if (errors.empty) {
    for (const [field, message] of Object.entries(couponTermErrors(terms))) errors.add(field, message);
  }
  errors.throwIfAny();
}

/** A serial code: the coupon code and 8 random characters (unique index catches the rare clash). */
const serialCode = (code: string) => `${code}-${randomBytes(6).toString('base64url').toUpperCase().replace(/[^A-Z0-9]/g, 'X').slice(0, 8)}`;

/**
 * coupon/save (C244): R-CPN-1..6, R-CPN-14 (zero discount warns; ignoreWarning confirms).
 * Runs in one transaction; the coupon row is locked while it is checked and changed.
 */
export async function saveCoupon(db: Db, actor: Actor, input: CouponInput): Promise<CouponView> {
  const terms = termsOf(input);
  checkFields(input, terms);
  const values = valuesOf(input, terms);
  if (isZeroDiscount(terms) && !input.ignoreWarning) {
    throw warning('coupon-zero-discount', 'The coupon gives no discount', 'ignoreWarning');
  }
  if (values.businessClientId && !(await isOwnBusinessClient(db, actor.providerId, values.businessClientId))) throw fieldError('businessClientId', 'No such business client');
  const today = await providerToday(db, actor.providerId);
  return db.transaction(async (tx) => {
    const id = input.id ?? null;
    if (id !== null) {
      const existing = await findCoupon(tx, actor.providerId, id, true);
      if (!existing) throw notFound('Coupon');
      if (await isCouponUsed(tx, id)) throw refused('coupon-used', 'A coupon used by orders cannot be edited');
    }
    if (values.active) {
      // Serialise saves of one provider's coupons so two concurrent saves cannot both pass R-CPN-2/R-CPN-4.
      await lockProviderCoupons(tx, actor.providerId);
      if (await activeCodeTaken(tx, actor.providerId, values.code, id)) throw refused('coupon-code-exists', 'The code exists among active coupons');
      const others = await activeCouponsMeeting(tx, actor.providerId, values.validDateFrom, values.validDateTo, id);
      const clash = others.find((o) => couponsOverlap(o, { validDateFrom: values.validDateFrom, validDateTo: values.validDateTo, productIds: values.productIds, customerTypeIds: values.customerTypeIds }));
      if (clash) throw refused('overlapping-coupons', `Overlapping coupons: ${clash.code}`, { couponId: clash.id });
    }
    const row = id === null ? await insertCoupon(tx, actor.providerId, values) : await updateCoupon(tx, actor.providerId, id, values);
    if (input.subCouponsToCreate) await insertSubCoupons(tx, row.id, Array.from({ length: input.subCouponsToCreate }, () => serialCode(row.code)));
    return couponView(row, await subCouponsCount(tx, row.id), today);
  });
}

/** coupon/delete (C245): R-CPN-6, a used coupon stays. */
export async function deleteCoupon(db: Db, actor: Actor, couponId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await findCoupon(tx, actor.providerId, couponId, true);
    if (!existing) throw notFound('Coupon');
    if (await isCouponUsed(tx, couponId)) throw refused('coupon-used', 'A coupon used by orders cannot be deleted');
    await markCouponDeleted(tx, actor.providerId, couponId);
  });
}

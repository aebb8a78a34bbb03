import { COUPON_TYPES, WHO_FINANCES, type CouponType, type DiscountType, type LimitationType, type WhoFinances } from '@pos/shared/coupons/coupon-types';
import { formatMinorPlain, toMinor } from '@pos/shared/money';
import type { Coupon, CouponInput } from '../api-types';

/**
 * The coupon form as people fill it: one "discount" choice (an amount, a percent, a fixed ticket
 * price or none, R-CPN-1) with one value, money typed in major units, and the payload of
 * coupon/save built from it. The server decides every rule; this only translates the form.
 */
export const DISCOUNT_KINDS = ['amount', 'percent', 'fixed', 'none'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export { COUPON_TYPES, WHO_FINANCES };

export interface CouponFormValues {
  couponCode: string;
  couponName: string;
  couponType: CouponType;
  discountKind: DiscountKind;
  discountValue: string;
  whoFinances: WhoFinances;
  limitationType: LimitationType | '';
  limitationAmount: string;
  validDateFrom: string;
  validDateTo: string;
  bookingDateFrom: string;
  bookingDateTo: string;
  active: boolean;
  currencyId: number;
  productIds: number[];
  customerTypeIds: number[];
  priceTypeIds: number[];
  clubIds: number[];
  businessClientId: string;
  subCouponsToCreate: string;
}

/** Which form field shows the server's error for a payload field. */
export const FIELD_OF_PAYLOAD: Record<string, keyof CouponFormValues> = {
  discountAmount: 'discountValue',
  discountPercent: 'discountValue',
  ticketFixedUnitPrice: 'discountValue',
  discountType: 'discountKind',
};

/** Up to 2 decimals, no trailing zeros: 12.5 -> "12.5", 10 -> "10". */
export function formatPercent(percent: number): string {
  return String(Math.round(percent * 100) / 100);
}

export function discountKindOf(c: Pick<Coupon, 'discountType' | 'discountPercent' | 'ticketFixedUnitPrice'>): DiscountKind {
  if (c.discountType === 'NoDiscount') return 'none';
  if (c.discountType === 'TicketFixedUnitPrice') return 'fixed';
  return c.discountPercent !== null ? 'percent' : 'amount';
}

export function newCouponValues(today: string, currencyId: number): CouponFormValues {
  return {
    couponCode: '',
    couponName: '',
    couponType: 'Regular',
    discountKind: 'percent',
    discountValue: '',
    whoFinances: 'NoFinance',
    limitationType: '',
    limitationAmount: '',
    validDateFrom: today,
    validDateTo: `${Number(today.slice(0, 4)) + 1}-12-31`,
    bookingDateFrom: '',
    bookingDateTo: '',
    active: true,
    currencyId,
    productIds: [],
    customerTypeIds: [],
    priceTypeIds: [],
    clubIds: [],
    businessClientId: '',
    subCouponsToCreate: '',
  };
}

export function valuesOfCoupon(c: Coupon): CouponFormValues {
  const kind = discountKindOf(c);
  const discountValue = kind === 'percent' ? formatPercent(c.discountPercent ?? 0) : kind === 'amount' ? formatMinorPlain(c.discountAmount ?? 0) : kind === 'fixed' ? formatMinorPlain(c.ticketFixedUnitPrice ?? 0) : '';
  const limitationType = (c.limitationType ?? '') as LimitationType | '';
  const limitationAmount = c.limitationAmount === null ? '' : limitationType === 'amount' ? formatMinorPlain(c.limitationAmount) : String(c.limitationAmount);
  return {
    couponCode: c.couponCode,
    couponName: c.couponName,
    couponType: c.couponType as CouponType,
    discountKind: kind,
    discountValue,
    whoFinances: c.whoFinances as WhoFinances,
    limitationType,
    limitationAmount,
    validDateFrom: c.validDateFrom,
    validDateTo: c.validDateTo,
    bookingDateFrom: c.bookingDateFrom ?? '',
    bookingDateTo: c.bookingDateTo ?? '',
    active: c.active,
    currencyId: c.currencyId,
    productIds: c.productIds,
    customerTypeIds: c.customerTypeIds,
    priceTypeIds: c.priceTypeIds,
    clubIds: c.clubIds,
    businessClientId: c.businessClientId === null ? '' : String(c.businessClientId),
    subCouponsToCreate: '',
  };
}

/** A form field the form itself could not read (a money value with 3 decimals, a word for a number). */
export type UnreadableField = 'discountValue' | 'limitationAmount' | 'businessClientId' | 'subCouponsToCreate';

const wholeNumber = (text: string): number | null => (/^\s*\d{1,10}\s*$/.test(text) ? Number(text) : null);
const decimal = (text: string): number | null => (/^\s*\d{1,9}(\.\d+)?\s*$/.test(text) ? Number(text) : null);
const money = (text: string): number | null => {
  try {
    return toMinor(text);
  } catch {
    return null;
  }
};

/** The coupon/save body, or the fields that could not be read. */
export function bodyOf(v: CouponFormValues, id?: number): { body: CouponInput } | { unreadable: UnreadableField[] } {
  const unreadable: UnreadableField[] = [];
  const value = v.discountValue.trim();
  let discountType: DiscountType = 'Discount';
  let discountAmount: number | null = null;
  let discountPercent: number | null = null;
  let ticketFixedUnitPrice: number | null = null;
  if (v.discountKind === 'none') discountType = 'NoDiscount';
  else if (v.discountKind === 'fixed') {
    discountType = 'TicketFixedUnitPrice';
    ticketFixedUnitPrice = money(value || '0');
    if (ticketFixedUnitPrice === null) unreadable.push('discountValue');
  } else if (v.discountKind === 'percent') {
    discountPercent = value ? decimal(value) : null;
    if (value && discountPercent === null) unreadable.push('discountValue');
  } else {
    discountAmount = value ? money(value) : null;
    if (value && discountAmount === null) unreadable.push('discountValue');
  }
  let limitationAmount: number | null = null;
  const limitText = v.limitationAmount.trim();
  if (v.limitationType && limitText) {
    limitationAmount = v.limitationType === 'amount' ? money(limitText) : wholeNumber(limitText);
    if (limitationAmount === null) unreadable.push('limitationAmount');
  }
  const businessClientId = v.businessClientId.trim() ? wholeNumber(v.businessClientId) : null;
  if (v.businessClientId.trim() && !businessClientId) unreadable.push('businessClientId');
  const subCoupons = v.subCouponsToCreate.trim() ? wholeNumber(v.subCouponsToCreate) : 0;
  if (subCoupons === null) unreadable.push('subCouponsToCreate');
  if (unreadable.length) return { unreadable };
  return {
    body: {
      ...(id === undefined ? {} : { id }),
      couponCode: v.couponCode.trim(),
      couponName: v.couponName.trim(),
      couponType: v.couponType,
      discountType,
      discountAmount,
      discountPercent,
      ticketFixedUnitPrice,
      whoFinances: v.whoFinances,
      limitationType: v.limitationType || null,
      limitationAmount: v.limitationType ? limitationAmount : null,
      validDateFrom: v.validDateFrom,
      validDateTo: v.validDateTo,
      bookingDateFrom: v.bookingDateFrom || null,
      bookingDateTo: v.bookingDateTo || null,
      active: v.active,
      currencyId: v.currencyId,
      productIds: v.productIds,
      customerTypeIds: v.customerTypeIds,
      priceTypeIds: v.priceTypeIds,
      clubIds: v.clubIds,
      businessClientId,
      subCouponsToCreate: subCoupons ?? 0,
    },
  };
}

/** Server field errors moved to the form fields that show them (the first one wins). */
export function formErrorsOf(fieldErrors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    const at = FIELD_OF_PAYLOAD[field] ?? field;
    out[at] ??= message;
  }
  return out;
}

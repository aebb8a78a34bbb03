import type { TFunction } from 'i18next';
import { formatMoney } from '../../ui/format';
import type { Coupon } from '../api-types';
import { discountKindOf, formatPercent } from './coupon-form';

/** A coupon's discount as read in a list: "12.5%", "₪ 20.00 off a ticket", "a ticket at ₪ 50.00", "no discount". */
export function discountText(t: TFunction, c: Coupon): string {
  switch (discountKindOf(c)) {
    case 'percent':
      return t('coupons.percentOff', { percent: formatPercent(c.discountPercent ?? 0) });
    case 'amount':
      return t('coupons.amountOff', { amount: formatMoney(c.discountAmount ?? 0, c.currencyId) });
    case 'fixed':
      return t('coupons.fixedPrice', { amount: formatMoney(c.ticketFixedUnitPrice ?? 0, c.currencyId) });
    default:
      return t('coupons.kinds.none');
  }
}

/** Used and left of the limit (R-CPN-7): tickets as counts, an amount limit as money. */
export function usageText(t: TFunction, c: Coupon): string {
  const amount = (n: number) => (c.limitationType === 'amount' ? formatMoney(n, c.currencyId) : String(n));
  if (c.limitationAmount === null || c.leftLimitationTotal === null) return t('coupons.usedNoLimit', { used: amount(c.usedLimitationTotal) });
  return t('coupons.usedOfLimit', { used: amount(c.usedLimitationTotal), left: amount(c.leftLimitationTotal) });
}

/** Active, Inactive or Passed (the active dates are over), as the search filter names them. */
export function couponStatus(c: Pick<Coupon, 'active' | 'passed'>): 'Active' | 'Inactive' | 'Passed' {
  if (c.passed) return 'Passed';
  return c.active ? 'Active' : 'Inactive';
}

/**
 * The server's field messages of coupon/save said in the user's language where known
 * (shared/coupons/coupon-rules.ts and save-coupon.ts word them); any other is shown as sent.
 */
const KNOWN_FIELD_MESSAGES: Record<string, string> = {
  'The discount percent cannot be over 100': 'percentOver100',
  'At most 2 decimals': 'twoDecimals',
  'Dates must fit the coupon active dates': 'datesOutsideActive',
  'The end date is before the start date': 'endBeforeStart',
  'A fixed unit price is needed': 'fixedPriceNeeded',
  'A limit needs its type and amount': 'limitNeedsBoth',
  'The limit must be at least 1': 'limitAtLeastOne',
  'No such business client': 'noSuchBusinessClient',
  'The discount cannot be below 0': 'belowZero',
};

/** Whether the server's English message is one of the coupon rules' own (said by fieldMessage). */
export function isKnownFieldMessage(message: string): boolean {
  return Object.hasOwn(KNOWN_FIELD_MESSAGES, message);
}

export function fieldMessage(t: TFunction, message: string): string {
  const key = KNOWN_FIELD_MESSAGES[message];
  return key ? t(`coupons.fieldMessages.${key}`) : message;
}

/** 422 refusals of coupon/save and coupon/delete by their code. */
export const REFUSALS = ['coupon-code-exists', 'overlapping-coupons', 'coupon-used'] as const;

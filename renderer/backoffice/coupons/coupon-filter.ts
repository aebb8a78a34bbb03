import { DISCOUNT_TYPES } from '@pos/shared/coupons/coupon-types';
import type { CouponFilter } from '../api-types';

/** The coupon search filter (001 §3) as it lives in the address of /coupons/filter. */
export const FILTER_KEYS = ['keyword', 'code', 'name', 'fromDate', 'toDate', 'clubId', 'productId', 'priceTypeId', 'discountType', 'currencyId', 'status', 'fromBusinessClient'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The server answers 50 a page (coupon-repo PAGE_SIZE). */
export const COUPONS_PAGE_SIZE = 50;

const STATUSES = ['Active', 'Inactive', 'Passed'] as const;

export function filterOf(params: URLSearchParams): CouponFilter {
  const text = (k: FilterKey) => params.get(k)?.trim() || undefined;
  const id = (k: FilterKey) => {
    const n = Number(params.get(k));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const discountType = DISCOUNT_TYPES.find((d) => d === params.get('discountType'));
  const status = STATUSES.find((s) => s === params.get('status'));
  const fromBusinessClient = params.get('fromBusinessClient');
  const page = Number(params.get('page') ?? 0);
  const filter: CouponFilter = {
    keyword: text('keyword'),
    code: text('code'),
    name: text('name'),
    fromDate: text('fromDate'),
    toDate: text('toDate'),
    clubId: id('clubId'),
    productId: id('productId'),
    priceTypeId: id('priceTypeId'),
    discountType,
    currencyId: id('currencyId'),
    status,
    fromBusinessClient: fromBusinessClient === 'true' ? true : fromBusinessClient === 'false' ? false : undefined,
    pageIndex: Number.isInteger(page) && page > 0 ? page : 0,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as CouponFilter;
}

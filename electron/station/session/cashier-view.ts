import type { UserRow } from '@pos/shared/sync/streams';

/** The cashier as the POS shows them and gates its buttons by. */
export interface CashierView {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  language: string;
  permissions: number[];
  maxDiscountPercent: number | null;
  maxChecks: number | null;
  allowedPriceTypeIds: number[] | null;
  allowedProductIds: number[] | null;
  allowedClientTypeIds: number[] | null;
}

export function cashierView(u: UserRow): CashierView {
  return {
    id: u.id,
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    language: u.language,
    permissions: u.permissions,
    maxDiscountPercent: u.maxDiscountPercent,
    maxChecks: u.maxChecks,
    allowedPriceTypeIds: u.allowedPriceTypeIds,
    allowedProductIds: u.allowedProductIds,
    allowedClientTypeIds: u.allowedClientTypeIds,
  };
}

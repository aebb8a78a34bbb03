import { describe, expect, it } from 'vitest';
import { CASHIER_PERMISSION_CODES, Permission } from '@pos/shared/permissions';
import type { SalePayload } from '@pos/shared/sync/protocol';
import { withinCashierRights, type PushedCashier } from '../orders/pushed-sale-checks';
import type { ClientForSale } from './client-for-sale';

/** A station's sale of two tickets at 50.00 to business client 9 (10% off product 7 at the window), as pushed. */
function sale(discountAmount: number, businessClientId: number | null = 9): SalePayload {
  const gross = 10_000;
  return {
    order: {
      uuid: 'u', shiftUuid: 's', userId: 1, createdAt: '2030-06-03T10:00:00Z', status: 'OK', currencyId: 1, channelId: 3, priceTypeId: 1, businessClientId,
      leadCustomer: {}, remarks: '', vatRateBp: 1800, gross, discountAmount, orderDiscountAmount: 0, discountPercentBp: 0, totalToPay: gross - discountAmount, vatAmount: 0,
      lines: [{ productId: 7, slotId: null, date: '2030-06-03', startTime: null, customerTypeId: 2, priceListId: 1, priceLineId: 11, quantity: 2, seats: 2, persons: 2, perPerson: true, unitPrice: 5000, listUnitPrice: 5000, discountAmount, discountPercentBp: 0, total: gross - discountAmount }],
    },
    receipt: { uuid: 'r', docType: 'receipt', number: 1, currencyId: 1, total: gross - discountAmount, issuedAt: '2030-06-03T10:00:00Z' },
    payments: [],
  } as SalePayload;
}

const school: ClientForSale = { id: 9, businessClientTypeId: 4, discounts: [{ channelId: 3, priceTypeId: 1, productId: 7, discountBp: 1000 }] };
const cashier = (over: Partial<PushedCashier['limits']> = {}, permissions: readonly number[] = CASHIER_PERMISSION_CODES): PushedCashier => ({
  permissions,
  limits: { maxDiscountPercent: 0, allowedPriceTypeIds: null, allowedProductIds: null, allowedClientTypeIds: null, ...over },
});

describe("a pushed sale to a business client, checked as the station checked it (R-CASH-3, R-CASH-4)", () => {
  it("the client's discount is the provider's, not the cashier's: a cashier with no discount of their own stays within their rights", () => {
    expect(withinCashierRights(sale(1000), cashier(), school)).toBe(true);
    // More than the client's 10% is the cashier's own discount, over their 0%.
    expect(withinCashierRights(sale(1500), cashier(), school)).toBe(false);
    // Without the client known, the same 10% is the cashier's.
    expect(withinCashierRights(sale(1000), cashier(), null)).toBe(false);
  });

  it('needs permission 31 and a client type listed for the cashier', () => {
    expect(withinCashierRights(sale(1000), cashier({}, CASHIER_PERMISSION_CODES.filter((c) => c !== Permission.CashierSellToBusiness)), school)).toBe(false);
    expect(withinCashierRights(sale(1000), cashier({ allowedClientTypeIds: [4] }), school)).toBe(true);
    expect(withinCashierRights(sale(1000), cashier({ allowedClientTypeIds: [7] }), school)).toBe(false);
    // A private sale needs no 31.
    expect(withinCashierRights(sale(0, null), cashier({}, CASHIER_PERMISSION_CODES.filter((c) => c !== Permission.CashierSellToBusiness)))).toBe(true);
  });
});

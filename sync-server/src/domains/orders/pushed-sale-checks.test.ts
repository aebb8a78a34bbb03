import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import type { PriceListForPricing } from '@pos/shared/pricing/price-lists';
import type { SalePayload } from '@pos/shared/sync/protocol';
import { pricingFlags, type PushedCashier } from './pushed-sale-checks';

const list: PriceListForPricing = {
  id: 1,
  productId: 7,
  currencyId: 1,
  channelId: 3,
  priceTypeId: 1,
  businessClientId: null,
  fromDate: '2030-01-01',
  toDate: '2030-12-31',
  daysOfWeek: 127,
  perPerson: true,
  autoConfirm: true,
  active: true,
  deleted: false,
  lines: [{ id: 11, customerTypeId: 2, amount: 5000, quantity: 1, qtyToUse: 1, deleted: false }],
};

const cashier: PushedCashier = {
  permissions: [Permission.Cashier, Permission.ChangeUnitPrice, Permission.CashierChangeDiscount],
  limits: { maxDiscountPercent: 10, allowedPriceTypeIds: null, allowedProductIds: null, allowedClientTypeIds: null },
};

function sale(line: { unitPrice?: number; listUnitPrice?: number; discountAmount?: number; date?: string } = {}, extra: Partial<SalePayload['order']> = {}): SalePayload {
  const unitPrice = line.unitPrice ?? 5000;
  const discountAmount = line.discountAmount ?? 0;
  const gross = 2 * unitPrice;
  return {
    order: {
      uuid: 'u',
      shiftUuid: 's',
      userId: 1,
      createdAt: '2030-06-03T10:00:00Z',
      status: 'OK',
      currencyId: 1,
      channelId: 3,
      priceTypeId: 1,
      businessClientId: null,
      leadCustomer: {},
      remarks: '',
      vatRateBp: 1800,
      gross,
      discountAmount,
      orderDiscountAmount: 0,
      discountPercentBp: 0,
      totalToPay: gross - discountAmount,
      vatAmount: 0,
      lines: [
        {
          productId: 7,
          slotId: null,
          date: line.date ?? '2030-06-03',
          startTime: null,
          customerTypeId: 2,
          priceListId: 1,
          priceLineId: 11,
          quantity: 2,
          seats: 2,
          persons: 2,
          perPerson: true,
          unitPrice,
          listUnitPrice: line.listUnitPrice ?? 5000,
          discountAmount,
          discountPercentBp: 0,
          total: gross - discountAmount,
        },
      ],
      ...extra,
    },
    receipt: { uuid: 'r', docType: 'receipt', number: 1, currencyId: 1, total: gross - discountAmount, issuedAt: '2030-06-03T10:00:00Z' },
    payments: [],
  };
}

describe('pushed sales checked against the price list and the cashier (issue 14 item 10)', () => {
  it('a sale at the list price by a cashier within their rights carries no flag', () => {
    expect(pricingFlags(sale(), [list], cashier)).toEqual([]);
  });

  it('a list price that is not the list’s, or a date no list covers, is a price-mismatch', () => {
    expect(pricingFlags(sale({ listUnitPrice: 4200, unitPrice: 4200 }), [list], cashier)).toEqual(['price-mismatch']);
    expect(pricingFlags(sale({ date: '2031-01-02' }), [list], cashier)).toEqual(['price-mismatch']);
  });

  it('R-CASH-3: a discount over the maximum, or any discount without permission 35, oversteps the cashier; a coupon’s part is not theirs', () => {
    expect(pricingFlags(sale({ discountAmount: 1000 }), [list], cashier)).toEqual([]);
    expect(pricingFlags(sale({ discountAmount: 1001 }), [list], cashier)).toEqual(['cashier-over-limit']);
    const coupon = { couponId: 1, code: 'C', subCouponCode: null, tickets: 1, amount: 2000 };
    expect(pricingFlags(sale({ discountAmount: 3000 }, { coupon }), [list], cashier)).toEqual([]);
    expect(pricingFlags(sale({ discountAmount: 500 }), [list], { ...cashier, permissions: [Permission.Cashier] })).toEqual(['cashier-over-limit']);
  });

  it('without permission 28, with a hand-set price without permission 34, or a product not allowed (R-CASH-4), the cashier oversteps', () => {
    expect(pricingFlags(sale(), [list], { ...cashier, permissions: [Permission.ChangeUnitPrice] })).toEqual(['cashier-over-limit']);
    expect(pricingFlags(sale(), [list], undefined)).toEqual(['cashier-over-limit']);
    expect(pricingFlags(sale({ unitPrice: 4000 }), [list], { ...cashier, permissions: [Permission.Cashier] })).toEqual(['cashier-over-limit']);
    expect(pricingFlags(sale({ unitPrice: 4000 }), [list], cashier)).toEqual([]);
    expect(pricingFlags(sale(), [list], { ...cashier, limits: { ...cashier.limits, allowedProductIds: [8] } })).toEqual(['cashier-over-limit']);
  });
});

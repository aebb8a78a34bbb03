import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PricedLine } from '../pricing/calculate-order';
import { discountPercentBpOf, orderLineOf, orderLineOfHeld } from './order-line';

const priced: PricedLine = {
  productIndex: 0,
  customerIndex: 1,
  productId: 7,
  date: '2026-11-24',
  slotId: 3,
  customerTypeId: 2,
  quantity: 3,
  unitPrice: 5000,
  listUnitPrice: 6000,
  currencyId: 1,
  priceListId: 11,
  priceLineId: 12,
  perPerson: true,
  autoConfirm: true,
  seats: 6,
  persons: 3,
  gross: 15000,
  discountAmount: 1500,
  total: 13500,
  couponId: 4,
  couponDiscount: 500,
};

describe('order line: one shape for every writer', () => {
  it('maps a priced line, with the slot’s start time and the customer’s percent', () => {
    expect(orderLineOf(priced, { startTime: '10:00', discount: { kind: 'percent', percentBp: 1000 } })).toEqual({
      productId: 7,
      slotId: 3,
      date: '2026-11-24',
      startTime: '10:00',
      customerTypeId: 2,
      priceListId: 11,
      priceLineId: 12,
      quantity: 3,
      seats: 6,
      persons: 3,
      perPerson: true,
      unitPrice: 5000,
      listUnitPrice: 6000,
      discountAmount: 1500,
      discountPercentBp: 1000,
      total: 13500,
    });
  });

  it('only a percent discount shows as a percent', () => {
    expect([discountPercentBpOf(null), discountPercentBpOf(undefined), discountPercentBpOf({ kind: 'amount', amount: 300 }), discountPercentBpOf({ kind: 'percent', percentBp: 1250 })]).toEqual([0, 0, 0, 1250]);
  });

  it('a held line keeps its money: quantity x unit price less the discount is its total, one seat per unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100 }), (quantity, unitPrice, percentOff) => {
        const total = quantity * unitPrice - Math.floor((quantity * unitPrice * percentOff) / 100);
        const line = orderLineOfHeld({ productId: 1, slotId: null, date: '2026-11-24', startTime: null, customerTypeId: 2, quantity, unitPrice, total });
        expect(line.quantity * line.unitPrice - line.discountAmount).toBe(line.total);
        expect(line.discountAmount).toBeGreaterThanOrEqual(0);
        expect([line.seats, line.persons, line.listUnitPrice, line.priceListId]).toEqual([quantity, quantity, unitPrice, null]);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { businessDiscountAmount, businessDiscountBp, type BusinessDiscount } from './business-discount';
import { calculateOrder, type OrderPricingInput } from './calculate-order';
import { ALL_WEEKDAYS } from '../weekdays';

const TOUR = 7;
const OTHER = 8;
const ADULT = 11;
const CASHIER = 3;
const REGULAR = 1;

const discounts: BusinessDiscount[] = [
  { channelId: CASHIER, priceTypeId: REGULAR, productId: null, discountBp: 500 },
  { channelId: CASHIER, priceTypeId: REGULAR, productId: TOUR, discountBp: 1000 },
  { channelId: 1, priceTypeId: REGULAR, productId: TOUR, discountBp: 2000 },
];

function input(overrides: Partial<OrderPricingInput> = {}): OrderPricingInput {
  const list = (id: number, productId: number) => ({
    id, productId, currencyId: 1, channelId: CASHIER, priceTypeId: REGULAR, businessClientId: null, fromDate: '2030-01-01', toDate: '2030-12-31',
    daysOfWeek: ALL_WEEKDAYS, perPerson: true, autoConfirm: true, active: true, deleted: false,
    lines: [{ id: id * 10, customerTypeId: ADULT, amount: 5000, quantity: 1, qtyToUse: 1, deleted: false }],
  });
  return {
    priceLists: [list(1, TOUR), list(2, OTHER)],
    channelId: CASHIER,
    priceTypeId: REGULAR,
    currencyId: 1,
    vatRateBp: 1800,
    orderDiscount: null,
    businessClientId: 3,
    businessDiscounts: discounts,
    products: [
      { productId: TOUR, date: '2030-03-03', slotId: null, customers: [{ customerTypeId: ADULT, quantity: 2, discount: null }] },
      { productId: OTHER, date: '2030-03-03', slotId: null, customers: [{ customerTypeId: ADULT, quantity: 1, discount: null }] },
    ],
    ...overrides,
  };
}

describe("a business client's discount combinations", () => {
  it("takes the product's own combination before the one for every product, by channel and price type", () => {
    expect(businessDiscountBp(discounts, { channelId: CASHIER, priceTypeId: REGULAR, productId: TOUR })).toBe(1000);
    expect(businessDiscountBp(discounts, { channelId: CASHIER, priceTypeId: REGULAR, productId: OTHER })).toBe(500);
    expect(businessDiscountBp(discounts, { channelId: 1, priceTypeId: REGULAR, productId: OTHER })).toBeNull();
    expect(businessDiscountBp(discounts, { channelId: CASHIER, priceTypeId: 2, productId: TOUR })).toBeNull();
    expect(businessDiscountAmount(discounts, { channelId: CASHIER, priceTypeId: REGULAR, productId: TOUR, gross: 10_000 })).toBe(1000);
    expect(businessDiscountAmount(null, { channelId: CASHIER, priceTypeId: REGULAR, productId: TOUR, gross: 10_000 })).toBe(0);
  });

  it('prices each line with its combination and marks the part that is the client\'s', () => {
    const got = calculateOrder(input());
    if (!got.ok) throw new Error('not priced');
    expect(got.lines.map((l) => [l.gross, l.discountAmount, l.businessDiscount])).toEqual([
      [10_000, 1000, 1000],
      [5000, 250, 250],
    ]);
    expect(got.totals.totalToPay).toBe(13_750);
  });

  it('gives no client discount without a business client, and a hand-given line discount replaces it', () => {
    const none = calculateOrder(input({ businessClientId: null }));
    if (!none.ok) throw new Error('not priced');
    expect(none.totals.discountAmount).toBe(0);
    const hand = calculateOrder(input({
      products: [{ productId: TOUR, date: '2030-03-03', slotId: null, customers: [{ customerTypeId: ADULT, quantity: 2, discount: { kind: 'amount', amount: 300 } }] }],
    }));
    if (!hand.ok) throw new Error('not priced');
    expect(hand.lines[0]).toMatchObject({ discountAmount: 300 });
    expect(hand.lines[0]!.businessDiscount).toBeUndefined();
  });
});

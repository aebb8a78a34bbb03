import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateOrder, discountOf, lineAmounts, orderTotals, type Discount, type OrderPricingInput } from './calculate-order';
import type { PriceListForPricing } from './price-lists';
import { ALL_WEEKDAYS } from '../weekdays';

const ADULT = 11;
const CHILD = 12;
const PRODUCT = 7;

function priceList(overrides: Partial<PriceListForPricing> = {}): PriceListForPricing {
  return {
    id: 1,
    productId: PRODUCT,
    currencyId: 1,
    channelId: 1,
    priceTypeId: 1,
    businessClientId: null,
    fromDate: '2030-01-01',
    toDate: '2030-12-31',
    daysOfWeek: ALL_WEEKDAYS,
    perPerson: true,
    autoConfirm: true,
    active: true,
    deleted: false,
    lines: [
      { id: 100, customerTypeId: ADULT, amount: 11800, quantity: 1, qtyToUse: 1, deleted: false },
      { id: 101, customerTypeId: CHILD, amount: 5900, quantity: 1, qtyToUse: 1, deleted: false },
    ],
    ...overrides,
  };
}

function input(overrides: Partial<OrderPricingInput> = {}): OrderPricingInput {
  return {
    priceLists: [priceList()],
    channelId: 1,
    priceTypeId: 1,
    currencyId: 1,
    vatRateBp: 1800,
    orderDiscount: null,
    products: [
      {
        productId: PRODUCT,
        date: '2030-03-03',
        slotId: 5,
        customers: [
          { customerTypeId: ADULT, quantity: 2, discount: null },
          { customerTypeId: CHILD, quantity: 1, discount: null },
        ],
      },
    ],
    ...overrides,
  };
}

describe('calculating an order', () => {
  it('prices per person, includes VAT and totals in minor units (R-ORD-28)', () => {
    const got = calculateOrder(input());
    expect(got.ok).toBe(true);
    if (!got.ok) return;
    expect(got.lines.map((l) => [l.unitPrice, l.quantity, l.total, l.seats])).toEqual([
      [11800, 2, 23600, 2],
      [5900, 1, 5900, 1],
    ]);
    expect(got.totals).toEqual({
      gross: 29500,
      lineDiscount: 0,
      orderDiscount: 0,
      discountAmount: 0,
      totalToPay: 29500,
      vatRateBp: 1800,
      vatAmount: 4500,
      net: 25000,
      paid: 0,
      balance: 29500,
    });
    expect(got.autoConfirm).toBe(true);
  });

  it('prices per unit: the unit price times units, persons per unit and seats per unit (qtyToUse)', () => {
    const boats = priceList({ perPerson: false, lines: [{ id: 100, customerTypeId: ADULT, amount: 40000, quantity: 4, qtyToUse: 2, deleted: false }] });
    const got = calculateOrder(input({ priceLists: [boats], products: [{ productId: PRODUCT, date: '2030-03-03', slotId: 5, customers: [{ customerTypeId: ADULT, quantity: 3, discount: null }] }] }));
    expect(got.ok && got.lines[0]).toMatchObject({ unitPrice: 40000, total: 120000, persons: 12, seats: 6, perPerson: false });
  });

  it('takes line discounts by amount or percent, then the order discount', () => {
    const got = calculateOrder(
      input({
        orderDiscount: { kind: 'percent', percentBp: 1000 },
        products: [
          {
            productId: PRODUCT,
            date: '2030-03-03',
            slotId: 5,
            customers: [
              { customerTypeId: ADULT, quantity: 2, discount: { kind: 'amount', amount: 3600 } },
              { customerTypeId: CHILD, quantity: 1, discount: { kind: 'percent', percentBp: 5000 } },
            ],
          },
        ],
      }),
    );
    expect(got.ok).toBe(true);
    if (!got.ok) return;
    expect(got.lines.map((l) => l.total)).toEqual([20000, 2950]);
    expect(got.totals).toMatchObject({ gross: 29500, lineDiscount: 6550, orderDiscount: 2295, discountAmount: 8845, totalToPay: 20655, balance: 20655 });
  });

  it('a hand-set unit price replaces the list price, and the list price is kept beside it', () => {
    const got = calculateOrder(input({ products: [{ productId: PRODUCT, date: '2030-03-03', slotId: 5, customers: [{ customerTypeId: ADULT, quantity: 1, discount: null, unitPrice: 5000 }] }] }));
    expect(got.ok && got.lines[0]).toMatchObject({ unitPrice: 5000, listUnitPrice: 11800, total: 5000 });
  });

  it('R-PRICE-2: an on-request price list makes the whole order on request', () => {
    const onRequest = priceList({ autoConfirm: false });
    const got = calculateOrder(input({ priceLists: [onRequest] }));
    expect(got.ok && got.autoConfirm).toBe(false);
  });

  it('balance is what is left to pay', () => {
    const got = calculateOrder(input({ paid: 10000 }));
    expect(got.ok && got.totals.balance).toBe(19500);
  });

  it('R-ORD-17: a discount below 0 or above the price (or 100 percent) is refused', () => {
    expect(discountOf(-1, null)).toBe('invalid');
    expect(discountOf(null, -5)).toBe('invalid');
    expect(discountOf(null, 100.01)).toBe('invalid');
    expect(discountOf(null, 12.345)).toBe('invalid');
    expect(discountOf(100, 10)).toBe('invalid');
    expect(discountOf(0, 0)).toBeNull();
    expect(discountOf(null, 12.5)).toEqual({ kind: 'percent', percentBp: 1250 });
    expect(lineAmounts(1, 1000, { kind: 'amount', amount: 1001 })).toBeNull();
    expect(lineAmounts(1, 1000, { kind: 'amount', amount: 1000 })).toEqual({ gross: 1000, discountAmount: 1000, total: 0 });
    const over = calculateOrder(input({ orderDiscount: { kind: 'amount', amount: 29501 } }));
    expect(over).toEqual({ ok: false, problems: [{ code: 'invalid-discount' }] });
    const overLine = calculateOrder(input({ products: [{ productId: PRODUCT, date: '2030-03-03', slotId: 5, customers: [{ customerTypeId: ADULT, quantity: 1, discount: { kind: 'amount', amount: 11801 } }] }] }));
    expect(overLine).toEqual({ ok: false, problems: [{ code: 'invalid-discount', productIndex: 0, customerIndex: 0 }] });
  });

  it('R-ORD-15: quantities below 1 and more than 1000 tickets in all are refused', () => {
    const zero = calculateOrder(input({ products: [{ productId: PRODUCT, date: '2030-03-03', slotId: 5, customers: [{ customerTypeId: ADULT, quantity: 0, discount: null }] }] }));
    expect(!zero.ok && zero.problems.map((p) => p.code)).toEqual(['quantity-below-one']);
    const many = calculateOrder(
      input({
        products: [
          {
            productId: PRODUCT,
            date: '2030-03-03',
            slotId: 5,
            customers: [
              { customerTypeId: ADULT, quantity: 600, discount: null },
              { customerTypeId: CHILD, quantity: 401, discount: null },
            ],
          },
        ],
      }),
    );
    expect(!many.ok && many.problems.map((p) => p.code)).toEqual(['ticket-limit']);
    const justUnder = calculateOrder(input({ products: [{ productId: PRODUCT, date: '2030-03-03', slotId: 5, customers: [{ customerTypeId: ADULT, quantity: 1000, discount: null }] }] }));
    expect(justUnder.ok).toBe(true);
  });

  it('R-ORD-18: the same product and slot twice, or the same product and customer type on a date twice, is refused', () => {
    const entry = { productId: PRODUCT, date: '2030-03-03', slotId: 5, customers: [{ customerTypeId: ADULT, quantity: 1, discount: null }] };
    const twiceSlot = calculateOrder(input({ products: [entry, { ...entry, customers: [{ customerTypeId: CHILD, quantity: 1, discount: null }] }] }));
    expect(!twiceSlot.ok && twiceSlot.problems.map((p) => p.code)).toEqual(['duplicate-product-slot']);
    const twiceType = calculateOrder(input({ products: [entry, { ...entry, slotId: 6 }] }));
    expect(!twiceType.ok && twiceType.problems.map((p) => p.code)).toEqual(['duplicate-customer-type']);
    const otherDay = calculateOrder(input({ products: [entry, { ...entry, date: '2030-03-04' }] }));
    expect(otherDay.ok).toBe(true);
  });

  it('R-ORD-5 / R-ORD-20: missing prices and other currencies are reported per line', () => {
    const got = calculateOrder(input({ currencyId: 2 }));
    expect(!got.ok && got.problems).toEqual([
      { code: 'other-currency', productIndex: 0, customerIndex: 0 },
      { code: 'other-currency', productIndex: 0, customerIndex: 1 },
    ]);
  });
});

describe('pricing properties', () => {
  const arbDiscount: fc.Arbitrary<Discount | null> = fc.oneof(
    fc.constant(null),
    fc.integer({ min: 0, max: 2_000_000 }).map((amount) => ({ kind: 'amount' as const, amount })),
    fc.integer({ min: 0, max: 10_000 }).map((percentBp) => ({ kind: 'percent' as const, percentBp })),
  );
  const arbLine = fc.record({ quantity: fc.integer({ min: 1, max: 1000 }), unitPrice: fc.integer({ min: 0, max: 1_000_000 }), discount: arbDiscount });

  it('a line total is never below 0 nor above its gross, and gross - discount = total (R-ORD-17)', () => {
    fc.assert(
      fc.property(arbLine, ({ quantity, unitPrice, discount }) => {
        const got = lineAmounts(quantity, unitPrice, discount);
        if (got === null) {
          expect(discount?.kind).toBe('amount');
          expect((discount as { amount: number }).amount).toBeGreaterThan(quantity * unitPrice);
          return;
        }
        expect(got.gross).toBe(quantity * unitPrice);
        expect(got.total).toBe(got.gross - got.discountAmount);
        expect(got.total).toBeGreaterThanOrEqual(0);
        expect(got.total).toBeLessThanOrEqual(got.gross);
        expect(Number.isInteger(got.discountAmount)).toBe(true);
      }),
    );
  });

  it('order totals add up: discounts, VAT inside the total, balance = total - paid', () => {
    fc.assert(
      fc.property(
        fc.array(arbLine, { minLength: 1, maxLength: 8 }),
        arbDiscount,
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (lines, orderDiscount, vatRateBp, paid) => {
          const amounts = lines.map((l) => lineAmounts(l.quantity, l.unitPrice, l.discount)).filter((x) => x !== null);
          const totals = orderTotals({ lines: amounts, orderDiscount, vatRateBp, paid });
          const subtotal = amounts.reduce((s, l) => s + l.total, 0);
          if (totals === null) {
            expect(orderDiscount?.kind === 'amount' && orderDiscount.amount > subtotal).toBe(true);
            return;
          }
          expect(totals.gross).toBe(amounts.reduce((s, l) => s + l.gross, 0));
          expect(totals.totalToPay).toBe(totals.gross - totals.discountAmount);
          expect(totals.totalToPay).toBeGreaterThanOrEqual(0);
          expect(totals.totalToPay).toBeLessThanOrEqual(subtotal);
          expect(totals.vatAmount).toBeGreaterThanOrEqual(0);
          expect(totals.vatAmount).toBeLessThanOrEqual(totals.totalToPay);
          expect(totals.net + totals.vatAmount).toBe(totals.totalToPay);
          expect(totals.balance).toBe(totals.totalToPay - paid);
          if (vatRateBp === 0) expect(totals.vatAmount).toBe(0);
          if (orderDiscount?.kind === 'percent' && orderDiscount.percentBp === 10_000) expect(totals.totalToPay).toBe(0);
        },
      ),
    );
  });

  it('every line is priced at its list price unless set by hand, and seats follow quantities', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 100_000 }), (adults, children, childPrice) => {
        const lists = [priceList({ lines: [priceList().lines[0]!, { id: 101, customerTypeId: CHILD, amount: childPrice, quantity: 1, qtyToUse: 1, deleted: false }] })];
        const got = calculateOrder(
          input({
            priceLists: lists,
            products: [
              {
                productId: PRODUCT,
                date: '2030-03-03',
                slotId: 5,
                customers: [
                  { customerTypeId: ADULT, quantity: adults, discount: null },
                  { customerTypeId: CHILD, quantity: children, discount: null },
                ],
              },
            ],
          }),
        );
        expect(got.ok).toBe(true);
        if (!got.ok) return;
        expect(got.totals.gross).toBe(adults * 11800 + children * childPrice);
        expect(got.lines.reduce((s, l) => s + l.seats, 0)).toBe(adults + children);
      }),
    );
  });
});

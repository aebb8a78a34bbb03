import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findPrice, isPriceListValidFor, type PriceListForPricing, type PriceQuery } from './price-lists';
import { ALL_WEEKDAYS, Weekday } from '../weekdays';

const ADULT = 11;
const CHILD = 12;

function list(overrides: Partial<PriceListForPricing> = {}): PriceListForPricing {
  return {
    id: 1,
    productId: 7,
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
      { id: 100, customerTypeId: ADULT, amount: 10000, quantity: 1, qtyToUse: 1, deleted: false },
      { id: 101, customerTypeId: CHILD, amount: 6000, quantity: 1, qtyToUse: 1, deleted: false },
    ],
    ...overrides,
  };
}

const query: PriceQuery = { productId: 7, customerTypeId: ADULT, date: '2030-06-05', channelId: 1, priceTypeId: 1, currencyId: 1 };

describe('finding the price of a customer type (R-PRICE-2, R-ORD-5, R-ORD-20)', () => {
  it('finds the line of the valid list', () => {
    const got = findPrice([list()], query);
    expect(got).toMatchObject({ found: true, line: { id: 100, amount: 10000 } });
  });

  it('ignores lists of another product, channel, price type, out of dates, off the week day, paused or deleted', () => {
    const wednesday = '2030-06-05';
    const misses: Partial<PriceListForPricing>[] = [
      { productId: 8 },
      { channelId: 2 },
      { priceTypeId: 2 },
      { fromDate: '2030-06-06' },
      { toDate: '2030-06-04' },
      { daysOfWeek: ALL_WEEKDAYS & ~Weekday.WED },
      { active: false },
      { deleted: true },
      { businessClientId: 99 },
    ];
    for (const m of misses) expect(findPrice([list(m)], { ...query, date: wednesday }), JSON.stringify(m)).toEqual({ found: false, reason: 'no-price-list' });
  });

  it('R-ORD-5 (a): a list without a line for the customer type says so', () => {
    const l = list({ lines: [{ id: 101, customerTypeId: CHILD, amount: 6000, quantity: 1, qtyToUse: 1, deleted: false }] });
    expect(findPrice([l], query)).toEqual({ found: false, reason: 'no-customer-type-price' });
    const deletedLine = list({ lines: [{ id: 100, customerTypeId: ADULT, amount: 1, quantity: 1, qtyToUse: 1, deleted: true }] });
    expect(findPrice([deletedLine], query)).toEqual({ found: false, reason: 'no-customer-type-price' });
  });

  it('R-ORD-20: a product priced only in another currency is told apart', () => {
    expect(findPrice([list({ currencyId: 2 })], query)).toEqual({ found: false, reason: 'other-currency' });
  });

  it("prefers the business client's own list, then the one starting latest", () => {
    const general = list({ id: 1 });
    const seasonal = list({ id: 2, fromDate: '2030-06-01', lines: [{ id: 200, customerTypeId: ADULT, amount: 12000, quantity: 1, qtyToUse: 1, deleted: false }] });
    const client = list({ id: 3, businessClientId: 5, lines: [{ id: 300, customerTypeId: ADULT, amount: 8000, quantity: 1, qtyToUse: 1, deleted: false }] });
    expect(findPrice([general, seasonal], query)).toMatchObject({ found: true, line: { id: 200 } });
    expect(findPrice([general, seasonal, client], { ...query, businessClientId: 5 })).toMatchObject({ found: true, line: { id: 300 } });
    expect(findPrice([general, seasonal, client], query)).toMatchObject({ found: true, line: { id: 200 } });
  });

  it('never answers with a list that is not valid for the query', () => {
    const arbList = fc.record({
      id: fc.integer({ min: 1, max: 50 }),
      productId: fc.constantFrom(7, 8),
      currencyId: fc.constantFrom(1, 2),
      channelId: fc.constantFrom(1, 2),
      priceTypeId: fc.constantFrom(1, 2),
      businessClientId: fc.constantFrom(null, 5, 6),
      fromDate: fc.constantFrom('2030-01-01', '2030-06-05', '2030-06-06'),
      toDate: fc.constantFrom('2030-06-04', '2030-06-05', '2030-12-31'),
      daysOfWeek: fc.integer({ min: 0, max: ALL_WEEKDAYS }),
      perPerson: fc.boolean(),
      autoConfirm: fc.boolean(),
      active: fc.boolean(),
      deleted: fc.boolean(),
      lines: fc.array(
        fc.record({ id: fc.nat(), customerTypeId: fc.constantFrom(ADULT, CHILD), amount: fc.nat(), quantity: fc.constant(1), qtyToUse: fc.constant(1), deleted: fc.boolean() }),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(fc.array(arbList, { maxLength: 6 }), fc.constantFrom(null, 5), (lists, businessClientId) => {
        const q = { ...query, businessClientId };
        const got = findPrice(lists, q);
        if (got.found) {
          expect(isPriceListValidFor(got.list, q)).toBe(true);
          expect(got.line.customerTypeId).toBe(ADULT);
          expect(got.line.deleted).toBe(false);
        } else if (got.reason === 'no-price-list') {
          expect(lists.some((l) => isPriceListValidFor(l, q))).toBe(false);
        }
      }),
    );
  });
});

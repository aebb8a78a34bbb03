import { describe, expect, it } from 'vitest';
import { Channel, PriceType } from '../reference';
import { Weekday } from '../weekdays';
import { checkPriceList, defaultPriceListDates, normalizePriceLines, priceTypeRefusal, type PriceListShape } from './price-list-rules';

const valid: PriceListShape = {
  title: 'Summer',
  currencyId: 1,
  channelId: Channel.Direct,
  priceTypeId: PriceType.Locals,
  fromDate: '2026-01-01',
  toDate: '2027-12-31',
  daysOfWeek: Weekday.MON | Weekday.SAT,
  priceLines: [
    { productCustomerTypeId: 1, amount: 5000, priority: 1 },
    { productCustomerTypeId: 2, amount: 0, priority: 2 },
  ],
};

describe('price list rules', () => {
  it('R-PRICE-1 defaults run from today to 31 December of the next year', () => {
    expect(defaultPriceListDates('2026-03-15')).toEqual({ fromDate: '2026-03-15', toDate: '2027-12-31' });
    expect(defaultPriceListDates('2026-12-31')).toEqual({ fromDate: '2026-12-31', toDate: '2027-12-31' });
  });

  it('accepts a valid price list', () => {
    expect(checkPriceList(valid)).toEqual({});
  });

  it('R-PRICE-5 name, channel, price and priority are required', () => {
    const errors = checkPriceList({ ...valid, title: ' ', channelId: null, priceLines: [{ productCustomerTypeId: 1, amount: null, priority: null }] });
    expect(Object.keys(errors).sort()).toEqual(['channelId', 'priceLines[0].amount', 'priceLines[0].priority', 'title']);
  });

  it('R-PRICE-6 at least one customer type and price line', () => {
    expect(checkPriceList({ ...valid, priceLines: [] }).priceLines).toBeDefined();
    expect(checkPriceList({ ...valid, priceLines: [{ productCustomerTypeId: null, amount: 1, priority: 1 }] })['priceLines[0].productCustomerTypeId']).toBeDefined();
  });

  it('R-PRICE-7 customer types and priorities must not repeat', () => {
    const errors = checkPriceList({
      ...valid,
      priceLines: [
        { productCustomerTypeId: 1, amount: 1, priority: 1 },
        { productCustomerTypeId: 1, amount: 2, priority: 1 },
      ],
    });
    expect(Object.keys(errors).sort()).toEqual(['priceLines[1].priority', 'priceLines[1].productCustomerTypeId']);
  });

  it('R-PRICE-9 at least one week day, and only week-day flags', () => {
    expect(checkPriceList({ ...valid, daysOfWeek: 0 }).daysOfWeek).toBeDefined();
    expect(checkPriceList({ ...valid, daysOfWeek: null }).daysOfWeek).toBeDefined();
    expect(checkPriceList({ ...valid, daysOfWeek: 128 }).daysOfWeek).toBeDefined();
    expect(checkPriceList({ ...valid, daysOfWeek: 127 })).toEqual({});
  });

  it('refuses unknown reference ids and impossible or reversed dates', () => {
    const errors = checkPriceList({ ...valid, currencyId: 99, channelId: 99, priceTypeId: 99, fromDate: '2026-02-30' });
    expect(Object.keys(errors).sort()).toEqual(['channelId', 'currencyId', 'fromDate', 'priceTypeId']);
    expect(checkPriceList({ ...valid, fromDate: '2026-05-01', toDate: '2026-04-30' }).toDate).toBeDefined();
  });

  it('R-PRICE-3 the single line of a list with an official price becomes official; R-PRICE-4 qtyToUse defaults to 1', () => {
    const one = [{ productCustomerTypeId: 1, amount: 100, priority: 1 }];
    expect(normalizePriceLines(one, 120)[0]).toMatchObject({ isOfficial: true, qtyToUse: 1 });
    expect(normalizePriceLines(one, null)[0]).toMatchObject({ isOfficial: false, qtyToUse: 1 });
    const two = normalizePriceLines([...one, { productCustomerTypeId: 2, amount: 1, priority: 2, qtyToUse: 3 }], 120);
    expect(two.map((l) => [l.isOfficial, l.qtyToUse])).toEqual([[false, 1], [false, 3]]);
  });

  it('R-PRICE-13 Locals and Groups lists need the product sellable to them; R-PRICE-12 Groups needs Locals', () => {
    expect(priceTypeRefusal(PriceType.Locals, { useLocals: false, useGroups: false })).toBe('price-type-not-sellable');
    expect(priceTypeRefusal(PriceType.Groups, { useLocals: true, useGroups: false })).toBe('price-type-not-sellable');
    expect(priceTypeRefusal(PriceType.Groups, { useLocals: false, useGroups: true })).toBe('groups-need-locals');
    expect(priceTypeRefusal(PriceType.Groups, { useLocals: true, useGroups: true })).toBeNull();
    expect(priceTypeRefusal(PriceType.Tourists, { useLocals: false, useGroups: false })).toBeNull();
  });
});

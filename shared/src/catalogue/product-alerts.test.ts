import { describe, expect, it } from 'vitest';
import { addDays, RepeatMode, type SlotSeries } from '../calendar';
import { unfinishedProductAlerts } from './product-alerts';

const today = '2026-06-01';
const once = (startDate: string): SlotSeries => ({
  id: 1,
  productId: 1,
  startDate,
  startTime: '10:00:00',
  endTime: '11:00:00',
  repeatMode: RepeatMode.None,
  daysOfWeek: 0,
  repeatEndDate: null,
  repeatCount: null,
  limit: null,
});
const daily = (repeatEndDate: string | null, repeatCount: number | null = null): SlotSeries => ({ ...once(today), repeatMode: RepeatMode.Daily, repeatEndDate, repeatCount });
const year = ['2027-12-31'];

describe('unfinished-product alerts', () => {
  it('R-PROD-3 R-PROD-5 no slot, no price list, no image', () => {
    expect(unfinishedProductAlerts({ today, hasImage: false, slots: [], priceListEnds: [] })).toEqual(['SlotNotFound', 'ProductPriceNotFound', 'ImageNotFound']);
  });

  it('R-PROD-3 past slots, a series that never occurs and ended price lists count as none', () => {
    expect(unfinishedProductAlerts({ today, hasImage: true, slots: [once('2026-05-01'), daily(null, 0)], priceListEnds: ['2026-05-31'] })).toEqual(['SlotNotFound', 'ProductPriceNotFound']);
  });

  it('R-PROD-4 slots covering under 30 days from today give SlotLengthLess30', () => {
    expect(unfinishedProductAlerts({ today, hasImage: true, slots: [daily(addDays(today, 29))], priceListEnds: year })).toEqual(['SlotLengthLess30']);
    expect(unfinishedProductAlerts({ today, hasImage: true, slots: [daily(null, 10)], priceListEnds: year })).toEqual(['SlotLengthLess30']);
    expect(unfinishedProductAlerts({ today, hasImage: true, slots: [daily(addDays(today, 30))], priceListEnds: year })).toEqual([]);
    expect(unfinishedProductAlerts({ today, hasImage: true, slots: [once(today), daily(null)], priceListEnds: year })).toEqual([]);
  });

  it('R-PROD-4 a price list covering under 30 days gives SlotLengthLess30', () => {
    expect(unfinishedProductAlerts({ today, hasImage: true, slots: [daily(null)], priceListEnds: [addDays(today, 10)] })).toEqual(['SlotLengthLess30']);
    expect(unfinishedProductAlerts({ today, hasImage: true, slots: [daily(null)], priceListEnds: [addDays(today, 10), addDays(today, 40)] })).toEqual([]);
  });
});

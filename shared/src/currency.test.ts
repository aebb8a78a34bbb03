import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_RATE, RATE_SCALE, rateOn, rateValue, scaledRate, type CurrencyRateEntry } from './currency';

const USD = 2;
const NIS = 1;

describe('currency rates', () => {
  it('reads a positive decimal with up to 6 decimals exactly', () => {
    expect(scaledRate('3.6512')).toBe(3_651_200);
    expect(scaledRate(3.6512)).toBe(3_651_200);
    expect(scaledRate('1')).toBe(RATE_SCALE);
    expect(scaledRate(' 0.000001 ')).toBe(1);
    expect(scaledRate('999999.999999')).toBe(999_999_999_999);
  });

  it('refuses zero, negatives, more than 6 decimals and what is not a number', () => {
    for (const bad of ['0', '0.000000', '-1', '3.1234567', '', 'abc', '1e3', 1e21, Number.NaN, Number.POSITIVE_INFINITY, -2, 0.0000001]) {
      expect(scaledRate(bad), String(bad)).toBeNull();
    }
  });

  it('shows a scaled rate as the decimal it stands for', () => {
    expect(rateValue(3_651_200)).toBe(3.6512);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999 }), (scaled) => {
        expect(scaledRate(rateValue(scaled))).toBe(scaled);
      }),
    );
  });

  describe('rateOn', () => {
    const rates: CurrencyRateEntry[] = [
      { currencyId: USD, fromDate: '2026-03-01', rate: 3_700_000 },
      { currencyId: USD, fromDate: '2026-01-01', rate: 3_600_000 },
      { currencyId: USD, fromDate: '2026-02-01', rate: 3_650_000 },
    ];

    it('takes the rate with the latest date on or before the day, in any order', () => {
      expect(rateOn(rates, USD, '2026-01-01')).toBe(3_600_000);
      expect(rateOn(rates, USD, '2026-02-15')).toBe(3_650_000);
      expect(rateOn(rates, USD, '2026-03-01')).toBe(3_700_000);
      expect(rateOn(rates, USD, '2027-01-01')).toBe(3_700_000);
    });

    it('R-SET-7: is 1 before the first rate, for a currency without rates and for the local currency', () => {
      expect(rateOn(rates, USD, '2025-12-31')).toBe(DEFAULT_RATE);
      expect(rateOn([], USD, '2026-01-01')).toBe(DEFAULT_RATE);
      expect(rateOn([{ currencyId: NIS, fromDate: '2026-01-01', rate: 5 }], NIS, '2026-06-01', NIS)).toBe(RATE_SCALE);
      expect(DEFAULT_RATE).toBe(RATE_SCALE);
    });
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { divRound, formatMinor, percentOf, toMinor, vatOfGross } from './money';

describe('money', () => {
  it('computes the VAT inside a gross amount at 18%', () => {
    expect(vatOfGross(11800, 1800)).toBe(1800);
    expect(vatOfGross(10000, 1800)).toBe(1525); // 10000*18/118 = 1525.42
    expect(vatOfGross(0, 1800)).toBe(0);
    expect(vatOfGross(10000, 0)).toBe(0);
  });

  it('rounds half away from zero', () => {
    expect(divRound(5, 2)).toBe(3);
    expect(divRound(-5, 2)).toBe(-3);
    expect(divRound(4, 3)).toBe(1);
  });

  it('VAT never exceeds the gross and net + VAT equals gross', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 5000 }), (gross, bp) => {
        const vat = vatOfGross(gross, bp);
        expect(vat).toBeGreaterThanOrEqual(0);
        expect(vat).toBeLessThanOrEqual(gross);
      }),
    );
  });

  it('takes percents of amounts in minor units', () => {
    expect(percentOf(10000, 10)).toBe(1000);
    expect(percentOf(999, 33.33)).toBe(333);
  });

  it('parses and formats money values (R-CLIENT-22)', () => {
    expect(toMinor('12.5')).toBe(1250);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(() => toMinor('1.234')).toThrow();
    expect(formatMinor(123456789)).toBe('1,234,567.89');
    expect(formatMinor(-5)).toBe('-0.05');
  });
});

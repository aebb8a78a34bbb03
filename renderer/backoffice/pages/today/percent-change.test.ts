import { describe, expect, it } from 'vitest';
import { formatPercent, percentChange } from './percent-change';

describe('the Today page compares with last week', () => {
  it('as a whole percent of last week, rounded', () => {
    expect(percentChange(19_000, 8000)).toBe(138);
    expect(percentChange(6000, 8000)).toBe(-25);
    expect(percentChange(8000, 8000)).toBe(0);
    expect(percentChange(1, 3)).toBe(-67);
  });

  it('with no percent when last week had nothing', () => {
    expect(percentChange(5000, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });

  it('written with its sign in front', () => {
    expect([formatPercent(138), formatPercent(-25), formatPercent(0)]).toEqual(['+138%', '-25%', '0%']);
  });
});

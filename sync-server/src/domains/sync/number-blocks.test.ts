import { describe, expect, it } from 'vitest';
import { numbersLeft } from './number-blocks';

describe('numbers left in a station\'s blocks', () => {
  it('counts every number above the last used, across blocks interleaved with other stations', () => {
    const blocks = [
      { fromNumber: 1, toNumber: 50 },
      { fromNumber: 101, toNumber: 150 },
    ];
    expect(numbersLeft(blocks, null)).toBe(100);
    expect(numbersLeft(blocks, 20)).toBe(80);
    expect(numbersLeft(blocks, 50)).toBe(50);
    expect(numbersLeft(blocks, 120)).toBe(30);
    expect(numbersLeft(blocks, 150)).toBe(0);
    expect(numbersLeft([], null)).toBe(0);
  });
});

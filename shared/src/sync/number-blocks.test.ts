import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextNumber, numbersLeft } from './number-blocks';

describe('a station\'s receipt number blocks', () => {
  const blocks = [
    { fromNumber: 1, toNumber: 50 },
    { fromNumber: 101, toNumber: 150 },
  ];

  it('counts every number above the last used, across blocks interleaved with other stations', () => {
    expect(numbersLeft(blocks, null)).toBe(100);
    expect(numbersLeft(blocks, 20)).toBe(80);
    expect(numbersLeft(blocks, 50)).toBe(50);
    expect(numbersLeft(blocks, 120)).toBe(30);
    expect(numbersLeft(blocks, 150)).toBe(0);
    expect(numbersLeft([], null)).toBe(0);
  });

  it('gives the next number in ascending order, jumping to the next block, none when used up', () => {
    expect(nextNumber(blocks, null)).toBe(1);
    expect(nextNumber(blocks, 49)).toBe(50);
    expect(nextNumber(blocks, 50)).toBe(101);
    expect(nextNumber(blocks, 150)).toBeNull();
  });

  it('never gives a voided number', () => {
    const voided = [{ fromNumber: 1, toNumber: 10, voidFrom: 6 }, { fromNumber: 21, toNumber: 30 }];
    expect(nextNumber(voided, 5)).toBe(21);
    expect(numbersLeft(voided, 3)).toBe(12);
  });

  it('using numbers one by one gives each number of the blocks once, in order, and left counts down to 0', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 20 })), { minLength: 1, maxLength: 5 }), (raw) => {
        let start = 1;
        const ranges = raw.map(([gap, size]) => {
          const b = { fromNumber: start + gap, toNumber: start + gap + size - 1 };
          start = b.toNumber + 1;
          return b;
        });
        const all = ranges.flatMap((b) => Array.from({ length: b.toNumber - b.fromNumber + 1 }, (_, i) => b.fromNumber + i));
        const got: number[] = [];
        let last: number | null = null;
        for (;;) {
          expect(numbersLeft(ranges, last)).toBe(all.length - got.length);
          const n = nextNumber(ranges, last);
          if (n === null) break;
          got.push(n);
          last = n;
        }
        expect(got).toEqual(all);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { code128Widths } from './code128';

describe('Code 128 set B widths', () => {
  it('is start B, one symbol per character, the checksum and stop; 11 modules a symbol, 13 the stop', () => {
    for (let code = 0x20; code <= 0x7e; code++) {
      const widths = code128Widths(`A${String.fromCharCode(code)}`);
      expect(widths).toHaveLength(4 * 6 + 7);
      expect(widths.slice(0, 6).join('')).toBe('211214');
      for (let symbol = 0; symbol < 4; symbol++) expect(widths.slice(symbol * 6, symbol * 6 + 6).reduce((a, b) => a + b)).toBe(11);
      expect(widths.slice(24).join('')).toBe('2331112');
    }
  });

  it('weights the checksum by position: (104 + 1 x "R"(50) + 2 x "-"(13)) mod 103 = 77', () => {
    // Symbol 77 is 413111.
    expect(code128Widths('R-').slice(18, 24).join('')).toBe('413111');
  });

  it('refuses what set B cannot hold', () => {
    expect(() => code128Widths('שלום')).toThrow(RangeError);
  });
});

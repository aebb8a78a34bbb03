import { describe, expect, it } from 'vitest';
import { addDays, formatDate, formatDateRange, formatMoney, formatNumber, formatTime, formatTimeRange, ltr, parseDate } from './format';

const LRI = '\u2066';
const PDI = '\u2069';

describe('format', () => {
  it('R-CLIENT-20: shows dates as DD/MM/YYYY', () => {
    expect(formatDate('2026-03-09')).toBe('09/03/2026');
    expect(formatDate('')).toBe('');
  });
  it('reads DD/MM/YYYY back, refusing impossible dates', () => {
    expect(parseDate('9/3/2026')).toBe('2026-03-09');
    expect(parseDate('31/02/2026')).toBeNull();
    expect(parseDate('2026-03-09')).toBeNull();
  });
  it('R-CLIENT-22: money from minor units with 2 decimals and thousands separators', () => {
    expect(formatMoney(123456789, 1)).toBe('₪ 1,234,567.89');
    expect(formatMoney(-5)).toBe(`${LRI}-0.05${PDI}`);
  });
  it('issue 18: a negative amount keeps its minus in front of the whole amount, isolated left to right for Hebrew pages', () => {
    // The receipt's discount line showed "₪ -24.00" (and "24.00- ₪" where nothing isolated it).
    expect(formatMoney(-2400, 1)).toBe(`${LRI}-₪ 24.00${PDI}`);
    expect(formatMoney(-123456789, 2)).toBe(`${LRI}-$ 1,234,567.89${PDI}`);
    // Positive amounts read right in either direction and stay plain text.
    expect(formatMoney(2400, 1)).toBe('₪ 24.00');
    expect(formatMoney(0, 1)).toBe('₪ 0.00');
    expect(formatMoney(null)).toBe('');
  });
  it('issue 18: negative numbers and time and date ranges are left-to-right isolates ("-3", not "3-"; "10:00–12:00", not "12:00–10:00")', () => {
    expect(formatNumber(-3)).toBe(`${LRI}-3${PDI}`);
    expect(formatNumber(3)).toBe('3');
    expect(formatNumber(0)).toBe('0');
    expect(formatTimeRange('10:00:00', '12:00:00')).toBe(`${LRI}10:00–12:00${PDI}`);
    expect(formatTimeRange('10:00', null)).toBe(`${LRI}10:00${PDI}`);
    expect(formatDateRange('2026-03-09', '2026-03-15')).toBe(`${LRI}09/03/2026 – 15/03/2026${PDI}`);
    expect(ltr('')).toBe('');
  });
  it('issue 18: the isolates hold a right-to-left layout to logical order (checked with the Unicode bidi algorithm)', async () => {
    const bidiFactory = (await import('bidi-js')).default;
    const bidi = bidiFactory();
    // The visual order of a Hebrew sentence holding the text, read from the left edge.
    const visual = (text: string) => {
      const levels = bidi.getEmbeddingLevels(text, 'rtl');
      const chars = [...text];
      for (const segment of bidi.getReorderSegments(text, levels)) {
        const [start, end] = segment as [number, number];
        chars.splice(start, end - start + 1, ...chars.slice(start, end + 1).reverse());
      }
      return chars.join('').replace(/[\u2066\u2069]/g, '');
    };
    expect(visual('הנחה -3')).toContain('3-');
    expect(visual(`הנחה ${formatNumber(-3)}`)).toContain('-3');
    expect(visual('שעות 10:00–12:00')).toContain('12:00–10:00');
    expect(visual(`שעות ${formatTimeRange('10:00', '12:00')}`)).toContain('10:00–12:00');
    expect(visual(`הנחה ${formatMoney(-2400, 1)}`)).toContain('-₪ 24.00');
  });
  it('times and day arithmetic', () => {
    expect(formatTime('09:30:00')).toBe('09:30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

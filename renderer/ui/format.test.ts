import { describe, expect, it } from 'vitest';
import { addDays, formatDate, formatMoney, formatTime, parseDate } from './format';

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
    expect(formatMoney(-5)).toBe('-0.05');
  });
  it('times and day arithmetic', () => {
    expect(formatTime('09:30:00')).toBe('09:30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

import { describe, expect, it } from 'vitest';
import { localDateIn, predefinedDates, type PredefinedDate } from './predefined-dates';

const byKey = (list: PredefinedDate[]) => Object.fromEntries(list.map((d) => [d.key, [d.from, d.to]]));

describe('predefined dates', () => {
  it('computes the ranges around a Wednesday mid-month (weeks run Sunday to Saturday)', () => {
    expect(byKey(predefinedDates('2025-06-18', 'en-US'))).toEqual({
      today: ['2025-06-18', '2025-06-18'],
      tomorrow: ['2025-06-19', '2025-06-19'],
      yesterday: ['2025-06-17', '2025-06-17'],
      'this-week': ['2025-06-15', '2025-06-21'],
      'next-week': ['2025-06-22', '2025-06-28'],
      'last-week': ['2025-06-08', '2025-06-14'],
      'this-month': ['2025-06-01', '2025-06-30'],
      'next-month': ['2025-07-01', '2025-07-31'],
      'last-month': ['2025-05-01', '2025-05-31'],
      'next-7-days': ['2025-06-18', '2025-06-24'],
      'next-30-days': ['2025-06-18', '2025-07-17'],
      'this-year': ['2025-01-01', '2025-12-31'],
    });
  });

  it('crosses month and year ends, leap February included', () => {
    const d = byKey(predefinedDates('2023-12-31', 'en-US'));
    expect(d.tomorrow).toEqual(['2024-01-01', '2024-01-01']);
    expect(d['this-week']).toEqual(['2023-12-31', '2024-01-06']); // 31 Dec 2023 is a Sunday
    expect(d['next-month']).toEqual(['2024-01-01', '2024-01-31']);
    const jan = byKey(predefinedDates('2024-01-31', 'en-US'));
    expect(jan['next-month']).toEqual(['2024-02-01', '2024-02-29']);
    expect(jan['last-month']).toEqual(['2023-12-01', '2023-12-31']);
    expect(byKey(predefinedDates('2024-01-06', 'en-US'))['this-week']).toEqual(['2023-12-31', '2024-01-06']); // a Saturday
  });

  it('has stable ids and names in the language, en-US as fallback (R-CLIENT-1)', () => {
    const en = predefinedDates('2025-06-18', 'en-US');
    expect(en.map((d) => d.id)).toEqual(en.map((_, i) => i + 1));
    expect(en[0]!.name).toBe('Today');
    expect(predefinedDates('2025-06-18', 'he-IL')[0]!.name).toBe('היום');
    expect(predefinedDates('2025-06-18', 'ru-RU')[0]!.name).toBe('Сегодня');
    expect(predefinedDates('2025-06-18', 'xx')[0]!.name).toBe('Today');
  });

  it('takes today in the provider time zone, not UTC', () => {
    // 22:30 UTC on 18 June is already 19 June in Jerusalem (UTC+3 in summer).
    const at = new Date('2025-06-18T22:30:00Z');
    expect(localDateIn('Asia/Jerusalem', at)).toBe('2025-06-19');
    expect(localDateIn('UTC', at)).toBe('2025-06-18');
    expect(localDateIn('America/New_York', at)).toBe('2025-06-18');
    expect(localDateIn('Not/AZone', at)).toBe('2025-06-19');
  });
});

import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { weekStartsOnOf } from '@pos/shared/weekdays';
import { DateCalendar, dateToLocalDate, localDateToDate, pickerLocale, readTypedDate } from './DateField';

/** The week-day headers of a rendered calendar, in order, by their full names (the abbr/aria-label). */
function weekdayHeaders(html: string): string[] {
  return [...html.matchAll(/<th [^>]*>/g)].map((m) => m[0]).filter((th) => th.includes('class="rdp-weekday"')).map((th) => /aria-label="([^"]+)"/.exec(th)![1]!);
}

describe('DateField (issue 18)', () => {
  it('R-CLIENT-20: reads a typed DD/MM/YYYY into YYYY-MM-DD, refusing impossible dates', () => {
    expect(readTypedDate('09/03/2026')).toBe('2026-03-09');
    expect(readTypedDate('9/3/2026')).toBe('2026-03-09');
    expect(readTypedDate('29/02/2028')).toBe('2028-02-29');
    expect(readTypedDate('29/02/2027')).toBeNull();
    expect(readTypedDate('31/04/2026')).toBeNull();
    // MM/DD/YYYY is not read as such: 13 is no month.
    expect(readTypedDate('03/13/2026')).toBeNull();
    expect(readTypedDate('2026-03-09')).toBeNull();
    expect(readTypedDate('   ')).toBe('');
  });

  it('turns the calendar day (local midnight) and YYYY-MM-DD into each other without a day shift', () => {
    for (const day of ['2026-01-01', '2026-03-27', '2026-10-25', '2028-02-29', '2026-12-31']) {
      const d = localDateToDate(day)!;
      expect([d.getHours(), d.getMinutes()]).toEqual([0, 0]);
      expect(dateToLocalDate(d)).toBe(day);
    }
    expect(dateToLocalDate(new Date(2026, 0, 31, 23, 59))).toBe('2026-01-31');
    expect(localDateToDate('')).toBeUndefined();
    expect(localDateToDate('09/03/2026')).toBeUndefined();
  });

  it('the first day of the week by its exchange name (R-CLIENT-25), Sunday when unknown', () => {
    expect(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'].map(weekStartsOnOf)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekStartsOnOf(undefined)).toBe(0);
    expect(weekStartsOnOf('Monday')).toBe(0);
  });

  it('date-fns locales of he-IL, en-US and ru-RU', () => {
    expect(pickerLocale('he-IL').code).toBe('he');
    expect(pickerLocale('ru-RU').code).toBe('ru');
    expect(pickerLocale('en-US').code).toBe('en-US');
    expect(pickerLocale('fr-FR').code).toBe('en-US');
  });

  const render = (language: string, firstDayOfWeek: string) => renderToStaticMarkup(<DateCalendar language={language} firstDayOfWeek={firstDayOfWeek} selected="2026-03-09" onSelect={() => undefined} />);

  it('he-IL: right to left, Hebrew day names, the week starting on Sunday', () => {
    const html = render('he-IL', 'SUN');
    expect(html).toMatch(/dir="rtl"/);
    expect(weekdayHeaders(html)).toEqual(['יום ראשון', 'יום שני', 'יום שלישי', 'יום רביעי', 'יום חמישי', 'יום שישי', 'יום שבת']);
    expect(html).toContain('מרץ');
    // March 2026 starts on a Sunday: the first cell of the first week is the 1st.
    expect(html).toMatch(/<td[^>]*data-day="2026-03-01"/);
    expect(html.indexOf('data-day="2026-03-01"')).toBeLessThan(html.indexOf('data-day="2026-03-02"'));
    expect(html).not.toContain('data-day="2026-02-28"');
    // The selected day is marked.
    expect(html).toMatch(/data-day="2026-03-09"[^>]*data-selected="true"/);
  });

  it('the provider setting moves the week start: Monday', () => {
    const html = render('he-IL', 'MON');
    expect(weekdayHeaders(html)[0]).toBe('יום שני');
    // March 2026 from Monday: the first week begins on Monday 23 February.
    expect(html).toContain('data-day="2026-02-23"');
  });

  it('en-US and ru-RU: left to right, their own day names', () => {
    const en = render('en-US', 'SUN');
    expect(en).toMatch(/dir="ltr"/);
    expect(weekdayHeaders(en)[0]).toBe('Sunday');
    const ru = render('ru-RU', 'MON');
    expect(weekdayHeaders(ru).slice(0, 2)).toEqual(['понедельник', 'вторник']);
    expect(ru).toMatch(/март/i);
  });
});

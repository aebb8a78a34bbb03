import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DateCalendar, useWeekStart } from '../../ui/DateField';
import type { StationStatus } from './handlers';

let firstDayOfWeek = 'MON';
vi.mock('./send', () => ({
  send: async () => ({ ok: true, data: { language: 'en-US', firstDayOfWeek } as unknown as StationStatus }),
  subscribe: () => () => undefined,
}));
vi.mock('../../i18n', () => ({ currentLanguage: () => 'en-US', setLanguage: async () => undefined }));

const { refreshStatus } = await import('./station');

/** The week-day headers of a rendered calendar, in order, by their full names. */
const weekdays = (html: string) =>
  [...html.matchAll(/<th [^>]*>/g)].map((m) => m[0]).filter((th) => th.includes('class="rdp-weekday"')).map((th) => /aria-label="([^"]+)"/.exec(th)![1]!);

/**
 * Issue 18: the POS date pickers start the week on the provider's first day, which the station
 * streams with the provider's other settings and reports in its status; Sunday until it says.
 */
describe("the POS date pickers follow the provider's first day of the week", () => {
  const picker = () => weekdays(renderToStaticMarkup(<DateCalendar language="en-US" firstDayOfWeek={useWeekStart.getState().firstDayOfWeek} month="2026-03-01" onSelect={() => undefined} />));

  it('Sunday before the station has said', () => {
    expect(useWeekStart.getState().firstDayOfWeek).toBe('SUN');
    expect(picker()[0]).toBe('Sunday');
  });

  it("the station's status sets it: Monday, then Saturday", async () => {
    await refreshStatus();
    expect(useWeekStart.getState().firstDayOfWeek).toBe('MON');
    expect(picker()).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    firstDayOfWeek = 'SAT';
    await refreshStatus();
    expect(picker()[0]).toBe('Saturday');
  });
});

import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@pos/shared/languages';

/**
 * Predefined date ranges offered by date filters, as local dates (YYYY-MM-DD, both ends included)
 * of the provider's time zone. Weeks run Sunday to Saturday, the Israeli working week.
 */
export const PREDEFINED_DATE_KEYS = [
  'today',
  'tomorrow',
  'yesterday',
  'this-week',
  'next-week',
  'last-week',
  'this-month',
  'next-month',
  'last-month',
  'next-7-days',
  'next-30-days',
  'this-year',
] as const;
export type PredefinedDateKey = (typeof PREDEFINED_DATE_KEYS)[number];

export interface PredefinedDate {
  id: number;
  key: PredefinedDateKey;
  name: string;
  from: string;
  to: string;
}

const NAMES: Record<Language, Record<PredefinedDateKey, string>> = {
  'en-US': {
    today: 'Today',
    tomorrow: 'Tomorrow',
    yesterday: 'Yesterday',
    'this-week': 'This week',
    'next-week': 'Next week',
    'last-week': 'Last week',
    'this-month': 'This month',
    'next-month': 'Next month',
    'last-month': 'Last month',
    'next-7-days': 'Next 7 days',
    'next-30-days': 'Next 30 days',
    'this-year': 'This year',
  },
  'he-IL': {
    today: 'היום',
    tomorrow: 'מחר',
    yesterday: 'אתמול',
    'this-week': 'השבוע',
    'next-week': 'השבוע הבא',
    'last-week': 'השבוע שעבר',
    'this-month': 'החודש',
    'next-month': 'החודש הבא',
    'last-month': 'החודש שעבר',
    'next-7-days': '7 הימים הבאים',
    'next-30-days': '30 הימים הבאים',
    'this-year': 'השנה',
  },
  'ru-RU': {
    today: 'Сегодня',
    tomorrow: 'Завтра',
    yesterday: 'Вчера',
    'this-week': 'Эта неделя',
    'next-week': 'Следующая неделя',
    'last-week': 'Прошлая неделя',
    'this-month': 'Этот месяц',
    'next-month': 'Следующий месяц',
    'last-month': 'Прошлый месяц',
    'next-7-days': 'Следующие 7 дней',
    'next-30-days': 'Следующие 30 дней',
    'this-year': 'Этот год',
  },
};

const DAY_MS = 86_400_000;

function toUtc(localDate: string): Date {
  return new Date(`${localDate}T00:00:00Z`);
}

function fmt(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function addDays(localDate: string, days: number): string {
  return fmt(new Date(toUtc(localDate).getTime() + days * DAY_MS));
}

/** First and last day of the month `offset` months from the month of localDate. */
function monthOf(localDate: string, offset: number): [string, string] {
  const d = toUtc(localDate);
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1));
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset + 1, 0));
  return [fmt(first), fmt(last)];
}

/** Sunday to Saturday of the week `offset` weeks from the week of localDate. */
function weekOf(localDate: string, offset: number): [string, string] {
  const sunday = addDays(localDate, -toUtc(localDate).getUTCDay() + offset * 7);
  return [sunday, addDays(sunday, 6)];
}

/** The local date (YYYY-MM-DD) at an instant in a time zone; an unknown zone falls back to Asia/Jerusalem. */
export function localDateIn(timeZone: string, at: Date): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem', year: 'numeric', month: '2-digit', day: '2-digit' });
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The ranges relative to `today` (a local date), named in `language` (en-US when unknown). */
export function predefinedDates(today: string, language: string): PredefinedDate[] {
  const names = NAMES[isLanguage(language) ? language : FALLBACK_LANGUAGE];
  const year = today.slice(0, 4);
  const ranges: Record<PredefinedDateKey, [string, string]> = {
    today: [today, today],
    tomorrow: [addDays(today, 1), addDays(today, 1)],
    yesterday: [addDays(today, -1), addDays(today, -1)],
    'this-week': weekOf(today, 0),
    'next-week': weekOf(today, 1),
    'last-week': weekOf(today, -1),
    'this-month': monthOf(today, 0),
    'next-month': monthOf(today, 1),
    'last-month': monthOf(today, -1),
    'next-7-days': [today, addDays(today, 6)],
    'next-30-days': [today, addDays(today, 29)],
    'this-year': [`${year}-01-01`, `${year}-12-31`],
  };
  return PREDEFINED_DATE_KEYS.map((key, i) => ({ id: i + 1, key, name: names[key], from: ranges[key][0], to: ranges[key][1] }));
}

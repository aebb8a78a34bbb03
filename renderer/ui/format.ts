import { formatMinor } from '@pos/shared/money';
import { CURRENCIES } from '@pos/shared/reference';

/** R-CLIENT-20: a local date YYYY-MM-DD (or an ISO instant, shown in local time) as DD/MM/YYYY. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const local = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (local) return `${local[3]}/${local[2]}/${local[1]}`;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** An ISO instant as DD/MM/YYYY hh:mm in local time. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return `${formatDate(value)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** hh:mm:ss as hh:mm. */
export function formatTime(value: string | null | undefined): string {
  return value ? value.slice(0, 5) : '';
}

/** DD/MM/YYYY (or D/M/YYYY) typed by a person into YYYY-MM-DD, or null when it is no real date. */
export function parseDate(text: string): string | null {
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A local date YYYY-MM-DD of a Date, in local time. */
export function toLocalDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** YYYY-MM-DD plus n days. */
export function addDays(localDate: string, n: number): string {
  const d = new Date(`${localDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function today(): string {
  return toLocalDate(new Date());
}

/**
 * Text kept left to right inside any paragraph (a Unicode left-to-right isolate, like <bdi dir="ltr">
 * but usable in attributes, option labels and titles). In a right-to-left page a minus sign or a
 * dash between numbers is otherwise laid out by the page's direction: "-3" shows as "3-" and
 * "10:00–12:00" as "12:00–10:00".
 */
export function ltr(text: string): string {
  return text ? `\u2066${text}\u2069` : '';
}

/**
 * Money from integer minor units with the currency symbol (R-CLIENT-22). A negative amount keeps its
 * minus in front of the whole amount ("-₪ 24.00", never "₪ -24.00" or "24.00- ₪") and is isolated
 * left to right, so it reads the same in Hebrew.
 */
export function formatMoney(minor: number | null | undefined, currencyId?: number): string {
  if (minor === null || minor === undefined) return '';
  const symbol = CURRENCIES.find((c) => c.id === currencyId)?.symbol;
  const amount = formatMinor(Math.abs(minor));
  const text = symbol ? `${symbol} ${amount}` : amount;
  return minor < 0 ? ltr(`-${text}`) : text;
}

/** A count or other plain number; a negative one isolated left to right so its minus stays in front ("-3", not "3-"). */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value < 0 ? ltr(`-${Math.abs(value)}`) : String(value);
}

/** A time range "10:00–12:00" (hh:mm:ss or hh:mm ends), left to right in any page. */
export function formatTimeRange(start: string | null | undefined, end: string | null | undefined): string {
  return ltr([formatTime(start), formatTime(end)].filter(Boolean).join('–'));
}

/** A date range "09/03/2026 – 15/03/2026", left to right in any page. */
export function formatDateRange(from: string | null | undefined, to: string | null | undefined): string {
  return ltr([formatDate(from), formatDate(to)].filter(Boolean).join(' – '));
}

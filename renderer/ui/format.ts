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

/** Money from integer minor units with the currency symbol (R-CLIENT-22). */
export function formatMoney(minor: number | null | undefined, currencyId?: number): string {
  if (minor === null || minor === undefined) return '';
  const symbol = CURRENCIES.find((c) => c.id === currencyId)?.symbol;
  return symbol ? `${symbol} ${formatMinor(minor)}` : formatMinor(minor);
}

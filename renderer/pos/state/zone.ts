import { useStation } from './station';

/**
 * The provider's time zone on the POS (issue 16): the clock, shift times, receipts, the shift's
 * sales and the X/Z reports are shown in the zone the receipts print in (the replicated provider's),
 * never the browser's or the computer's. Dates are DD/MM/YYYY and times 24-hour hh:mm (R-CLIENT-20).
 */
export function providerZone(): string {
  return useStation.getState().status?.timeZone ?? 'Asia/Jerusalem';
}

/** The zone as the screens' renders read it (they redraw when the replica's provider changes zone). */
export function useProviderZone(): string {
  return useStation((s) => s.status?.timeZone ?? 'Asia/Jerusalem');
}

const formats = new Map<string, Intl.DateTimeFormat>();

function partsIn(at: Date, zone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(zone, format);
  }
  const out = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const part of format.formatToParts(at)) if (part.type in out) out[part.type as keyof typeof out] = part.value;
  return out;
}

function instant(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** An instant as hh:mm in the provider's zone. */
export function zoneTime(value: string | Date | null | undefined, zone = providerZone()): string {
  const d = instant(value);
  if (!d) return typeof value === 'string' ? value : '';
  const p = partsIn(d, zone);
  return `${p.hour}:${p.minute}`;
}

/** An instant as DD/MM/YYYY hh:mm in the provider's zone. */
export function zoneDateTime(value: string | Date | null | undefined, zone = providerZone()): string {
  const d = instant(value);
  if (!d) return typeof value === 'string' ? value : '';
  const p = partsIn(d, zone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** The provider's local date (YYYY-MM-DD) at an instant, now by default: "today" at the window. */
export function zoneDate(value: string | Date = new Date(), zone = providerZone()): string {
  const d = instant(value) ?? new Date();
  const p = partsIn(d, zone);
  return `${p.year}-${p.month}-${p.day}`;
}

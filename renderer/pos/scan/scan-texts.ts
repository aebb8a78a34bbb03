import { i18next } from '../../i18n';
import { zoneDate, zoneDateTime, zoneTime } from '../state/zone';
import type { FirstScan, ScannedOrder } from '../core/handlers';

/** When a ticket was first scanned, in the provider's zone: the time alone today ("10:02"), else the date and time. */
export function scanTime(at: string, now: Date = new Date()): string {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return at;
  return zoneDate(d) === zoneDate(now) ? zoneTime(d) : zoneDateTime(d);
}

/** "Already scanned at 10:02 at Station 2" (or without the station when it is not known). */
export function alreadyScannedText(first: FirstScan): string {
  // Isolated (FSI … PDI) so a Latin station name or the time keeps its order inside a Hebrew sentence.
  const time = `\u2068${scanTime(first.at)}\u2069`;
  if (first.stationName) return i18next.t('pos:scan.alreadyScannedAt', { time, station: `\u2068${first.stationName}\u2069` });
  return i18next.t('pos:scan.alreadyScanned', { time });
}

/** People an order's tickets admit, and how many of them have been scanned in. */
export function admittedCount(order: ScannedOrder): { scanned: number; total: number } {
  let scanned = 0;
  let total = 0;
  for (const t of order.tickets) {
    total += t.quantity;
    if (t.scanned) scanned += t.quantity;
  }
  return { scanned, total };
}

export function statusText(status: string): string {
  return i18next.t(`pos:scan.status.${status}`, { defaultValue: status });
}

export function arrivalText(arrival: string): string {
  return i18next.t(`pos:scan.arrival.${arrival}`, { defaultValue: arrival });
}

/** A coupon the core will not take now: its reason in words. */
export function couponReasonText(reason: string | null): string {
  const key = `pos:errors.${reason ?? 'coupon-not-available'}`;
  return i18next.exists(key) ? i18next.t(key) : i18next.t('pos:errors.coupon-not-available');
}

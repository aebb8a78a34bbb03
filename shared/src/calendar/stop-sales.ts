import { weekdayFlagOf } from '../weekdays';
import { effectiveWeekdays, type Occurrence } from './occurrences';

/**
 * R-STOP-1: a stop sale for one slot (slotId set) or for products, on a date range limited to week
 * days (0 means every day), for full days (no times) or for the occurrences starting within
 * fromTime..toTime (both ends included). Lifts reopen single occurrences (R-STOP-2).
 */
export interface StopSaleRule {
  id: number;
  productIds: number[];
  slotId: number | null;
  startDate: string;
  endDate: string;
  daysOfWeek: number;
  fromTime: string | null;
  toTime: string | null;
  lifts: { slotId: number; date: string }[];
}

/** Whether this one rule stops the occurrence, lifts aside. */
export function ruleCovers(rule: StopSaleRule, occurrence: Occurrence): boolean {
  if (rule.slotId !== null ? rule.slotId !== occurrence.slotId : !rule.productIds.includes(occurrence.productId)) return false;
  if (occurrence.date < rule.startDate || occurrence.date > rule.endDate) return false;
  if ((effectiveWeekdays(rule.daysOfWeek) & weekdayFlagOf(occurrence.date)) === 0) return false;
  if (rule.fromTime !== null && occurrence.startTime < rule.fromTime) return false;
  if (rule.toTime !== null && occurrence.startTime > rule.toTime) return false;
  return true;
}

function lifted(rule: StopSaleRule, occurrence: Occurrence): boolean {
  return rule.lifts.some((l) => l.slotId === occurrence.slotId && l.date === occurrence.date);
}

/** R-STOP-1, R-STOP-2: whether any stop sale that was not lifted for it stops the occurrence. */
export function isStopped(rules: readonly StopSaleRule[], occurrence: Occurrence): boolean {
  return rules.some((r) => ruleCovers(r, occurrence) && !lifted(r, occurrence));
}

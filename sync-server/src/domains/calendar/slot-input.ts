import { FieldErrorCollector } from '@pos/shared/errors';
import { ALL_WEEKDAYS, weekdayFlagOf } from '@pos/shared/weekdays';
import { dayNumber, isLocalDate, lastDateOf, normalizeTime, RepeatMode, slotDuration, type SlotSeries } from '@pos/shared/calendar/index';
import type { NewSlotRow } from './slot-repo';
import type { SlotInput } from '@pos/shared/api/calendar';

/** A series may span at most three years: its occurrences are expanded and checked on save. */
export const MAX_SERIES_DAYS = 3 * 366;

/** The slot's own fields, checked and completed, ready to store (provider and edit links aside). */
export type SlotDraft = Omit<NewSlotRow, 'providerId' | 'originalSlotId' | 'originalDate'> & {
  startTime: string;
  endTime: string;
  duration: number;
  repeatMode: 1 | 2 | 3;
  daysOfWeek: number;
  limit: number | null;
  repeatEndDate: string | null;
  repeatCount: number | null;
};

const F = (name: string) => `slot.${name}`;

/**
 * The slot payload's rules that need no database: R-SLOT-1, R-SLOT-2 (repeat), R-SLOT-9 (groups or
 * individuals), R-SLOT-11 (hours), R-SLOT-13 (hh:mm:ss), R-SLOT-14 (duration). 400 field errors.
 * R-SLOT-11 reads "working hours" as the slot's own hours: the end is after the start on the same
 * day (so at most 24 hours) and the duration fits between them.
 */
export function slotDraftOf(input: SlotInput): SlotDraft {
  const errors = new FieldErrorCollector();
  const startTime = normalizeTime(input.startTime);
  const endTime = normalizeTime(input.endTime);
  errors.check(isLocalDate(input.startDate), F('startDate'), 'is not a valid date');
  errors.check(startTime !== null, F('startTime'), 'is not a time hh:mm:ss');
  errors.check(endTime !== null, F('endTime'), 'is not a time hh:mm:ss');
  errors.check(input.forGroups === true || input.forIndividuals === true, F('forIndividuals'), 'choose individuals, groups or both');
  errors.throwIfAny();

  const hours = slotDuration(startTime!, endTime!);
  errors.check(endTime! > startTime!, F('endTime'), 'must be after the start time on the same day');
  const duration = input.duration ?? hours;
  if (endTime! > startTime!) errors.check(duration >= 1 && duration <= hours, F('duration'), 'must not exceed the slot hours', 'outside-slot-hours');

  const repeatMode = input.repeatMode as 1 | 2 | 3;
  let daysOfWeek = weekdayFlagOf(input.startDate);
  let repeatEndDate: string | null = null;
  let repeatCount: number | null = null;
  if (repeatMode !== RepeatMode.None) {
    daysOfWeek = repeatMode === RepeatMode.Daily ? ALL_WEEKDAYS : (input.daysOfWeek ?? 0);
    errors.check(daysOfWeek !== 0, F('daysOfWeek'), 'choose at least one week day');
    repeatEndDate = input.repeatEndDate ?? null;
    repeatCount = input.repeatCount ?? null;
    if ((repeatEndDate === null) === (repeatCount === null)) errors.add(F('repeatEndDate'), 'a repeating slot ends either after a number of repeats or on an end date');
    if (repeatEndDate !== null) {
      if (!isLocalDate(repeatEndDate)) errors.add(F('repeatEndDate'), 'is not a valid date');
      else errors.check(repeatEndDate >= input.startDate, F('repeatEndDate'), 'must not be before the start date');
    }
  }
  errors.throwIfAny();

  const draft: SlotDraft = {
    productId: input.productId,
    limit: input.limit ?? null,
    startDate: input.startDate,
    startTime: startTime!,
    endTime: endTime!,
    duration,
    repeatMode,
    daysOfWeek,
    repeatEndDate,
    repeatCount,
    forGroups: input.forGroups ?? false,
    forIndividuals: input.forIndividuals ?? false,
    blockCreatingNewOrdersBefore: input.blockCreatingNewOrdersBefore ?? 'allow',
    orderBlockMinutes: input.orderBlockMinutes ?? 0,
    isVirtual: input.isVirtual ?? false,
    allowAssignEmployees: input.allowAssignEmployees ?? true,
    extraInfo: input.extraInfo ?? '',
  };
  const last = lastDateOf(seriesOfDraft(draft, 0));
  errors.check(last === null || dayNumber(last) - dayNumber(draft.startDate) <= MAX_SERIES_DAYS, F(repeatCount !== null ? 'repeatCount' : 'repeatEndDate'), `a series spans at most ${MAX_SERIES_DAYS} days`, 'range-too-long', { days: MAX_SERIES_DAYS });
  errors.throwIfAny();
  return draft;
}

/** The draft as a series, for the shared calendar rules. */
export function seriesOfDraft(draft: SlotDraft, id: number): SlotSeries {
  return {
    id,
    productId: draft.productId,
    startDate: draft.startDate,
    startTime: draft.startTime,
    endTime: draft.endTime,
    repeatMode: draft.repeatMode,
    daysOfWeek: draft.daysOfWeek,
    repeatEndDate: draft.repeatEndDate,
    repeatCount: draft.repeatCount,
    limit: draft.limit,
  };
}

/** Calendar rules shared by the server and the offline station: slot series, stop sales, availability. */
export { isLocalDate, addDays, dayNumber, normalizeTime, slotDuration } from './local-time';
export { localToInstant, instantToLocal, type LocalDateTime } from './time-zone';
export { RepeatMode, occurrencesBetween, occursOn, expandSeries, lastDateOf, type RepeatModeCode, type SlotSeries, type RepeatStop, type Occurrence } from './occurrences';
export { isStopped, ruleCovers, type StopSaleRule } from './stop-sales';
export { availability, daySummaries, occurrenceKey, type OccurrenceAvailability, type DayAvailability } from './availability';

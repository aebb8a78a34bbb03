/**
 * Converting between instants and a provider's local wall clock (IANA zone, e.g. Asia/Jerusalem)
 * with Intl alone, so the server and the offline station agree without a tz database of their own.
 */
import { utcMs } from './local-time';

export interface LocalDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** hh:mm:ss */
  time: string;
}

const HOUR_MS = 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * The zone's offset in the minute last asked, by zone: a zone's offset changes only at a whole
 * minute (every clock change since 1970), and a request asks for the same minute's local time more
 * than once (its clock, its slots' checks), each time up to 10 us of Intl's formatToParts.
 */
const lastMinute = new Map<string, { minute: number; offsetMs: number }>();

/** Local wall-clock fields of an instant (to the second), as milliseconds of a UTC clock showing the same fields. */
function wallClockMs(instantMs: number, timeZone: string): number {
  const second = Math.floor(instantMs / 1000) * 1000;
  const minute = Math.floor(instantMs / 60_000);
  const known = lastMinute.get(timeZone);
  if (known && known.minute === minute) return second + known.offsetMs;
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(new Date(instantMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const wall = utcMs(parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!, parts.second!);
  lastMinute.set(timeZone, { minute, offsetMs: wall - second });
  return wall;
}

/** The zone's offset from UTC at an instant, in ms (Israel summer: +3 h). */
function offsetAt(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  return wallClockMs(whole, timeZone) - whole;
}

export function instantToLocal(instant: Date, timeZone: string): LocalDateTime {
  const iso = new Date(wallClockMs(instant.getTime(), timeZone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/**
 * The instant a local date and time happen in a zone. On a clock change day a time that does not
 * exist (spring forward, 02:30 in Israel) maps forward by the gap (to 03:30); a time that happens
 * twice (fall back, 01:30) maps to the first of the two.
 */
export function localToInstant(date: string, time: string, timeZone: string): Date {
  const key = `${timeZone} ${date}T${time}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    if (instants.size >= MAX_REMEMBERED) instants.clear();
    ms = instantOfWallClock(Date.parse(`${date}T${time}Z`), timeZone);
    instants.set(key, ms);
  }
  return new Date(ms);
}

/**
 * localToInstant's answers, by zone, date and time: a sale checks every slot's start against the
 * clock, and each conversion asks Intl for up to four formatToParts (about 50 us together). The
 * answer of a wall clock time never changes within a process (Intl's zone data is fixed), so it is
 * kept; the map is emptied when it reaches MAX_REMEMBERED entries.
 */
const instants = new Map<string, number>();
const MAX_REMEMBERED = 10_000;

function instantOfWallClock(wall: number, timeZone: string): number {
  // Zones change their offset at most once within a day either side, so the offsets a day before and
  // a day after are the only candidates.
  const before = offsetAt(wall - 24 * HOUR_MS, timeZone);
  const after = offsetAt(wall + 24 * HOUR_MS, timeZone);
  const candidates = [wall - before, wall - after].filter((c) => wallClockMs(c, timeZone) === wall).sort((a, b) => a - b);
  // No candidate: the time falls in a gap; the offset before the change carries it forward.
  return candidates[0] ?? wall - before;
}

/**
 * When a ticket admits (issue 16): a product's admission window is a number of minutes before and
 * after its slot's start (null: no limit that side). One rule for every gate — the station checks it
 * offline against its replica, the server against its own tables — in the provider's time zone.
 * The window is counted on instants, not wall clocks, so a clock change between the edge and the
 * start (DST) moves the edge's local time, never the length of the window.
 */
import { instantToLocal, localToInstant, type LocalDateTime } from '../calendar/time-zone';

/** Minutes a product admits before and after its slot's start; null: no limit that side. */
export interface AdmissionWindow {
  admitBeforeMinutes: number | null;
  admitAfterMinutes: number | null;
}

/** Suggested in the product form for a product with timed slots (an hour early, two hours late). */
export const SUGGESTED_ADMIT_BEFORE_MINUTES = 60;
export const SUGGESTED_ADMIT_AFTER_MINUTES = 120;

/** Why a ticket does not admit now, by the window rule. */
export type WindowRefusal =
  /** Too early: admission from `edge` (provider's local date and time). */
  | { reason: 'too-early'; edge: LocalDateTime }
  /** Too late: admission ended at `edge`. */
  | { reason: 'too-late'; edge: LocalDateTime }
  /** A ticket without a start time (open hours) admits on its own date only; `date` is the ticket's. */
  | { reason: 'wrong-date'; date: string };

export interface WindowTicket {
  /** YYYY-MM-DD, the slot's local date. */
  date: string;
  /** hh:mm[:ss] local start, or null for a whole-day (open hours) ticket. */
  startTime: string | null;
}

const MINUTE_MS = 60_000;

/**
 * null when the ticket admits at `now`; otherwise why not. A ticket with a start time admits from
 * start − before to start + after (both edges included); a side with null has no limit. A ticket
 * without a start time admits on its local date, whatever the window says.
 */
export function admissionRefusal(ticket: WindowTicket, window: AdmissionWindow, now: Date, timeZone: string): WindowRefusal | null {
  if (ticket.startTime === null) {
    return instantToLocal(now, timeZone).date === ticket.date ? null : { reason: 'wrong-date', date: ticket.date };
  }
  const time = ticket.startTime.length === 5 ? `${ticket.startTime}:00` : ticket.startTime;
  const start = localToInstant(ticket.date, time, timeZone).getTime();
  const at = now.getTime();
  if (window.admitBeforeMinutes !== null) {
    const from = start - window.admitBeforeMinutes * MINUTE_MS;
    if (at < from) return { reason: 'too-early', edge: instantToLocal(new Date(from), timeZone) };
  }
  if (window.admitAfterMinutes !== null) {
    const until = start + window.admitAfterMinutes * MINUTE_MS;
    if (at > until) return { reason: 'too-late', edge: instantToLocal(new Date(until), timeZone) };
  }
  return null;
}

/** A stored value (null, or minutes 0..10080) read from a replica that may predate the fields. */
export function windowOf(row: { admitBeforeMinutes?: number | null; admitAfterMinutes?: number | null } | null | undefined): AdmissionWindow {
  return { admitBeforeMinutes: row?.admitBeforeMinutes ?? null, admitAfterMinutes: row?.admitAfterMinutes ?? null };
}

import { describe, expect, it } from 'vitest';
import { admissionRefusal, windowOf } from './admission-window';

const TZ = 'Asia/Jerusalem';
const w = (admitBeforeMinutes: number | null, admitAfterMinutes: number | null) => ({ admitBeforeMinutes, admitAfterMinutes });
const at = (iso: string) => new Date(iso);

describe('admission window (issue 16): a ticket admits from start − before to start + after, in the provider zone', () => {
  // 2026-11-24 is winter time in Israel: UTC+2. A 09:00 slot starts at 07:00Z.
  const ticket = { date: '2026-11-24', startTime: '09:00:00' };

  it('refuses a 09:00 ticket at 00:49 local: too early, admission from 08:00 local', () => {
    expect(admissionRefusal(ticket, w(60, 120), at('2026-11-23T22:49:00Z'), TZ)).toEqual({ reason: 'too-early', edge: { date: '2026-11-24', time: '08:00:00' } });
  });

  it('admits on both edges, refuses one second outside them', () => {
    expect(admissionRefusal(ticket, w(60, 120), at('2026-11-24T06:00:00Z'), TZ)).toBeNull();
    expect(admissionRefusal(ticket, w(60, 120), at('2026-11-24T05:59:59Z'), TZ)).toMatchObject({ reason: 'too-early' });
    expect(admissionRefusal(ticket, w(60, 120), at('2026-11-24T09:00:00Z'), TZ)).toBeNull();
    expect(admissionRefusal(ticket, w(60, 120), at('2026-11-24T09:00:01Z'), TZ)).toEqual({ reason: 'too-late', edge: { date: '2026-11-24', time: '11:00:00' } });
  });

  it('reads the slot in the provider zone, not UTC: the same instant is early in Jerusalem and in time in London', () => {
    const now = at('2026-11-24T07:30:00Z');
    expect(admissionRefusal(ticket, w(0, 60), now, TZ)).toBeNull();
    expect(admissionRefusal(ticket, w(0, 60), now, 'Europe/London')).toEqual({ reason: 'too-early', edge: { date: '2026-11-24', time: '09:00:00' } });
  });

  it('null is no limit on that side', () => {
    expect(admissionRefusal(ticket, w(null, 120), at('2026-11-20T00:00:00Z'), TZ)).toBeNull();
    expect(admissionRefusal(ticket, w(60, null), at('2026-12-30T00:00:00Z'), TZ)).toBeNull();
    expect(admissionRefusal(ticket, windowOf(undefined), at('2030-01-01T00:00:00Z'), TZ)).toBeNull();
    expect(windowOf({ admitBeforeMinutes: 0, admitAfterMinutes: 15 })).toEqual(w(0, 15));
  });

  it('is DST-safe: the window is counted in real minutes across the spring-forward gap', () => {
    // Israel 2026-03-27 02:00 → 03:00 (UTC+2 → UTC+3). A 04:00 slot starts at 01:00Z; 120 minutes before is
    // 23:00Z, which is 01:00 local (not 02:00, which a wall-clock subtraction would give and which does not exist).
    const spring = { date: '2026-03-27', startTime: '04:00' };
    expect(admissionRefusal(spring, w(120, 0), at('2026-03-26T22:59:00Z'), TZ)).toEqual({ reason: 'too-early', edge: { date: '2026-03-27', time: '01:00:00' } });
    expect(admissionRefusal(spring, w(120, 0), at('2026-03-26T23:00:00Z'), TZ)).toBeNull();
    // Autumn 2026-10-25 02:00 → 01:00 (UTC+3 → UTC+2): a 03:00 slot (01:00Z) admitting 180 minutes before opens at 22:00Z = 01:00 local, the first one.
    const autumn = { date: '2026-10-25', startTime: '03:00' };
    expect(admissionRefusal(autumn, w(180, 0), at('2026-10-24T21:59:00Z'), TZ)).toEqual({ reason: 'too-early', edge: { date: '2026-10-25', time: '01:00:00' } });
  });

  it('a ticket without a start time admits on its own local date only', () => {
    const day = { date: '2026-11-24', startTime: null };
    // 23:30Z on the 23rd is 01:30 on the 24th in Jerusalem.
    expect(admissionRefusal(day, w(60, 120), at('2026-11-23T23:30:00Z'), TZ)).toBeNull();
    expect(admissionRefusal(day, w(60, 120), at('2026-11-23T21:30:00Z'), TZ)).toEqual({ reason: 'wrong-date', date: '2026-11-24' });
    expect(admissionRefusal(day, w(null, null), at('2026-11-25T12:00:00Z'), TZ)).toEqual({ reason: 'wrong-date', date: '2026-11-24' });
  });
});

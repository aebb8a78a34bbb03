/**
 * Issue 16: when the POS locks itself back to the PIN screen. The provider sets the idle minutes
 * (0: never). A payment under way is never cut off: the lock waits until it is done.
 */
export interface LockState {
  minutes: number;
  loggedIn: boolean;
  /** The screen shown now (the payment screen never locks). */
  screen: string | null;
  lastActivity: number;
  now: number;
}

export function idleLockDue(s: LockState): boolean {
  if (!s.loggedIn || !(s.minutes > 0) || s.screen === 'pay') return false;
  return s.now - s.lastActivity >= s.minutes * 60_000;
}

/** How long to wait before looking again: the time left, at least a second, at most a minute. */
export function nextCheckMs(s: LockState): number {
  if (!s.loggedIn || !(s.minutes > 0)) return 60_000;
  const left = s.lastActivity + s.minutes * 60_000 - s.now;
  return Math.min(60_000, Math.max(1_000, left));
}

/** What the person did last (a touch, a key, the mouse): the idle time counts from it. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

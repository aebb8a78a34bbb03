import { describe, expect, it } from 'vitest';
import { idleLockDue, nextCheckMs } from './auto-lock';
import { typePin } from '../screens/login/PinLogin';

describe('auto-lock after the provider\'s idle minutes (issue 16)', () => {
  const base = { minutes: 5, loggedIn: true, screen: 'sell', lastActivity: 0, now: 0 };
  it('locks once the idle minutes have passed since the last touch or key, not before', () => {
    expect(idleLockDue({ ...base, now: 5 * 60_000 - 1 })).toBe(false);
    expect(idleLockDue({ ...base, now: 5 * 60_000 })).toBe(true);
    expect(idleLockDue({ ...base, lastActivity: 60_000, now: 5 * 60_000 })).toBe(false);
  });
  it('never locks with 0 minutes, with nobody logged in, or during a payment', () => {
    expect(idleLockDue({ ...base, minutes: 0, now: 10 ** 9 })).toBe(false);
    expect(idleLockDue({ ...base, loggedIn: false, now: 10 ** 9 })).toBe(false);
    expect(idleLockDue({ ...base, screen: 'pay', now: 10 ** 9 })).toBe(false);
  });
  it('looks again when the time is up (at least a second, at most a minute later)', () => {
    expect(nextCheckMs({ ...base, now: 5 * 60_000 - 10_000 })).toBe(10_000);
    expect(nextCheckMs({ ...base, now: 0 })).toBe(60_000);
    expect(nextCheckMs({ ...base, now: 5 * 60_000 + 5 })).toBe(1_000);
  });
});

describe('the PIN keypad', () => {
  it('takes digits up to six, C clears, ⌫ takes the last one back; nothing else', () => {
    let pin = '';
    for (const k of ['1', '2', 'x', '3', '4', '5', '6', '7']) pin = typePin(pin, k);
    expect(pin).toBe('123456');
    expect(typePin(pin, 'back')).toBe('12345');
    expect(typePin(pin, 'clear')).toBe('');
  });
});

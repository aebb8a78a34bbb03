import { useEffect, useRef } from 'react';
import { useHotkeys } from '../keys/hotkeys';
import { useStation } from '../state/station';
import { currentScreen, useNav } from '../state/nav';
import { lockStation } from '../core/station';
import { ACTIVITY_EVENTS, idleLockDue, nextCheckMs } from '../state/auto-lock';

/** The quick switch of cashier: locks to the PIN screen now (Ctrl+L, and the status bar's button). */
export const SWITCH_KEY = 'Ctrl+L';

/**
 * Issue 16: Ctrl+L switches the cashier (back to the PIN screen), and the POS locks itself after
 * the provider's idle minutes (status.autoLockMinutes; 0 never). The open shift and the screens
 * stay as they were: the next cashier's PIN opens them again.
 */
export function AutoLock() {
  const minutes = useStation((s) => s.status?.autoLockMinutes ?? 0);
  const loggedIn = useStation((s) => !!s.status?.user);
  const last = useRef(Date.now());
  // A payment under way is finished (or left by Esc) before the cashier changes, as the auto-lock waits for it.
  const paying = useNav((s) => s.stack[s.stack.length - 1]?.name === 'pay');

  useHotkeys([{ key: SWITCH_KEY, label: 'keys.switchCashier', run: () => void lockStation(), disabled: !loggedIn || paying, hidden: true }]);

  useEffect(() => {
    const touched = () => void (last.current = Date.now());
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touched, { capture: true, passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touched, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (!loggedIn || minutes <= 0) return;
    last.current = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const look = () => {
      const state = { minutes, loggedIn, screen: currentScreen().name, lastActivity: last.current, now: Date.now() };
      if (idleLockDue(state)) void lockStation();
      else timer = setTimeout(look, nextCheckMs(state));
    };
    timer = setTimeout(look, nextCheckMs({ minutes, loggedIn, screen: null, lastActivity: last.current, now: Date.now() }));
    return () => clearTimeout(timer);
  }, [minutes, loggedIn]);

  return null;
}

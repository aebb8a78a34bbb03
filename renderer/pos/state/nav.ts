import { create } from 'zustand';
import type { ReceiptDocument } from '../core/handlers';

/** The POS screens. The cashier app's route paths are not given by the spec (000 §2), so screens are state, not URLs. */
export type Screen =
  | { name: 'settings' }
  | { name: 'login' }
  | { name: 'shift' }
  | { name: 'sell' }
  | { name: 'pay' }
  /** `receipt`: the document the sale's answer carried, shown at once (issue 16); without it the screen asks the core. */
  | { name: 'receipt'; orderUuid: string; printJobId: number; receipt?: ReceiptDocument }
  | { name: 'reserved' }
  | { name: 'gate' }
  | { name: 'sync' }
  | { name: 'sales' }
  | { name: 'printQueue' }
  | { name: 'help' };

export type ScreenName = Screen['name'];

interface NavState {
  stack: Screen[];
}

export const useNav = create<NavState>(() => ({ stack: [{ name: 'login' }] }));

export function currentScreen(): Screen {
  const stack = useNav.getState().stack;
  return stack[stack.length - 1]!;
}

/** Opens a screen on top; opening the one already shown does nothing. */
export function go(screen: Screen): void {
  useNav.setState((s) => {
    const top = s.stack[s.stack.length - 1];
    if (top && top.name === screen.name && JSON.stringify(top) === JSON.stringify(screen)) return s;
    return { stack: [...s.stack.filter((x) => x.name !== screen.name), screen] };
  });
}

/** Esc: one screen back; the bottom screen stays. */
export function back(): void {
  useNav.setState((s) => (s.stack.length > 1 ? { stack: s.stack.slice(0, -1) } : s));
}

/** Starts over from one screen (after login, logout, a completed sale). */
export function reset(screen: Screen): void {
  useNav.setState({ stack: [screen] });
}

/**
 * Which screen shows: an unpaired station can only be paired; nobody logged in sees the login;
 * selling needs an open shift. Otherwise the top of the navigation stack.
 */
export function decideScreen(state: { loaded: boolean; paired: boolean; user: unknown; shift: unknown }, top: Screen): Screen | null {
  if (!state.loaded) return null;
  if (!state.paired) return { name: 'settings' };
  if (!state.user) return top.name === 'settings' ? top : { name: 'login' };
  if (!state.shift && (top.name === 'sell' || top.name === 'pay' || top.name === 'login' || top.name === 'sales')) return { name: 'shift' };
  if (top.name === 'login') return { name: 'sell' };
  return top;
}

import type { Language } from '@pos/shared/languages';
import { send, subscribe, type RpcResult } from './send';
import type { StationEvent, StationStatus } from './handlers';
import { useStation } from '../state/station';
import { reset } from '../state/nav';
import { track } from '../state/busy';
import { currentLanguage, setLanguage } from '../../i18n';
import { isLanguage } from '@pos/shared/languages';
import { showError } from './errors';
import { setFirstDayOfWeek } from '../../ui/DateField';

/**
 * What the app does with its core besides single calls: keep the status (bar, gates) current,
 * hear pushed events, and the calls that change the whole app's state (pair, login, logout).
 * Screens call `send(name, args)` for everything else.
 */

export async function refreshStatus(): Promise<void> {
  const answer = await send('status', {});
  if (!answer.ok) {
    useStation.setState({ loaded: true, linked: false });
    showError(answer.error);
    return;
  }
  applyStatus(answer.data);
}

let statusLanguage: string | null = null;

/**
 * The core's language (the cashier's own once logged in, else the station's setting) is applied
 * when it changes, not on every status: a language picked on this screen stays until the next login.
 */
function applyStatus(s: StationStatus): void {
  useStation.setState({ loaded: true, linked: true, status: s });
  // The date pickers start the week on the provider's day (issue 18), streamed with its other settings.
  setFirstDayOfWeek(s.firstDayOfWeek);
  if (s.language !== statusLanguage) {
    statusLanguage = s.language;
    if (isLanguage(s.language) && s.language !== currentLanguage()) void setLanguage(s.language);
  }
}

const eventListeners = new Set<(event: StationEvent) => void>();

/** A screen hears the core's events while it is shown (live seats, print jobs). */
export function onStationEvent(listener: (event: StationEvent) => void): () => void {
  eventListeners.add(listener);
  return () => void eventListeners.delete(listener);
}

let refreshing: Promise<void> | null = null;
let again = false;

/** Many events in a burst (a sync round) read the status once more, not once each. */
function refreshSoon(): void {
  if (refreshing) {
    again = true;
    return;
  }
  refreshing = refreshStatus().finally(() => {
    refreshing = null;
    if (again) {
      again = false;
      refreshSoon();
    }
  });
}

export function listen(): () => void {
  return subscribe(
    (event) => {
      if (!event || typeof event !== 'object' || typeof (event as StationEvent).type !== 'string') return;
      const e = event as StationEvent;
      if (e.type === 'status' || e.type === 'sync') refreshSoon();
      for (const l of eventListeners) l(e);
    },
    (up) => {
      useStation.setState({ linked: up });
      if (up) refreshSoon();
    },
  );
}

export async function pair(args: { serverUrl: string; code: string; cashierIdentifier: string }): Promise<RpcResult<unknown>> {
  const answer = await track('progress.pairing', send('pair', args));
  if (answer.ok) await refreshStatus();
  return answer;
}

export async function chooseLanguage(language: Language): Promise<void> {
  await setLanguage(language);
  const answer = await send('settings-save', { language });
  if (!answer.ok) showError(answer.error);
}

export async function login(username: string, password: string): Promise<RpcResult<unknown>> {
  const answer = await track('progress.login', send('login', { username, password }));
  if (answer.ok) {
    await refreshStatus();
    reset({ name: useStation.getState().status?.shift ? 'sell' : 'shift' });
  }
  return answer;
}

/**
 * Issue 16: a cashier's PIN opens the POS where it was left (the screens stay as they were when it
 * locked; a first login lands on the sale or the shift).
 */
export async function pinLogin(userId: number, pin: string): Promise<RpcResult<unknown>> {
  const answer = await track('progress.login', send('pin-login', { userId, pin }));
  if (answer.ok) await refreshStatus();
  return answer;
}

/** Issue 16: locks the POS back to the PIN screen (quick switch, idle): nobody is logged in, the screens stay. */
export async function lockStation(): Promise<void> {
  const answer = await send('logout', {});
  if (!answer.ok) return showError(answer.error);
  await refreshStatus();
}

export async function logout(): Promise<void> {
  const answer = await send('logout', {});
  if (!answer.ok) return showError(answer.error);
  await refreshStatus();
  reset({ name: 'login' });
}

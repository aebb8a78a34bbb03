import { create } from 'zustand';
import type { Static } from 'typebox';
import type { InitData as InitDataSchema } from '@pos/shared/api/session';
import { call, type ApiError } from '../ui/api';
import { currentLanguage, setLanguage } from '../i18n';
import { isLanguage, type Language } from '@pos/shared/languages';
import { setFirstDayOfWeek } from '../ui/DateField';

/** The initial data of GET api/init (R-CLIENT-3, R-PERM-16), as the shared contract gives it. */
export type InitData = Static<typeof InitDataSchema>;

interface SessionState {
  status: 'loading' | 'anonymous' | 'user';
  init?: InitData;
  permissions: ReadonlySet<number>;
}

export const useSession = create<SessionState>(() => ({ status: 'loading', permissions: new Set() }));

export function can(permission: number): boolean {
  return useSession.getState().permissions.has(permission);
}

export function useCan(permission: number): boolean {
  return useSession((s) => s.permissions.has(permission));
}

/** R-CLIENT-3: ask for the initial data, store it, apply the user's language. A 401 means nobody is logged in. */
export async function loadInit(): Promise<void> {
  const result = await call('GET /api/init', { quiet: true, anonymousOk: true });
  if (!result.ok) {
    useSession.setState({ status: 'anonymous', init: undefined, permissions: new Set() });
    return;
  }
  const init = result.data;
  if (isLanguage(init.lang) && init.lang !== currentLanguage()) await setLanguage(init.lang);
  // Issue 18: the date pickers start their weeks on the provider's first day.
  setFirstDayOfWeek(init.provider.firstDayOfWeek);
  useSession.setState({ status: 'user', init, permissions: new Set(init.permissions) });
}

export async function login(username: string, password: string, rememberMe: boolean): Promise<ApiError | null> {
  const result = await call('POST /api/authenticate', { body: { Username: username, Password: password, RememberMe: rememberMe }, quiet: true, anonymousOk: true });
  if (!result.ok) return result.error;
  await loadInit();
  return null;
}

export async function logout(): Promise<void> {
  await call('GET /api/logout', { quiet: true, anonymousOk: true });
  forgetSession();
}

export function forgetSession(): void {
  useSession.setState({ status: 'anonymous', init: undefined, permissions: new Set() });
}

/** R-CLIENT-1: a logged-in user's choice is kept on the server (POST changelanguage). */
export async function changeLanguage(lang: Language): Promise<void> {
  await setLanguage(lang);
  if (useSession.getState().status === 'user') {
    const result = await call('POST /api/changelanguage', { body: { lang } });
    if (result.ok) useSession.setState((s) => (s.init ? { init: { ...s.init, lang } } : {}));
  }
}

import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/**
 * A small history router with the router rules of 000 §2 (R-PERM-1..7) as one pure function,
 * `decideRoute`, so the rules are unit-tested apart from React.
 *
 * Patterns are written as in the spec: `/product/{id}/edit/{tab?}`; `{name?}` may be absent.
 * The first route of the table that matches wins, so list `/product/{id}/edit/{tab?}` before
 * `/product/{id}/{tab?}`.
 */
export interface RouteDef<Page = unknown> {
  path: string;
  page: Page;
  /** i18n key of the page title (R-PERM-6). */
  titleKey: string;
  /** R-PERM-1/3: reachable without a login. */
  anonymous?: boolean;
  /** R-PERM-4: the one anonymous route a logged-in user may still open (the order ticket). */
  openWhenLoggedIn?: boolean;
  /** R-PERM-5: the permission code the route needs. */
  permission?: number;
}

export interface Viewer {
  loggedIn: boolean;
  permissions: ReadonlySet<number>;
}

export type RouteDecision<Page> =
  | { kind: 'render'; route: RouteDef<Page>; params: Record<string, string> }
  | { kind: 'redirect'; to: string; reason: 'login' | 'home' }
  | { kind: 'no-permission'; to: string; route: RouteDef<Page> }
  | { kind: 'not-found' };

const cache = new Map<string, { regex: RegExp; names: string[] }>();

function compile(pattern: string) {
  let hit = cache.get(pattern);
  if (hit) return hit;
  const names: string[] = [];
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(\w+)(\?)?\}$/.exec(segment);
      if (!param) return `/${segment.replace(/[.*+?^$()|[\]\\-]/g, '\\$&')}`;
      names.push(param[1]!);
      return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  hit = { regex: new RegExp(`^${source || '/'}/?$`, 'i'), names };
  cache.set(pattern, hit);
  return hit;
}

export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const { regex, names } = compile(pattern);
  const m = regex.exec(path);
  if (!m) return null;
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    const value = m[i + 1];
    if (value !== undefined) params[name] = decodeURIComponent(value);
  });
  return params;
}

export const HOME = '/';
export const LOGIN = '/login';

export function decideRoute<Page>(routes: readonly RouteDef<Page>[], path: string, viewer: Viewer): RouteDecision<Page> {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (!params) continue;
    if (route.anonymous) {
      if (viewer.loggedIn && !route.openWhenLoggedIn) return { kind: 'redirect', to: HOME, reason: 'home' };
      return { kind: 'render', route, params };
    }
    if (!viewer.loggedIn) return { kind: 'redirect', to: `${LOGIN}?returnUrl=${encodeURIComponent(path)}`, reason: 'login' };
    if (route.permission !== undefined && !viewer.permissions.has(route.permission)) return { kind: 'no-permission', to: HOME, route };
    return { kind: 'render', route, params };
  }
  return { kind: 'not-found' };
}

// Location: the browser's, observed through history; navigate() is the only writer.
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => `${window.location.pathname}${window.location.search}`;

/** The current path with its query, e.g. "/orders?page=2". */
export function useLocation(): { path: string; search: URLSearchParams; href: string } {
  const href = useSyncExternalStore(subscribe, snapshot, () => '/');
  const [path, search = ''] = href.split('?');
  return { path: path ?? '/', search: new URLSearchParams(search), href };
}

export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  if (to === snapshot()) return;
  if (opts.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.scrollTo(0, 0);
  notify();
}

/** Replaces the query of the current path (filters and paging live in the address). */
export function setQuery(values: Record<string, string | number | undefined | null>, opts: { replace?: boolean } = { replace: true }): void {
  const params = new URLSearchParams(window.location.search);
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null || v === '') params.delete(k);
    else params.set(k, String(v));
  }
  const q = params.toString();
  navigate(`${window.location.pathname}${q ? `?${q}` : ''}`, opts);
}

export function Link({ to, children, ...rest }: { to: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    rest.onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} {...rest} onClick={onClick}>
      {children}
    </a>
  );
}

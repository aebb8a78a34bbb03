import type { App, Session, WebContents } from 'electron';

/**
 * The shell's security in one place (Electron's security checklist): the POS page comes from a
 * privileged custom scheme rather than file://, with a strict CSP; no page may navigate away from
 * its own origin, open windows, attach webviews or be granted any permission but the POS's camera.
 */
export const POS_SCHEME = 'app';
export const POS_ORIGIN = `${POS_SCHEME}://pos`;
export const POS_START_URL = `${POS_ORIGIN}/index.html`;

/**
 * The POS talks to its core over IPC only: nothing remote, no inline script, no eval. WebAssembly
 * of its own build may compile ('wasm-unsafe-eval' allows no JavaScript eval) and its own workers
 * run: the camera scanner's decoder (docs/decisions/camera-scanning.md).
 */
export const POS_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "frame-src 'none'",
  "worker-src 'self'",
].join('; ');

/** The scheme must be registered before the app is ready. */
export const POS_SCHEME_PRIVILEGES = { scheme: POS_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } };

/** The origin a web contents may stay on; a web contents that is not registered may go nowhere. */
const allowedOrigins = new WeakMap<WebContents, string>();

export function allowOrigin(contents: WebContents, origin: string): void {
  allowedOrigins.set(contents, origin);
}

/** True when `url` is on `origin` (scheme, host and port all equal). */
export function isSameOrigin(url: string, origin: string): boolean {
  try {
    const a = new URL(url);
    const b = new URL(origin);
    return a.protocol === b.protocol && a.host === b.host;
  } catch {
    return false;
  }
}

export function isPosUrl(url: string): boolean {
  return isSameOrigin(url, POS_ORIGIN);
}

/** Every web contents, present and future: no navigation off its origin, no new windows, no webviews. */
export function hardenWebContents(app: App): void {
  app.on('web-contents-created', (_event, contents) => {
    const stay = (event: { preventDefault(): void }, url: string) => {
      const origin = allowedOrigins.get(contents);
      if (!origin || !isSameOrigin(url, origin)) event.preventDefault();
    };
    contents.on('will-navigate', (event, url) => stay(event, url));
    contents.on('will-redirect', (event, url) => stay(event, url));
    contents.on('will-frame-navigate', (details) => stay(details, details.url));
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
}

/** The one permission granted: the POS page may use a camera (video only) for camera scanning. */
export function mayUseCamera(permission: string, requestingUrl: string, mediaTypes: readonly string[] | undefined): boolean {
  return permission === 'media' && isPosUrl(requestingUrl) && !!mediaTypes && mediaTypes.length > 0 && mediaTypes.every((type) => type === 'video');
}

/** Denies every other permission request and check (microphone, notifications, geolocation...). */
export function hardenSession(session: Session): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(mayUseCamera(permission, details.requestingUrl, 'mediaTypes' in details ? details.mediaTypes : undefined)),
  );
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) => mayUseCamera(permission, requestingOrigin, details.mediaType ? [details.mediaType] : undefined));
}

/**
 * Issue 16: the customer-facing display in Electron, a second window of the POS build at
 * ?display=customer (the page browser mode opens as a second tab). It goes full screen on a second
 * screen when there is one, else it opens as an ordinary window beside the till. Kept free of
 * Electron's API so the choice is tested without the binary; main.ts creates the window.
 */
export interface DisplayLike {
  id: number;
  bounds: { x: number; y: number; width: number; height: number };
}

export interface CustomerDisplayPlan {
  url: string;
  /** Where the window goes (a second screen's whole area, or a window on the till's screen). */
  bounds: { x: number; y: number; width: number; height: number };
  /** Full screen on a screen of its own; a plain window when it shares the till's. */
  fullscreen: boolean;
  displayId: number;
}

/** A window on the till's own screen when there is no second one. */
export const SHARED_SCREEN_SIZE = { width: 800, height: 600 } as const;

/**
 * The display's page: the POS start URL with display=customer and, when known, the customer's
 * language (the page's ?lang=); other query parameters of the start URL are kept.
 */
export function customerDisplayUrl(startUrl: string, language?: string | null): string {
  const url = new URL(startUrl);
  url.searchParams.set('display', 'customer');
  if (language) url.searchParams.set('lang', language);
  return url.toString();
}

/**
 * Which screen and bounds: the first screen that is not the till's (the primary, unless the
 * POS_CUSTOMER_DISPLAY_SCREEN id names another), full screen; else a window on the till's screen.
 * Off with `enabled` false (POS_CUSTOMER_DISPLAY=0): null.
 */
export function planCustomerDisplay(opts: { displays: readonly DisplayLike[]; primaryId: number; startUrl: string; language?: string | null; enabled?: boolean; preferredId?: number | null }): CustomerDisplayPlan | null {
  if (opts.enabled === false || opts.displays.length === 0) return null;
  const url = customerDisplayUrl(opts.startUrl, opts.language);
  const others = opts.displays.filter((d) => d.id !== opts.primaryId);
  const second = others.find((d) => d.id === opts.preferredId) ?? others[0];
  if (second) return { url, bounds: { ...second.bounds }, fullscreen: true, displayId: second.id };
  const own = opts.displays.find((d) => d.id === opts.primaryId) ?? opts.displays[0]!;
  const width = Math.min(SHARED_SCREEN_SIZE.width, own.bounds.width);
  const height = Math.min(SHARED_SCREEN_SIZE.height, own.bounds.height);
  // In the far corner of the till's screen, so the till's own window keeps its place.
  return { url, bounds: { x: own.bounds.x + own.bounds.width - width, y: own.bounds.y + own.bounds.height - height, width, height }, fullscreen: false, displayId: own.id };
}

/** POS_CUSTOMER_DISPLAY=0 turns the window off; POS_CUSTOMER_DISPLAY_SCREEN picks a screen by id. */
export function customerDisplayOptions(env: Record<string, string | undefined>): { enabled: boolean; preferredId: number | null } {
  const id = Number(env.POS_CUSTOMER_DISPLAY_SCREEN);
  return { enabled: env.POS_CUSTOMER_DISPLAY !== '0', preferredId: env.POS_CUSTOMER_DISPLAY_SCREEN && Number.isSafeInteger(id) ? id : null };
}

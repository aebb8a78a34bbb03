import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** The sizes every changed screen is looked at in: the desktop, and a small laptop. */
export const SHOT_SIZES = [
  [1280, 800],
  [1024, 768],
] as const;

/** Full-page screenshots of the page at each size, `<dir>/<name>-<width>.png`; the page is left at 1280x800. */
export async function shotAtSizes(page: Page, dir: string, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  for (const [width, height] of SHOT_SIZES) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

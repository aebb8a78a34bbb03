import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's Chromium, headless; the flags keep it from reaching anything but the test server. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
}

/**
 * One Chromium for the describe block that calls this: launched before its tests, closed after them.
 * Call the answer inside a test (or a later hook) to get the browser.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll: use it inside a test');
    return browser;
  };
}

/** A fresh browser context (its own cookies and storage) at the given language. */
export async function newContext(browser: Browser, baseURL: string, locale = 'en-US'): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale, viewport: { width: 1280, height: 800 }, timezoneId: 'Asia/Jerusalem' });
  // Fail with the step that waited, well before the test's own time limit.
  context.setDefaultTimeout(10_000);
  return context;
}

/** Logs a context in with a session cookie made by createUser (the login form has its own test). */
export async function addSessionCookie(context: BrowserContext, baseURL: string, cookie: string): Promise<void> {
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name: name!, value: value!, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

const screenshotRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** Saves a full-page screenshot under tests/e2e/screenshots/<area>/<name>.png. */
export async function screenshot(page: Page, area: string, name: string): Promise<string> {
  const path = join(screenshotRoot, area, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Toasts come and go: clear them so they cover nothing in the picture.
  await page.locator('.toast').evaluateAll((toasts) => toasts.forEach((t) => (t as HTMLElement).click()));
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}

/** The page at 1280x800 and at 1024x768 (<name>-1280x800.png, <name>-1024x768.png under <area>), back to 1280x800 after. */
export async function screenshotBothSizes(page: Page, area: string, name: string): Promise<void> {
  for (const [width, height] of [[1280, 800], [1024, 768]] as const) {
    await page.setViewportSize({ width, height });
    await screenshot(page, area, `${name}-${width}x${height}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Translation keys the page asked for and no language had (renderer/i18n missingKeys). */
export async function missingTranslationKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((globalThis as { __missingI18nKeys?: Set<string> }).__missingI18nKeys ?? [])]);
}

/** Errors the page logged: a screen that throws fails its test. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  return errors;
}

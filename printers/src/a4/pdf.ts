import type { Browser } from 'playwright-core';

/**
 * HTML to PDF with Chromium through playwright-core, for the server and for tests; the station uses
 * Electron's printToPDF on the same HTML. Chromium runs headless with no network or background
 * services; the page has everything inline.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PdfOptions {
  /** Defaults to $CHROMIUM_PATH or /usr/bin/chromium. */
  executablePath?: string;
}

export interface PdfRenderer {
  render(html: string): Promise<Buffer>;
  close(): Promise<void>;
}

/** One Chromium for many documents (starting it takes most of the time of a PDF). */
export async function createPdfRenderer(options: PdfOptions = {}): Promise<PdfRenderer> {
  const { chromium } = await import('playwright-core');
  const browser: Browser = await chromium.launch({
    executablePath: options.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  return {
    async render(html) {
      const context = await browser.newContext({ offline: true, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.setContent(html, { waitUntil: 'load' });
        return await page.pdf({ preferCSSPageSize: true, printBackground: true });
      } finally {
        await context.close();
      }
    },
    close: () => browser.close(),
  };
}

/** An A4 PDF of a page from renderHtml. */
export async function renderPdf(html: string, options: PdfOptions = {}): Promise<Buffer> {
  const renderer = await createPdfRenderer(options);
  try {
    return await renderer.render(html);
  } finally {
    await renderer.close();
  }
}

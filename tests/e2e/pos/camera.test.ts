import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ticketCode } from '@pos/shared/tickets/ticket-codes';
import { startHost, type StationHost } from '../../../electron/station/host';
import { frameWithQr, type GreyFrame } from '../../../renderer/pos/camera/test-frames.fixtures';
import { CHROMIUM_ARGS, collectPageErrors, missingTranslationKeys, screenshot } from '../lib/browser';
import { buildCameraPage } from './camera-page/build';
import { eq } from 'drizzle-orm';
import { orders } from '../../../sync-server/src/db/schema';
import { tickets as stationTickets } from '../../../electron/station/db/schema';
import { texts } from '../lib/texts';
import { cashierWorld, signInAndOpenShift } from '../lib/pos-world';

function liveTrackCount(page: Page): Promise<number> {
  return page.evaluate(() => (globalThis as { __cameraStreams?: MediaStream[] }).__cameraStreams!.flatMap((s) => s.getTracks()).filter((t) => t.readyState === 'live').length);
}

/**
 * Camera scanning in a real Chromium: its fake camera plays a Y4M file holding a ticket's QR code;
 * the scanner (served by a station host, with the host's CSP) must read it once, show it, and stop
 * the camera when closed with Esc. Without a camera it says so in the cashier's language.
 */
const TICKET = ticketCode('3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b', 2);

/** YUV4MPEG2 4:2:0, grey (chroma 128), the same picture `frames` times. */
function y4m(frame: GreyFrame, frames = 3): Buffer {
  const chroma = Buffer.alloc((frame.width / 2) * (frame.height / 2) * 2, 128);
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${frame.width} H${frame.height} F10:1 Ip A1:1 C420jpeg\n`)];
  for (let i = 0; i < frames; i++) parts.push(Buffer.from('FRAME\n'), Buffer.from(frame.grey), chroma);
  return Buffer.concat(parts);
}

/** Records every camera stream the page opens, to check that closing stops them. */
async function recordStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (globalThis as { __cameraStreams?: MediaStream[] }).__cameraStreams = streams;
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      streams.push(stream);
      return stream;
    };
  });
}

describe('camera scanner in Chromium with a fake camera', () => {
  const dir = mkdtempSync(join(tmpdir(), 'camera-e2e-'));
  const video = join(dir, 'ticket.y4m');
  const pageDir = join(dir, 'page');
  let host: StationHost;
  const browsers: Browser[] = [];

  beforeAll(async () => {
    writeFileSync(video, y4m(frameWithQr(TICKET)));
    await buildCameraPage(pageDir);
    host = await startHost({ dataDir: join(dir, 'station'), staticDir: pageDir, log: () => undefined });
  }, 120_000);
  afterAll(async () => {
    for (const b of browsers) await b.close().catch(() => undefined);
    await host?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function browserWith(extraArgs: string[]): Promise<Browser> {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', ...extraArgs], headless: true });
    browsers.push(browser);
    return browser;
  }

  it('reads the ticket QR code from the camera once, shows it, and stops the camera on Esc', { timeout: 90_000 }, async () => {
    const browser = await browserWith(['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`]);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await recordStreams(page);
    await page.goto(`${host.url}/?lang=en-US`);

    await page.locator('[data-testid="camera-scanner"][data-state="live"]').waitFor();
    await expect.poll(() => page.locator('[data-testid="codes"] li').allTextContents(), { timeout: 15_000 }).toEqual([TICKET]);
    await expect(page.getByTestId('camera-last-code').textContent()).resolves.toContain(TICKET);
    // The code stays in front of the camera: it is not reported again.
    await page.waitForTimeout(2500);
    expect(await page.locator('[data-testid="codes"] li').allTextContents()).toEqual([TICKET]);
    const shot = await screenshot(page, 'pos', 'camera-scanner-read');
    expect(shot).toMatch(/camera-scanner-read\.png$/);

    expect(await liveTrackCount(page)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('closed').waitFor();
    expect(await liveTrackCount(page)).toBe(0);
    expect(await missingTranslationKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers a choice between two cameras, switches to the one chosen and remembers it on the station', { timeout: 60_000 }, async () => {
    const browser = await browserWith(['--use-fake-device-for-media-stream=device-count=2']);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await recordStreams(page);
    await page.goto(`${host.url}/?lang=ru-RU`);
    const select = page.getByTestId('camera-select');
    await select.waitFor();
    const options = await select.locator('option').evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value));
    expect(options).toHaveLength(2);
    const second = options[1]!;
    expect(await select.inputValue()).not.toBe(second);
    await select.selectOption(second);
    await page.locator('[data-testid="camera-scanner"][data-state="live"]').waitFor();
    await expect.poll(() => select.inputValue()).toBe(second);
    // The first camera was stopped when the second opened.
    await expect.poll(() => liveTrackCount(page)).toBe(1);

    await page.reload();
    await page.getByTestId('camera-select').waitFor();
    await expect.poll(() => page.getByTestId('camera-select').inputValue()).toBe(second);
    expect(await page.evaluate(() => localStorage.getItem('pos.camera.deviceId'))).toBe(second);
    await context.close();
  });

  it('says in Hebrew that there is no camera when the station has none', { timeout: 60_000 }, async () => {
    const browser = await browserWith([]);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'he-IL' });
    const page = await context.newPage();
    await page.goto(`${host.url}/?lang=he-IL`);
    const problem = page.getByTestId('camera-problem');
    await problem.waitFor({ timeout: 15_000 });
    expect(await problem.textContent()).toBe('לא נמצאה מצלמה. חברו מצלמה ונסו שוב.');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'pos', 'camera-scanner-no-camera-he');
    await page.getByRole('button', { name: /סגירה/ }).first().click();
    await page.getByTestId('closed').waitFor();
    await context.close();
  });
});

/**
 * The real POS: a reserved order made in the back office reaches the station; at the gate (F12) F7
 * opens the camera, whose picture is the order's first ticket; the gate admits it once while it
 * stays in front of the camera, and Esc closes the camera and stops it.
 */
describe('camera scanning at the POS gate', async () => {
  const world = await cashierWorld();
  const dir = mkdtempSync(join(tmpdir(), 'camera-gate-e2e-'));
  let browser: Browser | undefined;
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('admits the ticket the camera sees, once, and stops the camera on Esc', { timeout: 180_000 }, async () => {
    const lang = 'en-US';
    const T = texts(lang, 'pos');
    const reserved = await world.reservedOrder({ firstName: 'Dana', lastName: 'Camera' });
    const [row] = await world.db.select({ uuid: orders.uuid }).from(orders).where(eq(orders.id, reserved.id));
    const ticket = ticketCode(row!.uuid, 1);
    const video = join(dir, 'ticket.y4m');
    writeFileSync(video, y4m(frameWithQr(ticket, { seed: 3 })));

    await world.setCashierLanguage(lang);
    const host = await world.stationHost();
    await host.station.handlers.pair({ serverUrl: world.serverUrl, ...(await world.newPairing('Gate camera')) });
    await host.station.ctx.sync.syncNow();
    // The order's tickets are on the station (tickets stream) before the camera sees one.
    const [onStation] = await host.station.ctx.db.select({ code: stationTickets.code }).from(stationTickets).where(eq(stationTickets.code, ticket));
    expect(onStation?.code).toBe(ticket);

    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
      headless: true,
    });
    const context = await browser.newContext({ baseURL: host.url, viewport: { width: 1280, height: 800 }, locale: lang, timezoneId: 'Asia/Jerusalem' });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await recordStreams(page);
    const screen = (name: string) => page.locator(`main[data-screen=${name}]`).waitFor();
    await signInAndOpenShift(page, '100');

    await page.keyboard.press('F12');
    await screen('gate');
    await page.keyboard.press('F7');
    await page.locator('[data-testid="camera-scanner"][data-state="live"]').waitFor();
    const result = page.locator('[data-testid=gate-result]');
    await expect.poll(() => result.getAttribute('data-result'), { timeout: 20_000 }).toBe('admitted');
    expect([T('gate.admitted', { scanned: 1, total: 2 }), T('gate.admitted', { scanned: 2, total: 2 })]).toContain(await result.locator('.gate-headline').innerText());
    expect(await page.getByTestId('camera-last-code').textContent()).toContain(ticket);
    // Still in front of the camera: not admitted again, not refused as already scanned.
    await page.waitForTimeout(2500);
    expect(await page.locator('[data-testid=gate-count]').getAttribute('data-admitted')).toBe('1');
    expect(await result.getAttribute('data-result')).toBe('admitted');
    await screenshot(page, 'pos', 'camera-gate-admitted');

    await page.keyboard.press('Escape');
    await page.getByTestId('camera-scanner').waitFor({ state: 'detached' });
    await screen('gate');
    expect(await liveTrackCount(page)).toBe(0);
    await screenshot(page, 'pos', 'camera-gate-closed');
    expect(await missingTranslationKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { VirtualPrinter } from '@pos/printers';
import { formatMinorPlain } from '@pos/shared/money';
import { parseScanCode } from '@pos/shared/tickets/ticket-codes';
import { businessClients, coupons, orderEvents, orders, products } from '../../../sync-server/src/db/schema';
import { clubWithCouponSystem } from '../../../sync-server/src/domains/sync/offline.fixtures';
import { credentialsFor } from '../../../sync-server/src/domains/coupons/external/credentials-repo';
import type { StationHost } from '../../../electron/station/host';
import { collectPageErrors, launchBrowser, missingTranslationKeys, newContext, screenshot } from '../lib/browser';
import { texts } from '../lib/texts';
import { localDate } from '../lib/dates';
import { cashierWorld, signInAndOpenShift, switchableNetwork } from '../lib/pos-world';

/**
 * Issue 7 at the window, all real (server, station host, POS build, virtual printer): a coupon made
 * in the back office reaches the station and is typed into a sale; the ticket's QR code, as
 * printed, is scanned by a keyboard-wedge scanner while the keyboard is in Hebrew (real key events:
 * the keys' codes are US, their characters Hebrew); the gate admits it once and refuses it the
 * second time; a club voucher of the demo club's simulated system pays part of a sale.
 */

/** The standard Hebrew layout (SI-1452): what each key types. Digits and '-' type themselves. */
const HEBREW_LAYOUT: Record<string, string> = {
  KeyQ: '/', KeyW: "'", KeyE: 'ק', KeyR: 'ר', KeyT: 'א', KeyY: 'ט', KeyU: 'ו', KeyI: 'ן', KeyO: 'ם', KeyP: 'פ',
  KeyA: 'ש', KeyS: 'ד', KeyD: 'ג', KeyF: 'כ', KeyG: 'ע', KeyH: 'י', KeyJ: 'ח', KeyK: 'ל', KeyL: 'ך',
  KeyZ: 'ז', KeyX: 'ס', KeyC: 'ב', KeyV: 'ה', KeyB: 'נ', KeyN: 'מ', KeyM: 'צ', Period: 'ץ', Comma: 'ת', Slash: '.', Minus: '-',
};

function physicalKey(ch: string): { code: string; keyCode: number } {
  if (/[a-z]/i.test(ch)) return { code: `Key${ch.toUpperCase()}`, keyCode: ch.toUpperCase().charCodeAt(0) };
  if (/\d/.test(ch)) return { code: `Digit${ch}`, keyCode: ch.charCodeAt(0) };
  if (ch === '-') return { code: 'Minus', keyCode: 189 };
  if (ch === '.') return { code: 'Period', keyCode: 190 };
  throw new Error(`no key for ${ch}`);
}

/**
 * A keyboard-wedge scanner under a Hebrew layout: real key events (CDP Input.dispatchKeyEvent), each
 * with the physical key's code and the Hebrew character it types, sent back to back, then Enter.
 */
async function scanUnderHebrew(cdp: CDPSession, code: string): Promise<void> {
  const sent: Promise<unknown>[] = [];
  // The scanner's own clock: a key every 6 ms (a shared, busy test machine must not stretch the burst).
  let at = Date.now() / 1000;
  const key = (params: { type: 'keyDown' | 'keyUp'; key: string; code: string; text?: string; unmodifiedText?: string; windowsVirtualKeyCode: number }) => {
    at += 0.003;
    sent.push(cdp.send('Input.dispatchKeyEvent', { ...params, timestamp: at }));
  };
  for (const ch of code) {
    const { code: keyCode, keyCode: vk } = physicalKey(ch);
    const typed = HEBREW_LAYOUT[keyCode] ?? ch;
    key({ type: 'keyDown', key: typed, code: keyCode, text: typed, unmodifiedText: typed, windowsVirtualKeyCode: vk });
    key({ type: 'keyUp', key: typed, code: keyCode, windowsVirtualKeyCode: vk });
  }
  key({ type: 'keyDown', key: 'Enter', code: 'Enter', text: '\r', unmodifiedText: '\r', windowsVirtualKeyCode: 13 });
  key({ type: 'keyUp', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 });
  await Promise.all(sent);
}

describe('coupons, scanning and club vouchers at the window', async () => {
  const world = await cashierWorld();
  const lang = 'he-IL';
  const T = texts(lang, 'pos');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  let host: StationHost;
  let errors: string[];
  const printer = new VirtualPrinter();
  const net = switchableNetwork();
  const screen = (name: string) => page.locator(`main[data-screen=${name}]`).waitFor();
  const shot = (name: string) => screenshot(page, 'pos', `${name}-${lang}`);

  /** The sale's order as the server has it once the station pushed it. */
  async function serverOrder(uuid: string) {
    let id: number | undefined;
    await expect
      .poll(
        async () => {
          [{ id } = { id: undefined }] = await world.db.select({ id: orders.id }).from(orders).where(eq(orders.uuid, uuid));
          return id;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBeDefined();
    return world.adminCall<{ id: number; orderNumber: number; status: string; totals?: { discountAmount: number; totalToPay: number }; discountAmount?: number; totalToPay?: number; arrivalConfirmation: string; businessClientId: number | null; products: { discountAmount: number }[]; history: unknown[] }>('GET', `/api/order/get?id=${id}`);
  }

  /** Two tickets of one customer type in the cart, at the product's first slot with seats. */
  async function twoOf(product: string, type: string): Promise<void> {
    await page.keyboard.press('F2');
    await page.locator('[name=search]').fill(product.slice(0, 8));
    await page.locator(`[data-product="${product}"]`).click();
    await page.locator('[data-testid=slots] .choice:not([disabled])').first().click();
    const row = page.locator(`[data-customer-type="${type}"]`);
    await row.locator('[data-testid=type-more]').click();
    await row.locator('[data-testid=type-more]').click();
    await page.locator(`[data-line="${product}|${type}"]`).waitFor();
    await expect.poll(cartTotal).toBeGreaterThan(0);
  }
  const twoAdults = () => twoOf('Old City Walking Tour', 'Adult');

  /** The cart's total as shown (0 while the core is still pricing it). */
  async function cartTotal(): Promise<number> {
    return Number((await page.locator('[data-testid=cart-total]').innerText()).replace(/[^\d.]/g, '')) || 0;
  }

  /** Pays what the cart asks in cash and returns to selling. */
  async function payCash(): Promise<void> {
    await page.keyboard.press('F4');
    await screen('pay');
    const remaining = await page.locator('[data-testid=remaining]').innerText();
    const amount = /[\d,]+\.\d\d/.exec(remaining)![0].replace(/,/g, '');
    await page.locator('[name=tendered]').fill(amount);
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=complete-sale]').waitFor();
    await page.keyboard.press('Enter');
    await screen('receipt');
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    await printer.start(0);
    await world.setCashierLanguage(lang);
    host = await world.stationHost({ fetch: net.fetch });
    // Printers are set up before pairing: a paired station takes them only from a user with the settings right.
    host.station.handlers['settings-save']({ printers: [{ role: 'receipt', kind: 'virtual', address: `127.0.0.1:${printer.port}`, paper: '80mm' }] });
    await host.station.handlers.pair({ serverUrl: world.serverUrl, ...(await world.newPairing('Window coupons')) });
    await host.station.ctx.sync.syncNow();
    context = await newContext(browser, host.url, lang);
    page = await context.newPage();
    cdp = await context.newCDPSession(page);
    errors = collectPageErrors(page);
    await signInAndOpenShift(page, '500');
  }, 120_000);

  afterAll(async () => {
    expect(await missingTranslationKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context?.close();
    await browser?.close();
    await printer.stop();
  });

  let saleUuid = '';
  let ticketQr = '';

  it('R-CPN-1: a coupon made in the back office is typed at the window and the server\'s order has its discount', { timeout: 120_000 }, async () => {
    const [aquarium] = await world.db.select().from(products).where(and(eq(products.providerId, world.providerId), eq(products.name, 'Sea Aquarium')));
    // The demo's own coupons (WELCOME10, the club's serial DEMOCLUB) make way: active coupons of one product may not overlap (R-CPN-4).
    await world.db.update(coupons).set({ active: false }).where(eq(coupons.providerId, world.providerId));
    const coupon = await world.adminCall<{ id: number }>('POST', '/api/coupon/save', {
      couponCode: 'SPRING10',
      couponName: 'Spring 10%',
      couponType: 'Regular',
      discountType: 'Discount',
      discountPercent: 10,
      whoFinances: 'NoFinance',
      validDateFrom: localDate(-1),
      validDateTo: localDate(30),
      currencyId: 1,
      productIds: [aquarium!.id],
      limitationType: 'tickets',
      limitationAmount: 100,
    });
    // The station pulls it with its next sync round.
    await expect
      .poll(async () => (await (async () => host.station.handlers['coupon-check']({ code: 'SPRING10' }))().catch(() => null))?.usable ?? false, { timeout: 20_000, interval: 500 })
      .toBe(true);

    await twoOf('Sea Aquarium', 'Entry');
    const before = await cartTotal();
    // Typed by hand, key by key (a person, not a scanner), into the coupon dialog (F5).
    await page.keyboard.press('F5');
    await page.locator('[data-testid=coupon-dialog]').waitFor();
    await page.keyboard.type('SPRING10', { delay: 90 });
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=coupon-discount]').waitFor();
    expect(await page.locator('[data-testid=cart-coupon]').innerText()).toContain('Spring 10%');
    await expect.poll(cartTotal).toBeCloseTo(before * 0.9, 2);
    const after = await cartTotal();
    await shot('40-coupon-cart');

    printer.jobs.length = 0;
    await payCash();
    await shot('41-coupon-receipt');

    // The ticket the station printed carries its QR code: the scan code of a ticket of this sale.
    await expect.poll(() => printer.jobs.flatMap((j) => j.qrCodes).length, { timeout: 15_000 }).toBeGreaterThan(0);
    ticketQr = printer.jobs.flatMap((j) => j.qrCodes).find((c) => parseScanCode(c).kind === 'ticket')!;
    const parsed = parseScanCode(ticketQr);
    expect(parsed.kind).toBe('ticket');
    saleUuid = parsed.kind === 'ticket' ? parsed.orderUuid : '';
    await page.keyboard.press('Enter');
    await screen('sell');

    const order = await serverOrder(saleUuid);
    const discount = order.totals?.discountAmount ?? order.discountAmount ?? 0;
    expect(discount).toBe(Math.round((before - after) * 100));
    expect(order.products.reduce((sum, l) => sum + l.discountAmount, 0)).toBe(discount);
    // R-CPN-7: the coupon's limit counts the sale's two tickets.
    expect((await world.adminCall<{ usedLimitationTotal: number }>('GET', `/api/coupon/${coupon.id}`)).usedLimitationTotal).toBe(2);
  });

  it('reads a ticket\'s printed QR code from a scanner typing under a Hebrew layout and shows its order', { timeout: 60_000 }, async () => {
    expect(ticketQr, 'the sale above printed a ticket').not.toBe('');
    // The search box has the focus: what the scanner typed there (Hebrew letters) is taken back out.
    await page.locator('[name=search]').focus();
    // A code nobody knows: said in words, with the low buzz.
    await scanUnderHebrew(cdp, 'beef-0042.1');
    await page.locator('.toast', { hasText: T('scan.unknown', { code: 'beef-0042.1' }) }).waitFor();
    expect(await page.locator('html').getAttribute('data-sound')).toMatch(/^bad-/);
    expect(await page.locator('[name=search]').inputValue()).toBe('');

    await scanUnderHebrew(cdp, ticketQr);
    const dialog = page.locator('[data-testid=scanned-order]');
    await dialog.waitFor();
    expect(await dialog.getAttribute('data-order-uuid')).toBe(saleUuid);
    expect(await page.locator('[name=search]').inputValue()).toBe('');
    expect(await page.locator('html').getAttribute('data-sound')).toMatch(/^ok-/);
    await shot('42-scanned-order');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('admits the ticket at the gate once and says when it was scanned the second time', { timeout: 60_000 }, async () => {
    await page.keyboard.press('F12');
    await screen('gate');
    await scanUnderHebrew(cdp, ticketQr);
    const result = page.locator('[data-testid=gate-result]');
    await expect.poll(() => result.getAttribute('data-result')).toBe('admitted');
    // Two people on the order: this ticket lets in one (a ticket per person) or both (one for the line).
    expect([T('gate.admitted', { scanned: 1, total: 2 }), T('gate.admitted', { scanned: 2, total: 2 })]).toContain(await result.locator('.gate-headline').innerText());
    expect(await page.locator('[data-testid=gate-count]').getAttribute('data-admitted')).toBe('1');
    await shot('43-gate-admitted');

    await scanUnderHebrew(cdp, ticketQr);
    await expect.poll(() => result.getAttribute('data-result')).toBe('already');
    expect(await page.locator('html').getAttribute('data-sound')).toMatch(/^bad-/);
    await shot('44-gate-already');

    // A damaged code typed by hand: unknown.
    await page.locator('[name=gateCode]').fill('ffff0000-dead');
    await page.keyboard.press('Enter');
    await expect.poll(() => result.getAttribute('data-result')).toBe('unknown');

    // The admission reaches the server (ticket-scan): the order shows the arrival.
    await expect.poll(async () => ['ArrivedPartially', 'Arrived'].includes((await serverOrder(saleUuid)).arrivalConfirmation), { timeout: 20_000, interval: 1000 }).toBe(true);
    await page.keyboard.press('Escape');
    await screen('sell');
  });

  it('opens a reserved order scanned at the sell screen to be paid, as F8 would', { timeout: 60_000 }, async () => {
    const reserved = await world.reservedOrder({ firstName: 'מיכל', lastName: 'אברהם' });
    const [row] = await world.db.select({ uuid: orders.uuid }).from(orders).where(eq(orders.id, reserved.id));
    await page.locator('[name=search]').focus();
    // The order reaches the station with a sync round (the tickets stream): scan until it is known.
    const open = page.locator('[data-testid=open-scanned-order]');
    await expect
      .poll(
        async () => {
          await scanUnderHebrew(cdp, row!.uuid);
          await page.waitForTimeout(500);
          return open.isVisible();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);
    expect(await page.locator('[data-testid=scanned-order]').getAttribute('data-order-number')).toBe(String(reserved.orderNumber));
    await shot('45-scanned-reserved');
    await page.keyboard.press('F4');
    await screen('pay');
    expect(await page.locator('[data-testid=remaining]').innerText()).toContain(formatMinorPlain(reserved.totalToPay));
    await page.keyboard.press('Escape');
    await screen('sell');
  });

  it('R-ORD-7: redeems a club voucher of the demo club into a sale; an invalid one is refused', { timeout: 120_000 }, async () => {
    // The demo club with its simulated coupon system (OK… vouchers succeed, INV… are invalid).
    const [seeded] = await world.db.select().from(businessClients).where(and(eq(businessClients.providerId, world.providerId), eq(businessClients.name, 'Demo Club')));
    const club = seeded ?? (await clubWithCouponSystem(world.db, world.providerId, 'Demo Club', 'Multipass'));

    await twoAdults();
    const total = await cartTotal();
    await page.keyboard.press('Control+F5');
    await page.locator('[data-testid=voucher-dialog]').waitFor();
    await page.locator('[data-testid=voucher-club]').waitFor();

    await page.locator('[name=voucherCode]').fill('INV-1');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=voucher-refused]').waitFor();
    expect(await page.locator('[data-testid=voucher-refused]').innerText()).toContain(T('voucher.failure.invalid'));
    await shot('46-voucher-refused');

    // One of the two tickets, by a good voucher.
    await page.locator('[name=voucherCode]').fill('OK-2024');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=voucher-granted]').waitFor();
    await shot('47-voucher-granted');
    await page.keyboard.press('F4');
    await page.locator('[data-testid=cart-voucher]').waitFor();
    const granted = Number((await page.locator('[data-testid=voucher-amount]').innerText()).replace(/[^\d.]/g, ''));
    expect(granted).toBeCloseTo(total / 2, 2);
    await expect.poll(cartTotal).toBeCloseTo(total - granted, 2);
    await shot('48-voucher-cart');

    printer.jobs.length = 0;
    await payCash();
    await expect.poll(() => printer.jobs.flatMap((j) => j.qrCodes).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const parsed = parseScanCode(printer.jobs.flatMap((j) => j.qrCodes)[0]!);
    const uuid = parsed.kind === 'ticket' || parsed.kind === 'order' ? parsed.orderUuid : '';
    await page.keyboard.press('Enter');
    await screen('sell');

    // The server's order: the voucher taken off, and redeemed at the club's system once pushed.
    const order = await serverOrder(uuid);
    expect(order.totals?.totalToPay ?? order.totalToPay).toBe(Math.round((total - granted) * 100));
    await expect
      .poll(async () => (await world.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map((e) => e.type), { timeout: 20_000, interval: 500 })
      .toContain('external-coupon-redeemed');
    const [redeemed] = await world.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'external-coupon-redeemed')));
    // Redeemed at the club's own system (its simulator, named in SIMULATORS): the redemption is that system's.
    const system = (await credentialsFor(world.db, world.providerId, club.id))!.system;
    expect(redeemed!.details).toMatchObject({ code: 'OK-2024', system, redemptionId: expect.stringMatching(/^SIM-/) });
  });

  it('R-CPN-7 offline: a coupon the back office used up while the window was offline: the sale stands, flagged; the status bar and F11 say so', { timeout: 120_000 }, async () => {
    const coupon = await world.adminCall<{ id: number }>('POST', '/api/coupon/save', {
      couponCode: 'LAST2',
      couponName: 'Last two',
      couponType: 'Regular',
      discountType: 'Discount',
      discountPercent: 20,
      whoFinances: 'NoFinance',
      validDateFrom: localDate(-1),
      validDateTo: localDate(30),
      currencyId: 1,
      productIds: [world.tour.id],
      limitationType: 'tickets',
      limitationAmount: 2,
    });
    await expect.poll(() => host.station.handlers['coupon-check']({ code: 'LAST2' }).usable, { timeout: 20_000, interval: 500 }).toBe(true);

    // The window loses its network; meanwhile the office sells the coupon's two tickets.
    net.online = false;
    await expect.poll(() => page.locator('[data-status]').getAttribute('data-status'), { timeout: 15_000 }).toBe('offline');
    const date = localDate(1);
    const slots = await world.adminCall<{ id?: number; slotId?: number }[]>('GET', `/api/order/products/slots?productId=${world.tour.id}&date=${date}`);
    await world.adminCall('POST', '/api/order/create', {
      products: [{ productId: world.tour.id, date, slotId: slots[0]!.slotId ?? slots[0]!.id, customers: [{ customerTypeId: world.typeId('Adult'), quantity: 2, couponId: coupon.id }] }],
      leadCustomer: { firstName: 'Noa', lastName: 'Katz', mobile: '0521234567' },
      couponCode: 'LAST2',
    });
    expect((await world.adminCall<{ usedLimitationTotal: number }>('GET', `/api/coupon/${coupon.id}`)).usedLimitationTotal).toBe(2);

    // The window still knows the coupon as unused and sells with it.
    await twoAdults();
    await page.keyboard.press('F5');
    await page.locator('[data-testid=coupon-dialog]').waitFor();
    await page.keyboard.type('LAST2', { delay: 60 });
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=coupon-discount]').waitFor();
    await payCash();
    await page.keyboard.press('Enter');
    await screen('sell');

    // Back online: the sale is applied with its price and flagged; the cashier sees it.
    net.online = true;
    const attention = page.locator('[data-attention]');
    await expect.poll(() => attention.getAttribute('data-attention'), { timeout: 20_000, interval: 500 }).toBe('1');
    // The bar shows an icon and the count; the words are its accessible name and tooltip (one row at 1024, status-bar.test.ts).
    expect(await attention.getAttribute('aria-label')).toBe(T('status.attention', { count: 1 }));
    expect((await attention.innerText()).trim()).toMatch(/^⚠\s*1$/);
    await page.keyboard.press('F11');
    await screen('sync');
    const row = page.locator('[data-testid=sync-attention] tr[data-outbox-status=conflict]');
    await expect.poll(() => row.getAttribute('data-flags')).toBe('coupon-over-limit');
    expect(await row.innerText()).toContain(T('sync.flags.coupon-over-limit'));
    expect(await row.innerText()).toContain(T('sync.ops.sale'));
    await shot('49-sync-flagged');
    // The office sees the same flag on the order.
    const flagged = await world.adminCall<{ orderNumber: number; flags: string[] }[]>('GET', '/api/sync-conflicts');
    expect(flagged.some((o) => o.flags.includes('coupon-over-limit'))).toBe(true);
    await page.keyboard.press('Escape');
    await screen('sell');
  });
});

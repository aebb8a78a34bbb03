import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { VirtualPrinter } from '@pos/printers';
import { CONFLICT_FLAGS } from '@pos/shared/sync/protocol';
import { businessClients, providers, users } from '../../../sync-server/src/db/schema';
import { DEMO } from '../../../sync-server/src/demo/demo-data';
import { collectPageErrors, missingTranslationKeys, newContext, screenshot, useBrowser } from '../lib/browser';
import { texts } from '../lib/texts';
import { cashierWorld } from '../lib/pos-world';
import { leakChecker, visibleText } from '../lib/leaks';

const LANG = 'he-IL';
const TOUR = 'Old City Walking Tour';
const PIN = '2468';
const SECOND_PIN = '135790';
const STATION = 'קופה ראשית';

/**
 * What the server answers a station's push with when it refuses an operation (sync/push.ts,
 * orders/pushed-sales.ts, pushed-sale-coupons.ts, reserved-payment.ts, shifts/shift-ops.ts,
 * tickets/ticket-scans.ts, documents/refund-ops.ts, shared receipt and refund rules): a code and
 * its English text. The sync screen says each by its code.
 */
const SYNC_REFUSALS: [type: string, code: string, message: string][] = [
  ['sale', 'unknown-operation', 'This server does not know the operation "sale".'],
  ['sale', 'malformed-operation', '/payload/order must have required property lines'],
  ['sale', 'refused-by-database', 'The server could not store this operation.'],
  ['sale', 'sale-doc-type', 'A sale is documented by a receipt or an invoice-receipt.'],
  ['sale', 'receipt-total-zero', 'A receipt total cannot be zero.'],
  ['sale', 'receipt-without-payment', 'A receipt needs at least one payment.'],
  ['sale', 'receipt-one-card', 'Only one credit card payment per receipt.'],
  ['sale', 'payment-amount', 'A payment amount must be above zero.'],
  ['sale', 'payment-rate', 'A payment does not match its currency rate.'],
  ['sale', 'cash-change', 'Cash tendered less change must equal the payment.'],
  ['sale', 'card-last4', 'The last four card digits are required.'],
  ['sale', 'receipt-payments-total', 'The payments do not add up to the receipt total.'],
  ['sale', 'quantity-below-one', 'Every line needs a quantity of at least 1.'],
  ['sale', 'ticket-limit', 'At most 1000 tickets per order.'],
  ['sale', 'order-totals', 'The order lines do not add up to the order total.'],
  ['sale', 'receipt-order-total', 'The receipt does not pay the order total.'],
  ['sale', 'receipt-currency', 'The receipt is in another currency than the order.'],
  ['sale', 'unknown-user', 'The cashier is not a user of this provider.'],
  ['sale', 'unknown-business-client', 'Business client 9 is not a business client of this provider.'],
  ['sale', 'unknown-product', 'Product 9 is not a product of this provider.'],
  ['sale', 'unknown-customer-type', 'Customer type 9 is not of this provider.'],
  ['sale', 'unknown-slot', 'Slot 9 is not a slot of this provider.'],
  ['sale', 'unknown-coupon', 'Coupon 9 is not a coupon of this provider.'],
  ['sale', 'unknown-sub-coupon', 'The code X-1 is not a code of coupon 9.'],
  ['sale', 'receipt-number-not-issued', 'Receipt number 77 was not issued to this station.'],
  ['sale', 'receipt-number-used', 'Receipt number 77 is already used.'],
  ['sale', 'order-exists', 'This order is already on the server.'],
  ['reserved-order-payment', 'order-not-found', 'Order not found.'],
  ['shift-open', 'open-shift-not-found', 'Shift not found.'],
  ['ticket-scan', 'ticket-not-found', 'No ticket or order of this provider has the code A-1.'],
  ['ticket-scan', 'ticket-void', 'The ticket A-1 was refunded.'],
  ['refund', 'refund-doc-type', 'A refund is a document of type refund.'],
  ['refund', 'receipt-not-found', 'The refunded receipt is not a receipt of this order on the server.'],
  ['refund', 'not-refundable', 'Only an issued receipt or invoice-receipt can be refunded.'],
  ['refund', 'refund-amount-required', 'A refund amount above zero is required.'],
  ['refund', 'refund-over-receipt', 'A refund cannot exceed the receipt amount.'],
  ['refund', 'refund-lines', 'Line 1 is named twice.'],
  ['refund', 'refund-lines-total', 'The refunded lines do not add up to the refund.'],
  ['refund', 'card-refund-over-payment', 'A card refund cannot be more than the card paid.'],
];

/** A key pressed on a Hebrew keyboard layout: the layout's character, the physical key's code. */
async function hebrewCtrl(page: Page, key: string, code: string): Promise<void> {
  await page.evaluate(([k, c]) => void window.dispatchEvent(new KeyboardEvent('keydown', { key: k, code: c, ctrlKey: true, bubbles: true, cancelable: true })), [key, code]);
}

/**
 * Issue 16 "Done when": a test fails if any text on a POS screen in he-IL is a raw key or an English
 * server message. One Chromium walk in he-IL visits every screen and dialog of the till (PIN tiles
 * and a wrong PIN, the password login, the shift's opening, the tiles, the cart, a customer, a
 * refused coupon, an over-capacity cart, payment, receipt, park, lock and another cashier, the
 * reserved orders, the shift with its X report and cash in/out, the shift's sales, the print queue
 * with a printer that fails, the sync screen with every refusal the server answers, the gate, help,
 * settings, the close with a wrong manager code, the customer display) and reads what a person
 * sees: no locale key and no Latin word other than names and key caps. On the way, a cart left by
 * a cashier switch is parked under that cashier's name and taken up by them on return, and the
 * Ctrl letters are pressed as a Hebrew layout sends them (Ctrl+J is 'ח').
 */
describe('no raw keys and no English on the POS in he-IL (issue 16)', async () => {
  const world = await cashierWorld();
  const browser = useBrowser();

  it('walks every screen and dialog in he-IL; a cart left at a cashier switch is parked under its cashier', { timeout: 400_000 }, async () => {
    const T = texts(LANG, 'pos');
    const [cashier] = await world.db.select().from(users).where(eq(users.username, DEMO.cashier.username));
    await world.adminCall('POST', '/api/provider/user/save', { id: cashier!.id, username: cashier!.username, profileId: cashier!.profileId, stationPin: PIN });
    const second = await world.adminCall<{ id: number }>('POST', '/api/provider/user/save', {
      username: 'tamar.cashier',
      password: 'Second1234',
      firstName: 'תמר',
      lastName: 'כהן',
      profileId: cashier!.profileId,
      maxChecks: 5,
      maxDiscountPercent: 10,
      stationPin: SECOND_PIN,
    });
    await world.setCashierLanguage(LANG);
    await world.db.update(users).set({ language: LANG }).where(eq(users.id, second.id));

    // Names are data, not texts: the people's and the codes this walk types may be Latin. The demo's products and
    // customer types carry Hebrew names, shown in he-IL (issue 16): their English names are leaks now.
    const names = [
      ...(await world.db.select({ n: businessClients.name }).from(businessClients)).map((r) => r.n),
      ...(await world.db.select({ n: providers.name }).from(providers)).map((r) => r.n),
      // A cashier's tile shows their initials beside the name.
      ...(await world.db.select({ a: users.firstName, b: users.lastName, c: users.username }).from(users)).flatMap((r) => [r.a ?? '', r.b ?? '', r.c ?? '', `${(r.a ?? '').charAt(0)}${(r.b ?? '').charAt(0)}`]),
      // Currency codes (ISO 4217) and the codes this walk types.
      'NIS ILS USD EUR GBP', 'NOSUCHCOUPON', 'BADCODE',
    ];
    const leaks = leakChecker(LANG, 'pos', names);
    // The checker itself: a server's English, a raw key and a key's path are leaks; Hebrew with names, key caps and numbers is not.
    expect(leaks('נדחה: Receipt number 77 is already used.')).not.toEqual([]);
    expect(leaks('sell.cartEmpty')).not.toEqual([]);
    expect(leaks('errors.unknown-slot')).not.toEqual([]);
    expect(leaks(`${TOUR} · Adult`)).not.toEqual([]);
    expect(leaks('₪ 120.00 · F4 · Ctrl+J · Enter · Del · 7290000000011')).toEqual([]);

    const host = await world.stationHost();
    const receipts = new VirtualPrinter();
    await receipts.start(0);
    // The reports printer does not answer: its jobs fail with the system's English (ECONNREFUSED).
    host.station.handlers['settings-save']({
      language: LANG,
      printers: [
        { role: 'receipt', kind: 'virtual', address: `127.0.0.1:${receipts.port}`, paper: '80mm' },
        { role: 'report', kind: 'virtual', address: '127.0.0.1:9', paper: '80mm' },
      ],
    });
    await host.station.handlers.pair({ serverUrl: world.serverUrl, ...(await world.newPairing(STATION)) });
    await host.station.ctx.sync.syncNow();

    const context = await newContext(browser(), host.url, LANG);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const found: Record<string, string[]> = {};
    const visited: string[] = [];
    /** Reads the screen as it is now; saves it at 1280 (and 1024 when asked). */
    const look = async (name: string, target: Page = page, both = false) => {
      await target.waitForLoadState('networkidle').catch(() => undefined);
      const leaked = leaks(await visibleText(target));
      if (leaked.length) found[name] = leaked;
      visited.push(name);
      for (const [w, h] of both ? ([[1280, 800], [1024, 768]] as const) : ([[1280, 800]] as const)) {
        await target.setViewportSize({ width: w, height: h });
        await screenshot(target, 'pos-hebrew-texts', `${String(visited.length).padStart(2, '0')}-${name}-${w}`);
      }
      await target.setViewportSize({ width: 1280, height: 800 });
    };
    const screen = (name: string) => page.locator(`main[data-screen=${name}]`).waitFor();
    const tile = page.locator(`[data-testid=product-tiles] [data-product="${TOUR}"]`);
    const addType = (type: string) => page.locator(`[data-customer-type=${type}] [data-testid=add-type]`).click();
    const cartLines = page.locator('[data-testid=cart] [data-line]');
    const pinAs = async (id: number, pin: string) => {
      await page.locator(`[data-testid=pin-cashier][data-user-id="${id}"]`).click();
      await page.locator('[data-testid=pin-pad]').waitFor();
      await page.keyboard.type(pin, { delay: 80 });
      await page.keyboard.press('Enter');
    };

    // The PIN tiles, a wrong PIN, the password login.
    await page.goto('/');
    await screen('login');
    await page.locator('[data-testid=pin-login]').waitFor();
    await look('pin-tiles', page, true);
    await page.locator(`[data-testid=pin-cashier][data-user-id="${cashier!.id}"]`).click();
    await page.keyboard.type('9999', { delay: 80 });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-testid=pin-pad] p[role=alert]').innerText()).toBe(T('errors.incorrect-pin'));
    await look('pin-wrong');
    await page.locator('[data-testid=pin-pad]').getByRole('button', { name: T('login.usePassword') }).click();
    await page.locator('[name=username]').waitFor();
    await page.locator('[name=username]').fill(DEMO.cashier.username);
    await page.locator('[name=password]').fill('wrong-password');
    await page.keyboard.press('Enter');
    await page.locator('.form-error, [role=alert]').first().waitFor();
    await look('password-wrong');
    await page.locator('[data-testid=use-pin]').click();
    await pinAs(cashier!.id, PIN);

    // The shift's opening (by denominations).
    await screen('shift');
    await look('shift-opening', page, true);
    await page.locator('[data-testid=open-by-count]').click();
    await page.locator('[name=open-count-NIS-20000]').fill('2');
    await look('shift-opening-count');
    await page.locator('[data-testid=open-shift] button[type=submit]').click();
    await screen('sell');

    // The tiles, a product's types, the cart.
    await tile.waitFor();
    await look('sell-tiles', page, true);
    await tile.click();
    await addType('Adult');
    await expect.poll(() => cartLines.count()).toBe(1);
    await look('sell-cart', page, true);

    // The customer (F3), a refused coupon (F5).
    await page.keyboard.press('F3');
    await page.locator('[name=firstName]').waitFor();
    await look('customer-dialog');
    await page.keyboard.press('Escape');
    await page.keyboard.press('F5');
    await page.locator('[data-testid=coupon-dialog]').waitFor();
    await page.locator('[name=couponCode]').fill('NOSUCHCOUPON');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(500);
    await look('coupon-refused');
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=coupon-dialog]').waitFor({ state: 'detached' });

    // Over the slot's seats: the core's refusal in the cart, Pay disabled with its reason.
    await page.locator(`[data-line="${TOUR}|Adult"]`).click();
    await page.locator('[name=lineQuantity]').fill('99');
    await expect.poll(() => page.locator('[data-testid=cart-problems]').innerText()).toContain(T('errors.no-availability'));
    await look('over-capacity', page, true);
    await page.locator('[name=lineQuantity]').fill('1');
    await expect.poll(() => page.locator('[data-testid=cart-problems]').count()).toBe(0);

    // Payment and the receipt.
    await page.keyboard.press('F4');
    await screen('pay');
    await look('pay', page, true);
    await page.locator('[data-quick-cash=exact]').click();
    await screen('receipt');
    await look('receipt', page, true);
    await page.keyboard.press('Enter');
    await screen('sell');

    // Park (Ctrl+P as the Hebrew layout sends it: 'פ') and the parked list.
    await tile.click();
    await addType('Child');
    await expect.poll(() => cartLines.count()).toBe(1);
    await hebrewCtrl(page, 'פ', 'KeyP');
    await expect.poll(() => cartLines.count()).toBe(0);
    await page.locator('[data-testid=parked-sales]').click();
    await page.locator('[data-testid=parked-list]').waitFor();
    await look('parked-list');
    await page.locator('[data-testid=resume-parked]').click();
    await expect.poll(() => cartLines.count()).toBe(1);

    // Ctrl+L ('ך') with a Child in the cart: the lock screen; the next cashier starts on an empty cart.
    await hebrewCtrl(page, 'ך', 'KeyL');
    await page.locator('[data-testid=pin-login]').waitFor();
    expect(host.station.handlers.status({}).user).toBeNull();
    await look('locked', page, true);
    await pinAs(second.id, SECOND_PIN);
    await screen('sell');
    expect(await page.locator('[data-cashier]').getAttribute('data-cashier')).toBe('tamar.cashier');
    expect(await cartLines.count()).toBe(0);
    await page.locator('[data-testid=parked-sales]').click();
    const parkedRow = page.locator(`[data-testid=parked-list] [data-parked-by="${cashier!.id}"]`);
    await parkedRow.waitFor();
    expect(await parkedRow.locator('[data-testid=parked-cashier]').innerText()).toBe(T('parked.by', { name: `${cashier!.firstName} ${cashier!.lastName}`.trim() || cashier!.username }));
    await look('parked-by-other-cashier');
    await page.keyboard.press('Escape');
    // Back to the first cashier (the status bar's switch): the Child sale is theirs to take up again.
    await page.locator('[data-testid=switch-cashier]').click();
    await pinAs(cashier!.id, PIN);
    await screen('sell');
    await page.locator('[data-testid=parked-sales]').click();
    await parkedRow.locator('[data-testid=resume-parked]').click();
    await expect.poll(() => page.locator(`[data-testid=cart] [data-line="${TOUR}|Child"]`).count()).toBe(1);
    await page.keyboard.press('F6');
    await page.locator('[role=alertdialog]').waitFor();
    await look('clear-cart-question');
    await page.keyboard.press('Enter');
    await expect.poll(() => cartLines.count()).toBe(0);

    // The reserved orders (F8): today's pick-ups.
    await world.reservedOrder({ firstName: 'דנה', lastName: 'לוי' });
    await page.keyboard.press('F8');
    await screen('reserved');
    await look('reserved', page, true);
    await page.keyboard.press('Escape');

    // The shift (F9): X report printed to a printer that fails, cash in/out (Ctrl+M: 'צ'), the shift's sales (F3).
    await page.keyboard.press('F9');
    await page.locator('[data-testid=shift-open]').waitFor();
    await look('shift-x-report', page, true);
    await page.keyboard.press('F5');
    await hebrewCtrl(page, 'צ', 'KeyM');
    await page.locator('[data-testid=cash-move-dialog]').waitFor();
    await page.keyboard.press('Enter');
    await look('cash-move-refused');
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=cash-move-dialog]').waitFor({ state: 'detached' });
    await page.keyboard.press('F3');
    await page.locator('[data-testid=sales-screen]').waitFor();
    await page.locator('[data-testid=shift-sales] tbody tr').first().waitFor();
    await look('shift-sales', page, true);
    await page.keyboard.press('Escape');

    // The print queue (Ctrl+J: 'ח'): the X report that the reports printer refused, in Hebrew words.
    await hebrewCtrl(page, 'ח', 'KeyJ');
    await screen('printQueue');
    await page.locator('[data-testid=print-error]').first().waitFor({ timeout: 30_000 });
    await look('print-queue-failed', page, true);

    // The sync screen (F11) with each refusal the server answers a push with, and each conflict flag.
    const insert = host.station.ctx.db.$client.prepare('insert into outbox (uuid, type, payload, station_clock, status, result, acked_at) values (?, ?, ?, ?, ?, ?, ?)');
    const now = new Date().toISOString();
    for (const [type, code, message] of SYNC_REFUSALS) insert.run(randomUUID(), type, '{}', now, 'rejected', JSON.stringify({ status: 'rejected', reason: { code, message } }), now);
    // And each flag the server may apply a sale with (sold over a slot's limit offline, paid twice...).
    CONFLICT_FLAGS.forEach((flag, i) => insert.run(randomUUID(), 'sale', '{}', now, 'conflict', JSON.stringify({ status: 'conflict', flags: [flag], data: { orderNumber: 5000 + i } }), now));
    await page.keyboard.press('F11');
    await screen('sync');
    await expect.poll(() => page.locator('[data-outbox-status=rejected]').count()).toBeGreaterThanOrEqual(SYNC_REFUSALS.length);
    await expect.poll(() => page.locator('[data-outbox-status=conflict]').count()).toBeGreaterThanOrEqual(CONFLICT_FLAGS.length);
    const syncText = await page.locator('[data-testid=sync-attention]').innerText();
    for (const [, code] of SYNC_REFUSALS) expect(syncText, code).toContain(T(`errors.${code}`));
    for (const flag of CONFLICT_FLAGS) expect(syncText, flag).toContain(T(`sync.flags.${flag}`));
    await look('sync-refusals', page, true);

    // The gate (F12): an unknown code.
    await page.keyboard.press('F12');
    await screen('gate');
    await page.locator('[name=gateCode]').fill('BADCODE');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-testid=gate-result]').getAttribute('data-result')).not.toBe('idle');
    await look('gate-unknown', page, true);
    await page.keyboard.press('Escape');

    // Help (F1) and settings (F10).
    await page.keyboard.press('F1');
    await screen('help');
    await look('help', page, true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('F10');
    await screen('settings');
    await look('settings', page, true);
    await page.keyboard.press('Escape');

    // The close with a wrong manager code (R-CASH-2): 520 expected in cash, 100 counted.
    await page.keyboard.press('F9');
    await page.locator('[data-testid=shift-open]').waitFor();
    await page.keyboard.press('F7');
    const form = page.locator('[data-testid=close-shift]');
    await form.waitFor();
    await form.locator('[name=count-NIS-10000]').fill('1');
    await form.locator('[name=managerCode]').waitFor();
    await form.locator('[name=managerCode]').fill('0000');
    await form.locator('button[type=submit]').click();
    await expect.poll(async () => (await form.innerText()).includes(T('errors.incorrect-manager-code'))).toBe(true);
    // The refusal is in view, not below the fold of the scrolling count (at 1280 and at 1024).
    const inView = () => form.locator('p.error-text').evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && (hit === el || el.contains(hit));
    });
    await expect.poll(inView).toBe(true);
    await page.setViewportSize({ width: 1024, height: 768 });
    await form.locator('button[type=submit]').click();
    await expect.poll(inView).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await look('manager-code-wrong', page, true);

    // The customer display.
    const display = await context.newPage();
    await display.goto(`/?display=customer&lang=${LANG}`);
    await display.locator('[data-testid=customer-display]').waitFor();
    await look('customer-display', display);

    expect(visited).toHaveLength(27);
    if (Object.keys(found).length) console.log(JSON.stringify(found, null, 1));
    expect(found).toEqual({});
    expect(await missingTranslationKeys(page)).toEqual([]);
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await receipts.stop();
    await context.close();
  });
});

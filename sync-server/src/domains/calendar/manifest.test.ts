import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES, Permission } from '@pos/shared/permissions';
import { customerTypes, orderLines, orders, ticketScans } from '../../db/schema';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { completeOrderLine, createProduct, day, sellSeats } from './calendar.fixtures';

/**
 * Issue 18: the slot dialog's manifest (GET calendar/v3/slot/manifest) and its A4 PDF
 * (GET calendar/v3/slot/manifest/pdf): the orders booked on one occurrence, lead customer, tickets per
 * customer type, persons admitted, totals; cancelled orders left out; another provider's slot not found;
 * ViewOrders required (R-PERM-14: one permission per route).
 */
describe('slot manifest', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const other = await createProvider(db);
  const user = await createUser(db, provider.id);
  const otherUser = await createUser(db, other.id);
  const product = await createProduct(db, provider.id);
  const get = (url: string, cookie = user.cookie) => app.inject({ method: 'GET', url: `/api/calendar/v3/${url}`, headers: { cookie } });

  const slotRes = await app.inject({
    method: 'POST',
    url: '/api/calendar/v3/slot',
    headers: { cookie: user.cookie },
    payload: { slot: { productId: product.id, startDate: day(1), startTime: '10:00', endTime: '12:00', repeatMode: 2, repeatCount: 3, forIndividuals: true, limit: 30 } },
  });
  const slot = slotRes.json().data as { id: number };
  const [child] = await db.insert(customerTypes).values({ providerId: provider.id, productId: product.id, name: 'Child' }).returning();

  // Order 1: 2 adults + 1 child (single-unit tickets: 3 tickets), lead Yael Cohen; two tickets scanned (one twice).
  const o1 = await sellSeats(db, provider.id, { productId: product.id, slotId: slot.id, date: day(1), seats: 2 });
  await db.insert(orderLines).values(completeOrderLine({ orderId: o1, productId: product.id, slotId: slot.id, date: day(1), startTime: '10:00:00', customerTypeId: child!.id, quantity: 1, seats: 1, persons: 1, unitPrice: 500, total: 500 }));
  await db.update(orderLines).set({ startTime: '10:00:00' }).where(eq(orderLines.orderId, o1));
  await db.update(orders).set({ leadCustomer: { firstName: 'יעל', lastName: 'כהן', mobile: '0501234567' }, arrivalConfirmation: 'ArrivedPartially' }).where(eq(orders.id, o1));
  const [{ uuid }] = (await db.select({ uuid: orders.uuid }).from(orders).where(eq(orders.id, o1))) as [{ uuid: string }];
  const scan = (code: string, duplicateOf: number | null = null) =>
    db.insert(ticketScans).values({ providerId: provider.id, orderId: o1, ticketCode: code, scannedAt: new Date(), scanUuid: crypto.randomUUID(), duplicateOf }).returning();
  const [first] = await scan(`${uuid}.1`);
  await scan(`${uuid}.1`, first!.id);
  await scan(`${uuid}.3`);
  // Order 2: 4 adults on the same occurrence, a group, nobody arrived.
  const o2 = await sellSeats(db, provider.id, { productId: product.id, slotId: slot.id, date: day(1), seats: 4 });
  await db.update(orders).set({ leadCustomer: { groupName: 'Globus Tours', mobile: '0529999999' } }).where(eq(orders.id, o2));
  // Cancelled order, and an order on the next day's occurrence: not on day(1)'s manifest.
  await sellSeats(db, provider.id, { productId: product.id, slotId: slot.id, date: day(1), seats: 5, status: 'CN' });
  await sellSeats(db, provider.id, { productId: product.id, slotId: slot.id, date: day(2), seats: 7 });

  it('lists the orders, lead customers, tickets per customer type, arrived and totals', async () => {
    expect(slotRes.statusCode, slotRes.body).toBe(200);
    const res = await get(`slot/manifest?slotId=${slot.id}&date=${day(1)}`);
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json().data;
    expect(m).toMatchObject({ slotId: slot.id, productId: product.id, product: product.name, date: day(1), startTime: '10:00:00', endTime: '12:00:00', persons: 7, arrived: 2 });
    expect(m.orders).toHaveLength(2);
    expect(m.orders[0]).toEqual({
      orderId: o1,
      orderNumber: expect.any(Number),
      status: 'OK',
      customerName: 'יעל כהן',
      mobile: '0501234567',
      tickets: [
        { customerType: 'Adult', quantity: 2 },
        { customerType: 'Child', quantity: 1 },
      ],
      persons: 3,
      // Tickets 1 and 3 scanned; the second scan of ticket 1 is a duplicate, not another person (R-ORD-13 kept apart).
      arrived: 2,
      arrivalConfirmation: 'ArrivedPartially',
    });
    expect(m.orders[1]).toMatchObject({ orderId: o2, customerName: 'Globus Tours', mobile: '0529999999', tickets: [{ customerType: 'Adult', quantity: 4 }], persons: 4, arrived: 0, arrivalConfirmation: 'None' });
    expect(m.totals).toEqual([
      { customerType: 'Adult', quantity: 6 },
      { customerType: 'Child', quantity: 1 },
    ]);
    const next = (await get(`slot/manifest?slotId=${slot.id}&date=${day(2)}`)).json().data;
    expect(next.orders.map((o: { persons: number }) => o.persons)).toEqual([7]);
    expect((await get(`slot/manifest?slotId=${slot.id}&date=${day(3)}`)).json().data).toMatchObject({ orders: [], totals: [], persons: 0 });
  });

  it('is scoped to the provider, checks permissions and dates', async () => {
    expect((await get(`slot/manifest?slotId=${slot.id}&date=${day(1)}`, otherUser.cookie)).statusCode).toBe(404);
    expect((await get(`slot/manifest/pdf?slotId=${slot.id}&date=${day(1)}`, otherUser.cookie)).statusCode).toBe(404);
    const noOrders = await createUser(db, provider.id, { permissions: ALL_PERMISSION_CODES.filter((p) => p !== Permission.ViewOrders) });
    expect((await get(`slot/manifest?slotId=${slot.id}&date=${day(1)}`, noOrders.cookie)).statusCode).toBe(403);
    expect((await get(`slot/manifest/pdf?slotId=${slot.id}&date=${day(1)}`, noOrders.cookie)).statusCode).toBe(403);
    const onlyOrders = await createUser(db, provider.id, { permissions: [Permission.ViewOrders] });
    expect((await get(`slot/manifest?slotId=${slot.id}&date=${day(1)}`, onlyOrders.cookie)).json().data.persons).toBe(7);
    expect((await app.inject({ method: 'GET', url: `/api/calendar/v3/slot/manifest?slotId=${slot.id}&date=${day(1)}` })).statusCode).toBe(401);
    const bad = await get(`slot/manifest?slotId=${slot.id}&date=2026-02-30`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.date).toBeDefined();
  });

  it('prints the manifest on one A4 page in he-IL, en-US and ru-RU', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'slot-manifest-'));
    for (const language of ['he-IL', 'en-US', 'ru-RU']) {
      const res = await get(`slot/manifest/pdf?slotId=${slot.id}&date=${day(1)}&language=${language}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const path = join(dir, `${language}.pdf`);
      writeFileSync(path, res.rawPayload);
      const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
      expect(info).toMatch(/Page size:\s+59\d(\.\d+)? x 84\d(\.\d+)? pts \(A4\)/);
      expect(info).toMatch(/Pages:\s+1\b/);
      const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
      expect(text).toContain('0501234567');
      expect(text).toContain('Globus Tours');
      expect(text).toContain('10:00-12:00');
      expect(text).toContain('2/3');
      expect(text).toContain('2/7');
      expect(text).not.toMatch(/\b5 Adult/);
      if (language === 'en-US') expect(text).toContain('Slot manifest');
      if (language === 'ru-RU') expect(text).toContain('Список участников');
      if (language === 'he-IL') {
        expect(text).toContain('רשימת משתתפים');
        execFileSync('pdftoppm', ['-png', '-r', '60', path, join(process.env.MANIFEST_PNG_DIR ?? dir, 'manifest-he-IL')]);
      }
    }
  }, 90_000);
});

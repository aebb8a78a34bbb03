import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, instantToLocal, localToInstant } from '@pos/shared/calendar/index';
import { Permission } from '@pos/shared/permissions';
import { Channel } from '@pos/shared/reference';
import { PaymentMethod } from '@pos/shared/sync/protocol';
import { orders, stationSyncReports, ticketScans } from '../../db/schema';
import { createProvider, createUser, setupTestApp, type TestUser } from '../../test/test-app';
import type { App } from '../../http/types';
import { STATION_ONLINE_MINUTES } from './today';
import { todayOrder, todayProduct, todayReceipt, todaySlot } from './today.fixtures';

const ZONE = 'Asia/Jerusalem';

/** A station made in the back office and paired over /sync, as a station does: its bearer header. */
async function pairedStation(app: App, admin: TestUser, name: string) {
  const created = await app.inject({ method: 'POST', url: '/api/cashier-stations', headers: { cookie: admin.cookie }, payload: { name, cashierIdentifier: 'C1' } });
  const paired = await app.inject({ method: 'POST', url: '/sync/pair', payload: { code: created.json().data.pairingCode, deviceId: randomUUID(), cashierIdentifier: 'C1' } });
  const { token, stationId } = paired.json().data as { token: string; stationId: number };
  return { stationId, auth: { authorization: `Bearer ${token}` } };
}

/**
 * GET dashboard/today over real rows: the provider's sales today against the same weekday last week
 * up to the same time (R-ORD-1: only confirmed orders are sales), arrivals, slots still to start,
 * orders on request, sync conflicts and stations with the outbox size they reported.
 */
describe('GET dashboard/today', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db, { timezone: ZONE });
  const manager = await createUser(db, provider.id, { permissions: [Permission.ReportsView] });
  const admin = await createUser(db, provider.id);
  const other = await createProvider(db, { timezone: ZONE });
  const otherAdmin = await createUser(db, other.id);

  const now = new Date();
  const local = instantToLocal(now, ZONE);
  const today = local.date;
  const dayStart = localToInstant(today, '00:00:00', ZONE).getTime();
  // A minute ago (never before today's midnight), and the same local time a week ago: both inside their periods.
  const earlier = new Date(Math.max(dayStart, now.getTime() - 60_000));
  const earlierTime = instantToLocal(earlier, ZONE).time;
  const weekAgo = localToInstant(addDays(today, -7), earlierTime, ZONE);
  const weekAgoLate = localToInstant(addDays(today, -7), '23:59:59', ZONE);

  const jeep = await todayProduct(db, provider.id, 'Jeep tour');
  const theirs = await todayProduct(db, other.id, 'Their tour');
  const late = await todaySlot(db, provider.id, jeep.productId, { date: today, start: '23:59:00', end: '23:59:59', limit: 10, sold: 3 });
  await todaySlot(db, provider.id, jeep.productId, { date: today, start: '00:00:00', end: '00:30:00', limit: 10 }); // started already
  await todaySlot(db, other.id, theirs.productId, { date: today, start: '23:59:00', end: '23:59:59', limit: 5 });

  // Today: a cashier sale paid part cash part card, a direct sale by card, an order on request.
  const cashierSale = await todayOrder(db, provider.id, { createdAt: earlier, total: 13_000, channelId: Channel.Cashier, lines: [{ product: jeep, date: today, quantity: 2, slotId: late }] });
  const directSale = await todayOrder(db, provider.id, { createdAt: earlier, total: 5000, channelId: Channel.Direct, lines: [{ product: jeep, date: today, quantity: 3 }] });
  await todayOrder(db, provider.id, { createdAt: earlier, total: 1000, lines: [{ product: jeep, date: addDays(today, 1), quantity: 4 }] }); // arrives tomorrow
  await todayReceipt(db, provider.id, { issuedAt: earlier, payments: [{ method: PaymentMethod.Cash, amount: 3000 }, { method: PaymentMethod.CreditCard, amount: 10_000 }] });
  await todayReceipt(db, provider.id, { issuedAt: earlier, payments: [{ method: PaymentMethod.CreditCard, amount: 5000 }] });
  const waiting = await todayOrder(db, provider.id, { createdAt: earlier, total: 7000, status: 'RQ', leadCustomer: { firstName: 'Dana', lastName: 'Levi' }, lines: [{ product: jeep, date: today, quantity: 9 }] });
  await todayOrder(db, provider.id, { createdAt: new Date(now.getTime() - 86_400_000), total: 1, status: 'RQ' });
  await todayOrder(db, provider.id, { createdAt: earlier, total: 999, status: 'CN', lines: [{ product: jeep, date: today, quantity: 5 }] });
  await todayOrder(db, provider.id, { createdAt: new Date(now.getTime() - 3 * 86_400_000), total: 1, conflictFlags: ['slot-over-limit'] });

  // The same weekday last week: a cash sale before the same time counts; one late that evening does not.
  await todayOrder(db, provider.id, { createdAt: weekAgo, total: 8000, channelId: Channel.Cashier });
  await todayReceipt(db, provider.id, { issuedAt: weekAgo, payments: [{ method: PaymentMethod.Cash, amount: 8000 }] });
  await todayOrder(db, provider.id, { createdAt: weekAgoLate, total: 99_999, channelId: Channel.Direct });
  await todayReceipt(db, provider.id, { issuedAt: weekAgoLate, payments: [{ method: PaymentMethod.BankTransfer, amount: 99_999 }] });

  // Another provider's day: none of it may show.
  await todayOrder(db, other.id, { createdAt: earlier, total: 70_000, lines: [{ product: theirs, date: today, quantity: 7 }] });
  await todayReceipt(db, other.id, { issuedAt: earlier, payments: [{ method: PaymentMethod.Cash, amount: 70_000 }] });
  await todayOrder(db, other.id, { createdAt: earlier, total: 1, status: 'RQ' });
  await todayOrder(db, other.id, { createdAt: earlier, total: 1, conflictFlags: ['paid-twice'] });

  // Stations: one reports 4 operations waiting as it pulls, one never synced, one last synced long ago; and the other provider's.
  const reporting = await pairedStation(app, admin, 'Window 1');
  const silent = await pairedStation(app, admin, 'Window 2');
  const stale = await pairedStation(app, admin, 'Window 3');
  const theirStation = await pairedStation(app, otherAdmin, 'Their window');
  const pulled = await app.inject({ method: 'POST', url: '/sync/pull', headers: reporting.auth, payload: { checkpoints: {}, limit: 1, outboxSize: 4 } });
  expect(pulled.statusCode).toBe(200);
  await app.inject({ method: 'POST', url: '/sync/pull', headers: stale.auth, payload: { checkpoints: {}, limit: 1, outboxSize: 2 } });
  await db.update(stationSyncReports).set({ lastSyncAt: new Date(now.getTime() - (STATION_ONLINE_MINUTES + 1) * 60_000) }).where(eq(stationSyncReports.stationId, stale.stationId));
  await app.inject({ method: 'POST', url: '/sync/pull', headers: theirStation.auth, payload: { checkpoints: {}, limit: 1, outboxSize: 9 } });

  const read = async (cookie = manager.cookie) => app.inject({ method: 'GET', url: '/api/dashboard/today', headers: { cookie } });

  it('needs a login and ReportsView (10)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dashboard/today' })).statusCode).toBe(401);
    const clerk = await createUser(db, provider.id, { permissions: [Permission.ViewOrders, Permission.ViewProviderSettings] });
    const refused = await read(clerk.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toBe('No permission');
  });

  it("answers the provider's today in its zone and the same weekday last week up to the same time", async () => {
    const data = (await read()).json().data;
    expect(data).toMatchObject({ date: today, timezone: ZONE, lastWeek: { date: addDays(today, -7) }, localCurrencyId: provider.currencyId });
    expect(new Date(data.lastWeek.until).getTime()).toBeGreaterThan(weekAgo.getTime());
    expect(new Date(data.lastWeek.until).getTime()).toBeLessThan(weekAgoLate.getTime());
  });

  it('R-ORD-1: sales are the confirmed orders of today, by channel, against last week; payments by method, in minor units', async () => {
    const { sales } = (await read()).json().data;
    expect(sales.totals).toEqual([{ currencyId: 1, today: 19_000, lastWeek: 8000, ordersToday: 3, ordersLastWeek: 1 }]);
    expect(sales.byChannel).toEqual([
      { channelId: Channel.Direct, currencyId: 1, today: 6000, lastWeek: 0 },
      { channelId: Channel.Cashier, currencyId: 1, today: 13_000, lastWeek: 8000 },
    ]);
    expect(sales.byPaymentMethod).toEqual([
      { method: PaymentMethod.Cash, currencyId: 1, today: 3000, lastWeek: 8000 },
      { method: PaymentMethod.CreditCard, currencyId: 1, today: 15_000, lastWeek: 0 },
    ]);
  });

  it('counts arrivals: tickets of today (confirmed orders) checked in at a gate or marked Arrived in the office', async () => {
    expect((await read()).json().data.arrivals).toEqual({ expected: 5, checkedIn: 0 });
    const scan = { providerId: provider.id, orderId: cashierSale.id, ticketCode: `${cashierSale.uuid}.1`, scannedAt: earlier, scanUuid: randomUUID() };
    const [first] = await db.insert(ticketScans).values(scan).returning({ id: ticketScans.id });
    await db.insert(ticketScans).values({ ...scan, scanUuid: randomUUID(), duplicateOf: first!.id }); // a second scan of the same ticket
    expect((await read()).json().data.arrivals).toEqual({ expected: 5, checkedIn: 1 });
    await db.update(orders).set({ arrivalConfirmation: 'Arrived' }).where(eq(orders.id, directSale.id));
    expect((await read()).json().data.arrivals).toEqual({ expected: 5, checkedIn: 4 });
  });

  it('lists the slots of today still to start with seats sold and left', async () => {
    expect((await read()).json().data.upcomingSlots).toEqual([
      { slotId: late, productId: jeep.productId, productName: 'Jeep tour', startTime: '23:59', endTime: '23:59', sold: 3, limit: 10, left: 7, stopped: false },
    ]);
  });

  it('counts orders waiting on request, newest first, and the sync conflicts', async () => {
    const data = (await read()).json().data;
    expect(data.onRequest.count).toBe(2);
    expect(data.onRequest.newest[0]).toMatchObject({ orderId: waiting.id, orderNumber: waiting.orderNumber, leadName: 'Dana Levi', totalToPay: 7000, currencyId: 1 });
    expect(data.onRequest.newest).toHaveLength(2);
    expect(data.conflicts).toEqual({ count: 1 });
  });

  it(`shows each station online when it synced within ${STATION_ONLINE_MINUTES} minutes, with the outbox size it reported`, async () => {
    const data = (await read()).json().data;
    expect(data.onlineWithinMinutes).toBe(STATION_ONLINE_MINUTES);
    expect(data.stations.map((s: { id: number; name: string; online: boolean; unsynced: number | null }) => ({ id: s.id, name: s.name, online: s.online, unsynced: s.unsynced }))).toEqual([
      { id: reporting.stationId, name: 'Window 1', online: true, unsynced: 4 },
      { id: silent.stationId, name: 'Window 2', online: false, unsynced: null },
      { id: stale.stationId, name: 'Window 3', online: false, unsynced: 2 },
    ]);
    expect(Date.now() - new Date(data.stations[0].lastSyncAt).getTime()).toBeLessThan(60_000);
    expect(data.stations[1].lastSyncAt).toBeNull();
  });

  it("another provider's staff see their own day only", async () => {
    const theirs = (await read(otherAdmin.cookie)).json().data;
    // Their conflicted order is a confirmed sale of today too.
    expect(theirs.sales.totals).toEqual([{ currencyId: 1, today: 70_001, lastWeek: 0, ordersToday: 2, ordersLastWeek: 0 }]);
    expect(theirs.arrivals).toEqual({ expected: 7, checkedIn: 0 });
    expect(theirs.onRequest.count).toBe(1);
    expect(theirs.conflicts.count).toBe(1);
    expect(theirs.stations.map((s: { id: number; unsynced: number }) => [s.id, s.unsynced])).toEqual([[theirStation.stationId, 9]]);
  });

  it('a pull or push without a size keeps the last size the station gave', async () => {
    await app.inject({ method: 'POST', url: '/sync/pull', headers: reporting.auth, payload: { checkpoints: {}, limit: 1 } });
    expect((await read()).json().data.stations[0]).toMatchObject({ online: true, unsynced: 4 });
    expect((await app.inject({ method: 'POST', url: '/sync/pull', headers: reporting.auth, payload: { checkpoints: {}, outboxSize: -1 } })).statusCode).toBe(400);
  });

  it('a station that syncs every 10 minutes (SYNC_INTERVAL_MS) stays online between rounds: online within twice its own interval', async () => {
    const stationOf = async () => ((await read()).json().data.stations as { id: number; online: boolean; onlineWithinMinutes: number }[]).find((s) => s.id === stale.stationId)!;
    const syncedAgo = (minutes: number) => db.update(stationSyncReports).set({ lastSyncAt: new Date(Date.now() - minutes * 60_000) }).where(eq(stationSyncReports.stationId, stale.stationId));
    // Not said yet: the 3-minute rule.
    expect(await stationOf()).toMatchObject({ online: false, onlineWithinMinutes: STATION_ONLINE_MINUTES });
    await app.inject({ method: 'POST', url: '/sync/pull', headers: stale.auth, payload: { checkpoints: {}, limit: 1, syncIntervalMs: 600_000 } });
    await syncedAgo(8); // between two rounds: online (it was offline by the 3-minute rule)
    expect(await stationOf()).toMatchObject({ online: true, onlineWithinMinutes: 20 });
    await syncedAgo(21); // two rounds missed: offline
    expect(await stationOf()).toMatchObject({ online: false, onlineWithinMinutes: 20 });
    // A pull without it keeps the interval it gave; a station of the default 30 s keeps the 3-minute rule.
    await app.inject({ method: 'POST', url: '/sync/pull', headers: stale.auth, payload: { checkpoints: {}, limit: 1 } });
    await syncedAgo(8);
    expect(await stationOf()).toMatchObject({ online: true, onlineWithinMinutes: 20 });
    await app.inject({ method: 'POST', url: '/sync/pull', headers: stale.auth, payload: { checkpoints: {}, limit: 1, syncIntervalMs: 30_000 } });
    await syncedAgo(4);
    expect(await stationOf()).toMatchObject({ online: false, onlineWithinMinutes: STATION_ONLINE_MINUTES });
    expect((await app.inject({ method: 'POST', url: '/sync/pull', headers: stale.auth, payload: { checkpoints: {}, syncIntervalMs: 0 } })).statusCode).toBe(400);
  });
});

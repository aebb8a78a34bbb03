import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { weekdayFlagOf } from '@pos/shared/weekdays';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { calendarEvents, slots, stopSales } from '../../db/schema';
import { createProduct, day, sellSeats } from './calendar.fixtures';

describe('calendar reads (GET calendar/v3/slots, POST calendar/v3/availability, GET calendar/v3/CheckSlotPriceList)', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const viewer = await createUser(db, provider.id, { permissions: [Permission.CalendarViewFilter] });
  const product = await createProduct(db, provider.id);
  const other = await createProduct(db, provider.id);

  const slot = async (values: Partial<typeof slots.$inferInsert>) => {
    const [row] = await db
      .insert(slots)
      .values({ providerId: provider.id, productId: product.id, startDate: day(2), startTime: '10:00:00', endTime: '11:00:00', duration: 60, limit: 10, ...values })
      .returning();
    return row!;
  };
  // Yesterday's and today's first slot have started; the rest of the week is ahead.
  const daily = await slot({ startDate: day(-1), startTime: '00:00:00', endTime: '00:30:00', repeatMode: 2, repeatCount: 7 });
  const weekly = await slot({ startDate: day(1), startTime: '18:00:00', endTime: '19:00:00', repeatMode: 3, daysOfWeek: weekdayFlagOf(day(1)) | weekdayFlagOf(day(3)), repeatCount: 4, limit: null });
  const single = await slot({ productId: other.id, startDate: day(3), startTime: '09:00:00', endTime: '09:45:00', limit: 5 });
  await sellSeats(db, provider.id, { productId: product.id, slotId: daily.id, date: day(1), seats: 4 });
  await sellSeats(db, provider.id, { productId: other.id, slotId: single.id, date: day(3), seats: 5 });
  await db.insert(stopSales).values({ providerId: provider.id, productIds: [product.id], startDate: day(3), endDate: day(3), fromTime: '17:00:00', toTime: '20:00:00' });
  const [event] = await db.insert(calendarEvents).values({ providerId: provider.id, name: 'Holiday', startDate: day(2), endDate: day(2) }).returning();

  const getSlots = (query: string) => app.inject({ method: 'GET', url: `/api/calendar/v3/slots?${query}`, headers: { cookie: viewer.cookie } });
  const postAvailability = (payload: object) => app.inject({ method: 'POST', url: '/api/calendar/v3/availability', headers: { cookie: viewer.cookie }, payload });

  it('R-SLOT-18: lists slot occurrences and events as calendar entries; a slot entry limit is its sold count', async () => {
    const res = await getSlots(`from=${day(1)}&to=${day(3)}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.map((e: { id: string }) => e.id)).toEqual([
      `slot-${daily.id}-${day(1)}`,
      `slot-${weekly.id}-${day(1)}`,
      `event-${event!.id}`,
      `slot-${daily.id}-${day(2)}`,
      `slot-${daily.id}-${day(3)}`,
      `slot-${single.id}-${day(3)}`,
      `slot-${weekly.id}-${day(3)}`,
    ]);
    expect(data[0]).toMatchObject({ type: 'slot', productId: product.id, slotId: daily.id, start: `${day(1)}T00:00:00`, end: `${day(1)}T00:30:00`, limit: 4, slotLimit: 10, sold: 4, available: 6, stopped: false });
    expect(data[2]).toMatchObject({ type: 'event', name: 'Holiday', eventId: event!.id, start: `${day(2)}T00:00:00`, end: `${day(2)}T23:59:59` });
    // R-STOP-1: the 17:00-20:00 stop sale stops the 18:00 occurrence of the product only.
    expect(data[6]).toMatchObject({ slotId: weekly.id, stopped: true, slotLimit: null, available: null });
    expect(data[5]).toMatchObject({ slotId: single.id, stopped: false, available: 0 });
  });

  it('a slot entry carries its series settings (editing the whole series) and, when stopped, the stop sale ids; an event has neither', async () => {
    const data = (await getSlots(`from=${day(1)}&to=${day(3)}`)).json().data;
    const [stop] = await db.select().from(stopSales).where(eq(stopSales.providerId, provider.id));
    const weeklyEntry = data.find((e: { id: string }) => e.id === `slot-${weekly.id}-${day(3)}`);
    expect(weeklyEntry.series).toMatchObject({
      id: weekly.id,
      productId: product.id,
      startDate: day(1),
      startTime: '18:00:00',
      endTime: '19:00:00',
      repeatMode: 3,
      daysOfWeek: weekdayFlagOf(day(1)) | weekdayFlagOf(day(3)),
      repeatEndDate: null,
      repeatCount: 4,
      limit: null,
    });
    expect(weeklyEntry.series).not.toHaveProperty('providerId');
    // R-STOP-1: the 17:00-20:00 stop sale is the one that stops it.
    expect(weeklyEntry.stopSaleIds).toEqual([stop!.id]);
    const dailyEntry = data.find((e: { id: string }) => e.id === `slot-${daily.id}-${day(1)}`);
    expect(dailyEntry).toMatchObject({ stopped: false, stopSaleIds: [], series: { id: daily.id, startDate: day(-1), repeatMode: 2, repeatCount: 7, repeatEndDate: null, limit: 10 } });
    expect(data.find((e: { type: string }) => e.type === 'event')).toMatchObject({ series: null, stopSaleIds: [] });
  });

  it('filters by product and by slot; a slot filter leaves events out', async () => {
    const byProduct = (await getSlots(`productId=${other.id}&from=${day(1)}&to=${day(3)}`)).json().data;
    expect(byProduct.map((e: { id: string }) => e.id)).toEqual([`event-${event!.id}`, `slot-${single.id}-${day(3)}`]);
    const bySlot = (await getSlots(`slotId=${weekly.id}&from=${day(0)}&to=${day(30)}`)).json().data;
    expect(bySlot.map((e: { start: string }) => e.start.slice(0, 10))).toEqual([day(1), day(3), day(8), day(10)]);
  });

  it('changeDate lists one day; removePastSlots leaves out what has started', async () => {
    const oneDay = (await getSlots(`changeDate=${day(-1)}`)).json().data;
    expect(oneDay).toMatchObject([{ slotId: daily.id, past: true }]);
    expect((await getSlots(`changeDate=${day(-1)}&removePastSlots=true`)).json().data).toEqual([]);
  });

  it('answers 400 for a missing, malformed or too long range', async () => {
    expect((await getSlots('')).json().errors.from).toEqual(['is required']);
    expect((await getSlots(`from=2026-02-30&to=${day(1)}`)).json().errors.from).toEqual(['is not a valid date']);
    expect((await getSlots(`from=${day(5)}&to=${day(1)}`)).json().errors.to).toBeDefined();
    expect((await getSlots(`from=${day(0)}&to=${day(400)}`)).statusCode).toBe(400);
    expect((await getSlots('from=x&to=y')).statusCode).toBe(400);
  });

  it('availability: per occurrence seats, stop sales and past, and a summary for every day', async () => {
    const res = await postAvailability({ from: day(-1), to: day(3), productId: product.id });
    expect(res.statusCode, res.body).toBe(200);
    const { slots: occurrences, days } = res.json().data;
    expect(occurrences[0]).toMatchObject({ slotId: daily.id, date: day(-1), startTime: '00:00:00', endTime: '00:30:00', limit: 10, sold: 0, available: 10, stopped: false, past: true });
    expect(occurrences.map((o: { slotId: number; date: string }) => `${o.slotId} ${o.date}`)).toEqual([
      `${daily.id} ${day(-1)}`,
      `${daily.id} ${day(0)}`,
      `${daily.id} ${day(1)}`,
      `${weekly.id} ${day(1)}`,
      `${daily.id} ${day(2)}`,
      `${daily.id} ${day(3)}`,
      `${weekly.id} ${day(3)}`,
    ]);
    expect(days).toHaveLength(5);
    expect(days[1]).toMatchObject({ date: day(0), isCurrent: true, sold: 0, available: 0, dayOfMonth: Number(day(0).slice(8)) });
    // Day +1: 6 seats left on the daily slot and an unlimited weekly one.
    expect(days[2]).toMatchObject({ date: day(1), sold: 4, available: null, isCurrent: false });
    // Day +3: the weekly occurrence is stopped, so only the daily seats are for sale.
    expect(days[4]).toMatchObject({ date: day(3), available: 10 });
    const future = (await postAvailability({ from: day(-1), to: day(3), productId: product.id, removePastSlots: true })).json().data.slots;
    expect(future.every((o: { past: boolean }) => !o.past)).toBe(true);
    expect(future).toHaveLength(5);
  });

  it('availability: answers 400 for bad input', async () => {
    expect((await postAvailability({ from: day(1) })).statusCode).toBe(400);
    expect((await postAvailability({ from: '2026-13-01', to: day(1) })).json().errors.from).toBeDefined();
    expect((await postAvailability({ from: day(1), to: day(0) })).statusCode).toBe(400);
  });

  it('R-SLOT-12: CheckSlotPriceList tells whether a price list covers the date', async () => {
    const check = (productId: number, date: string) => app.inject({ method: 'GET', url: `/api/calendar/v3/CheckSlotPriceList?productId=${productId}&date=${date}`, headers: { cookie: viewer.cookie } });
    expect((await check(product.id, day(3))).json()).toEqual({ data: true });
    expect((await check(product.id, day(900))).json()).toEqual({ data: false });
    const bare = await createProduct(db, provider.id, { priceList: null });
    expect((await check(bare.id, day(3))).json()).toEqual({ data: false });
    expect((await check(2_000_000_000, day(3))).statusCode).toBe(404);
    expect((await check(product.id, '2026-02-31')).statusCode).toBe(400);
  });

  it('reads need CalendarViewFilter (12)', async () => {
    const cashier = await createUser(db, provider.id, { permissions: [Permission.Cashier] });
    const res = await app.inject({ method: 'GET', url: `/api/calendar/v3/slots?from=${day(0)}&to=${day(1)}`, headers: { cookie: cashier.cookie } });
    expect(res.statusCode).toBe(403);
  });
});

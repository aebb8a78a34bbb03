import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { Weekday, weekdayFlagOf } from '@pos/shared/weekdays';
import { ALL_PERMISSION_CODES, Permission } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { repeatStops, slots, stopSales } from '../../db/schema';
import { createProduct, day, linesOfOrder, sellSeats, soldOn } from './calendar.fixtures';

describe('slot save, delete and revert (POST, DELETE calendar/v3/slot, DELETE calendar/v3/slot/revert)', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id);
  const noPast = await createUser(db, provider.id, { permissions: ALL_PERMISSION_CODES.filter((c) => c !== Permission.CreateChangeSlotInPast) });

  const save = (payload: object, cookie = user.cookie) => app.inject({ method: 'POST', url: '/api/calendar/v3/slot', headers: { cookie }, payload });
  const del = (query: string, cookie = user.cookie) => app.inject({ method: 'DELETE', url: `/api/calendar/v3/slot?${query}`, headers: { cookie } });
  const revert = (slotId: number, cookie = user.cookie) => app.inject({ method: 'DELETE', url: `/api/calendar/v3/slot/revert?slotId=${slotId}`, headers: { cookie } });
  const entries = async (productId: number, from: string, to: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/calendar/v3/slots?productId=${productId}&from=${from}&to=${to}`, headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { slotId: number; start: string; limit: number; slotLimit: number | null; type: string }[]).filter((e) => e.type === 'slot');
  };
  const single = (productId: number, over: object = {}) => ({ productId, startDate: day(10), startTime: '10:00', endTime: '11:30', repeatMode: 1, forIndividuals: true, limit: 20, ...over });
  const created = async (payload: object) => {
    const res = await save(payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; startDate: string; startTime: string; duration: number; originalSlotId: number | null };
  };

  describe('create', () => {
    it('R-SLOT-13, R-SLOT-14: stores times as hh:mm:ss and the duration as end minus start', async () => {
      const product = await createProduct(db, provider.id);
      const slot = await created({ slot: single(product.id, { startTime: '09:05', endTime: '10:35' }) });
      expect(slot).toMatchObject({ startTime: '09:05:00', duration: 90, repeatMode: 1, limit: 20, forIndividuals: true, forGroups: false });
    });

    it('R-SLOT-20: a slot without a limit is unlimited', async () => {
      const product = await createProduct(db, provider.id);
      const slot = await created({ slot: single(product.id, { limit: null }) });
      expect(slot).toMatchObject({ limit: null });
    });

    it('R-SLOT-1, R-SLOT-2: a weekly series on chosen days ending after N repeats', async () => {
      const product = await createProduct(db, provider.id);
      const start = day(7);
      const flags = weekdayFlagOf(start) | weekdayFlagOf(day(9));
      await created({ slot: single(product.id, { startDate: start, repeatMode: 3, daysOfWeek: flags, repeatCount: 4 }) });
      const got = await entries(product.id, day(0), day(60));
      expect(got.map((e) => e.start.slice(0, 10))).toEqual([day(7), day(9), day(14), day(16)]);
    });

    it('R-SLOT-2: a daily series ending on a date', async () => {
      const product = await createProduct(db, provider.id);
      await created({ slot: single(product.id, { startDate: day(3), repeatMode: 2, repeatEndDate: day(6) }) });
      expect((await entries(product.id, day(0), day(30))).map((e) => e.start.slice(0, 10))).toEqual([day(3), day(4), day(5), day(6)]);
    });

    it('R-SLOT-2: a repeating slot ends after N repeats or on a date, not both and not neither', async () => {
      const product = await createProduct(db, provider.id);
      for (const over of [{}, { repeatCount: 3, repeatEndDate: day(20) }]) {
        const res = await save({ slot: single(product.id, { repeatMode: 2, ...over }) });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors['slot.repeatEndDate']).toBeDefined();
      }
      const weekly = await save({ slot: single(product.id, { repeatMode: 3, daysOfWeek: 0, repeatCount: 3 }) });
      expect(weekly.json().errors['slot.daysOfWeek']).toBeDefined();
      const early = await save({ slot: single(product.id, { repeatMode: 2, repeatEndDate: day(5) }) });
      expect(early.json().errors['slot.repeatEndDate']).toBeDefined();
      const long = await save({ slot: single(product.id, { repeatMode: 3, daysOfWeek: Weekday.MON, repeatCount: 500 }) });
      expect(long.json().errors['slot.repeatCount']).toBeDefined();
    });

    it('R-SLOT-9: individuals, groups or both must be chosen', async () => {
      const product = await createProduct(db, provider.id);
      const res = await save({ slot: single(product.id, { forIndividuals: false, forGroups: false }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['slot.forIndividuals']).toEqual(['choose individuals, groups or both']);
      expect((await save({ slot: single(product.id, { forIndividuals: false, forGroups: true }) })).statusCode).toBe(200);
    });

    it('R-SLOT-11: the end comes after the start on the same day and the duration fits the hours', async () => {
      const product = await createProduct(db, provider.id);
      const backwards = await save({ slot: single(product.id, { startTime: '10:00', endTime: '09:00' }) });
      expect(backwards.json().errors['slot.endTime']).toBeDefined();
      const tooLong = await save({ slot: single(product.id, { duration: 120 }) });
      expect(tooLong.json().errors['slot.duration']).toBeDefined();
      expect(await created({ slot: single(product.id, { duration: 45 }) })).toMatchObject({ duration: 45 });
    });

    it('R-SLOT-13: a time that is not hh:mm[:ss] is a 400, never a 500', async () => {
      const product = await createProduct(db, provider.id);
      const res = await save({ slot: single(product.id, { startTime: '25:00' }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['slot.startTime']).toBeDefined();
      const badDate = await save({ slot: single(product.id, { startDate: '2027-02-30' }) });
      expect(badDate.json().errors['slot.startDate']).toEqual(['is not a valid date']);
    });

    it('R-SLOT-8: a slot cannot start in the past without CreateChangeSlotInPast (41)', async () => {
      const product = await createProduct(db, provider.id);
      const res = await save({ slot: single(product.id, { startDate: day(-1) }) }, noPast.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['slot.startDate']).toEqual(['A slot cannot be in the past']);
      expect((await save({ slot: single(product.id, { startDate: day(-1) }) })).statusCode).toBe(200);
    });

    it('R-SLOT-12: a price list must exist for the date, active and on that week day', async () => {
      const none = await createProduct(db, provider.id, { priceList: null });
      const res = await save({ slot: single(none.id) });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'price-list-not-found' });
      const paused = await createProduct(db, provider.id, { priceList: { fromDate: day(0), toDate: day(30), active: false } });
      expect((await save({ slot: single(paused.id) })).json().code).toBe('price-list-not-found');
      const otherDays = await createProduct(db, provider.id, { priceList: { fromDate: day(0), toDate: day(30), daysOfWeek: 127 & ~weekdayFlagOf(day(10)) } });
      expect((await save({ slot: single(otherDays.id) })).json().code).toBe('price-list-not-found');
      const ended = await createProduct(db, provider.id, { priceList: { fromDate: day(0), toDate: day(9) } });
      expect((await save({ slot: single(ended.id) })).json().code).toBe('price-list-not-found');
    });

    it('R-SLOT-10: the same product at the same start time on a same date is refused', async () => {
      const product = await createProduct(db, provider.id);
      await created({ slot: single(product.id, { startDate: day(5), repeatMode: 2, repeatCount: 10 }) });
      const clash = await save({ slot: single(product.id, { startDate: day(8), startTime: '10:00:00', endTime: '10:30' }) });
      expect(clash.statusCode).toBe(422);
      expect(clash.json()).toMatchObject({ code: 'slot-same-start-time', date: day(8) });
      // Another time, a date after the series, or another product are fine.
      expect((await save({ slot: single(product.id, { startDate: day(8), startTime: '10:15' }) })).statusCode).toBe(200);
      expect((await save({ slot: single(product.id, { startDate: day(15) }) })).statusCode).toBe(200);
      const other = await createProduct(db, provider.id);
      expect((await save({ slot: single(other.id, { startDate: day(8) }) })).statusCode).toBe(200);
    });

    it('R-SLOT-10: a deleted occurrence no longer clashes', async () => {
      const product = await createProduct(db, provider.id);
      const series = await created({ slot: single(product.id, { startDate: day(5), repeatMode: 2, repeatCount: 5 }) });
      expect((await del(`id=${series.id}&date=${day(6)}`)).statusCode).toBe(200);
      expect((await save({ slot: single(product.id, { startDate: day(6) }) })).statusCode).toBe(200);
    });

    it('R-SLOT-15: a slot on a stop sale warns; ignoreStopSaleWarning saves it', async () => {
      const product = await createProduct(db, provider.id);
      await db.insert(stopSales).values({ providerId: provider.id, productIds: [product.id], startDate: day(12), endDate: day(12) });
      const payload = { slot: single(product.id, { startDate: day(10), repeatMode: 2, repeatCount: 5 }) };
      const res = await save(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'slot-overlaps-stop-sale', warning: true, ignoreFlag: 'ignoreStopSaleWarning', dates: [day(12)] });
      expect((await save({ ...payload, ignoreStopSaleWarning: true })).statusCode).toBe(200);
    });

    it('odd but schema-valid input is never a 500', async () => {
      const product = await createProduct(db, provider.id);
      const date = fc.constantFrom('0001-01-01', '9999-12-31', '2026-02-30', '2024-02-29', day(1), day(-1), day(400));
      const time = fc.constantFrom('00:00', '23:59:59', '12:00', '00:00:01');
      const body = fc.record({
        slot: fc.record({
          id: fc.option(fc.constantFrom(0, 1, 2_000_000_000)),
          productId: fc.constant(product.id),
          startDate: date,
          startTime: time,
          endTime: time,
          repeatMode: fc.integer({ min: 1, max: 3 }),
          daysOfWeek: fc.integer({ min: 0, max: 127 }),
          repeatEndDate: fc.option(date),
          repeatCount: fc.option(fc.integer({ min: 1, max: 10_000 })),
          limit: fc.option(fc.integer({ min: 1, max: 1_000_000 })),
          forIndividuals: fc.boolean(),
          forGroups: fc.boolean(),
        }),
        disabledDate: fc.option(date),
        moveOrders: fc.boolean(),
        ignoreWarning: fc.boolean(),
        ignoreStopSaleWarning: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const res = await save(payload);
          expect(res.statusCode, res.body).toBeLessThan(500);
        }),
        { numRuns: 80 },
      );
    });

    it('answers 404 for an unknown product and 400 for malformed input', async () => {
      expect((await save({ slot: single(2_000_000_000) })).statusCode).toBe(404);
      expect((await save({ slot: { productId: 'x' } })).statusCode).toBe(400);
      expect((await save({})).statusCode).toBe(400);
    });
  });

  describe('edit', () => {
    it('edits a whole slot: new times and limit', async () => {
      const product = await createProduct(db, provider.id);
      const slot = await created({ slot: single(product.id) });
      const res = await save({ slot: single(product.id, { id: slot.id, startTime: '12:00', endTime: '13:00', limit: 5 }) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ id: slot.id, startTime: '12:00:00', limit: 5, duration: 60 });
    });

    it('a slot keeps its product', async () => {
      const product = await createProduct(db, provider.id);
      const other = await createProduct(db, provider.id);
      const slot = await created({ slot: single(product.id) });
      const res = await save({ slot: single(other.id, { id: slot.id }) });
      expect(res.json().errors['slot.productId']).toBeDefined();
    });

    it('warns before changing the times of a series with orders (ignoreWarning)', async () => {
      const product = await createProduct(db, provider.id);
      const series = await created({ slot: single(product.id, { startDate: day(5), repeatMode: 2, repeatCount: 10 }) });
      await sellSeats(db, provider.id, { productId: product.id, slotId: series.id, date: day(6), seats: 3 });
      const payload = { slot: single(product.id, { id: series.id, startDate: day(5), repeatMode: 2, repeatCount: 10, startTime: '11:00', endTime: '12:00' }) };
      const res = await save(payload);
      expect(res.json()).toMatchObject({ code: 'slot-has-orders', ignoreFlag: 'ignoreWarning' });
      expect((await save({ ...payload, ignoreWarning: true })).statusCode).toBe(200);
      // A limit still above what is sold needs no confirmation.
      expect((await save({ ...payload, slot: { ...payload.slot, limit: 3 } })).statusCode).toBe(200);
      expect((await save({ ...payload, slot: { ...payload.slot, limit: 2 } })).json().code).toBe('slot-limit-below-sold');
    });

    it('R-SLOT-8: changing a slot that has started needs CreateChangeSlotInPast (41)', async () => {
      const product = await createProduct(db, provider.id);
      const slot = await created({ slot: single(product.id, { startDate: day(-2), repeatMode: 2, repeatCount: 10 }) });
      const payload = { slot: single(product.id, { id: slot.id, startDate: day(-2), repeatMode: 2, repeatCount: 10, limit: 30 }) };
      expect((await save(payload, noPast.cookie)).statusCode).toBe(403);
      expect((await save(payload)).statusCode).toBe(200);
    });

    it('R-SLOT-6: editing one occurrence makes a slot of its own, linked to its series, and stops the series that day', async () => {
      const product = await createProduct(db, provider.id);
      const series = await created({ slot: single(product.id, { startDate: day(5), repeatMode: 2, repeatCount: 5 }) });
      const res = await save({ slot: single(product.id, { id: series.id, startDate: day(7), startTime: '15:00', endTime: '16:00', repeatMode: 2, repeatCount: 5 }), disabledDate: day(7) });
      expect(res.statusCode, res.body).toBe(200);
      const edited = res.json().data;
      expect(edited).toMatchObject({ originalSlotId: series.id, originalDate: day(7), repeatMode: 1, repeatCount: null, repeatEndDate: null, startTime: '15:00:00' });
      expect(edited.id).not.toBe(series.id);
      const stops = await db.select().from(repeatStops).where(eq(repeatStops.slotId, series.id));
      expect(stops).toMatchObject([{ isChange: true, startDate: day(7), endDate: day(7) }]);
      const got = await entries(product.id, day(5), day(9));
      expect(got.map((e) => `${e.slotId} ${e.start}`)).toEqual([
        `${series.id} ${day(5)}T10:00:00`,
        `${series.id} ${day(6)}T10:00:00`,
        `${edited.id} ${day(7)}T15:00:00`,
        `${series.id} ${day(8)}T10:00:00`,
        `${series.id} ${day(9)}T10:00:00`,
      ]);
    });

    it('R-SLOT-6: the date edited must be an occurrence of the series', async () => {
      const product = await createProduct(db, provider.id);
      const series = await created({ slot: single(product.id, { startDate: day(5), repeatMode: 2, repeatCount: 2 }) });
      const res = await save({ slot: single(product.id, { id: series.id, startDate: day(9) }), disabledDate: day(9) });
      expect(res.json().errors.disabledDate).toBeDefined();
    });

    it('R-SLOT-5: moveOrders moves the occurrence orders and sold seats to the edited slot, in one go', async () => {
      const product = await createProduct(db, provider.id);
      const series = await created({ slot: single(product.id, { startDate: day(5), repeatMode: 2, repeatCount: 5 }) });
      const orderId = await sellSeats(db, provider.id, { productId: product.id, slotId: series.id, date: day(6), seats: 4 });
      const payload = { slot: single(product.id, { id: series.id, startDate: day(6), startTime: '17:00', endTime: '18:00', limit: 10 }), disabledDate: day(6) };
      // Without moveOrders the user confirms that the orders stay.
      expect((await save(payload)).json()).toMatchObject({ code: 'slot-has-orders', ignoreFlag: 'ignoreWarning' });
      const res = await save({ ...payload, moveOrders: true });
      expect(res.statusCode, res.body).toBe(200);
      const edited = res.json().data;
      expect(await linesOfOrder(db, orderId)).toEqual([{ slotId: edited.id, date: day(6), startTime: '17:00:00' }]);
      expect(await soldOn(db, edited.id, day(6))).toBe(4);
      expect(await soldOn(db, series.id, day(6))).toBe(0);
      const got = await entries(product.id, day(6), day(6));
      expect(got).toMatchObject([{ slotId: edited.id, limit: 4, slotLimit: 10 }]);
    });

    it('R-SLOT-5: moving orders is refused when the new slot cannot hold them, and nothing is written', async () => {
      const product = await createProduct(db, provider.id);
      const series = await created({ slot: single(product.id, { startDate: day(5), repeatMode: 2, repeatCount: 5 }) });
      await sellSeats(db, provider.id, { productId: product.id, slotId: series.id, date: day(6), seats: 4 });
      const res = await save({ slot: single(product.id, { id: series.id, startDate: day(6), startTime: '17:00', endTime: '18:00', limit: 3 }), disabledDate: day(6), moveOrders: true });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('slot-limit-too-small');
      expect(await db.select().from(repeatStops).where(eq(repeatStops.slotId, series.id))).toEqual([]);
      expect((await db.select().from(slots).where(eq(slots.originalSlotId, series.id))).length).toBe(0);
      expect(await soldOn(db, series.id, day(6))).toBe(4);
    });

    it('R-SLOT-10: an edited occurrence may keep its series time on its own date', async () => {
      const product = await createProduct(db, provider.id);
      const series = await created({ slot: single(product.id, { startDate: day(5), repeatMode: 2, repeatCount: 5 }) });
      const res = await save({ slot: single(product.id, { id: series.id, startDate: day(6), limit: 3 }), disabledDate: day(6) });
      expect(res.statusCode, res.body).toBe(200);
      // ...but not move onto another date of the series at the same time.
      const clash = await save({ slot: single(product.id, { id: series.id, startDate: day(8) }), disabledDate: day(7) });
      expect(clash.json().code).toBe('slot-same-start-time');
    });
  });

  describe('delete', () => {
    it('R-SLOT-3: deleting one occurrence closes it and keeps its orders', async () => {
      const product = await createProduct(db, provider.id);
      const series = await created({ slot: single(product.id, { startDate: day(5), repeatMode: 2, repeatCount: 3 }) });
      const orderId = await sellSeats(db, provider.id, { productId: product.id, slotId: series.id, date: day(6), seats: 2 });
      expect((await del(`id=${series.id}&date=${day(6)}`)).statusCode).toBe(200);
      expect((await entries(product.id, day(5), day(7))).map((e) => e.start.slice(0, 10))).toEqual([day(5), day(7)]);
      expect(await db.select().from(repeatStops).where(eq(repeatStops.slotId, series.id))).toMatchObject([{ isChange: false, startDate: day(6) }]);
      expect(await linesOfOrder(db, orderId)).toMatchObject([{ slotId: series.id, date: day(6) }]);
      expect((await del(`id=${series.id}&date=${day(6)}`)).statusCode).toBe(404);
    });

    it('R-SLOT-3: deleting the whole slot closes every occurrence and keeps orders', async () => {
      const product = await createProduct(db, provider.id);
      const series = await created({ slot: single(product.id, { startDate: day(5), repeatMode: 2, repeatCount: 3 }) });
      const orderId = await sellSeats(db, provider.id, { productId: product.id, slotId: series.id, date: day(6), seats: 2 });
      expect((await del(`id=${series.id}`)).statusCode).toBe(200);
      expect(await entries(product.id, day(0), day(10))).toEqual([]);
      expect(await linesOfOrder(db, orderId)).toHaveLength(1);
      expect((await del(`id=${series.id}`)).statusCode).toBe(404);
    });

    it('R-SLOT-8: deleting an occurrence that has started needs CreateChangeSlotInPast (41)', async () => {
      const product = await createProduct(db, provider.id);
      const series = await created({ slot: single(product.id, { startDate: day(-3), repeatMode: 2, repeatCount: 10 }) });
      expect((await del(`id=${series.id}&date=${day(-2)}`, noPast.cookie)).statusCode).toBe(403);
      expect((await del(`id=${series.id}&date=${day(2)}`, noPast.cookie)).statusCode).toBe(200);
      expect((await del(`id=${series.id}&date=${day(-2)}`)).statusCode).toBe(200);
    });

    it('answers 400 for a malformed date or id', async () => {
      expect((await del('id=abc')).statusCode).toBe(400);
      expect((await del('id=1&date=2026-02-30')).statusCode).toBe(400);
      expect((await del('')).statusCode).toBe(400);
    });
  });

  describe('revert', () => {
    it('R-SLOT-4: reverting an edited occurrence brings the series occurrence back', async () => {
      const product = await createProduct(db, provider.id);
      const series = await created({ slot: single(product.id, { startDate: day(5), repeatMode: 2, repeatCount: 3 }) });
      const edited = await created({ slot: single(product.id, { id: series.id, startDate: day(6), startTime: '16:00', endTime: '17:00' }), disabledDate: day(6) });
      const res = await revert(edited.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.id).toBe(series.id);
      expect((await entries(product.id, day(5), day(7))).map((e) => `${e.slotId} ${e.start}`)).toEqual([
        `${series.id} ${day(5)}T10:00:00`,
        `${series.id} ${day(6)}T10:00:00`,
        `${series.id} ${day(7)}T10:00:00`,
      ]);
      expect(await db.select().from(repeatStops).where(eq(repeatStops.slotId, series.id))).toEqual([]);
      expect((await revert(edited.id)).statusCode).toBe(404);
    });

    it('R-SLOT-4, R-SLOT-5: orders of the edited occurrence move back with it', async () => {
      const product = await createProduct(db, provider.id);
      const series = await created({ slot: single(product.id, { startDate: day(5), repeatMode: 2, repeatCount: 3, limit: 5 }) });
      const edited = await created({ slot: single(product.id, { id: series.id, startDate: day(6), startTime: '16:00', endTime: '17:00' }), disabledDate: day(6) });
      const orderId = await sellSeats(db, provider.id, { productId: product.id, slotId: edited.id, date: day(6), seats: 5 });
      expect((await revert(edited.id)).statusCode).toBe(200);
      expect(await linesOfOrder(db, orderId)).toEqual([{ slotId: series.id, date: day(6), startTime: '10:00:00' }]);
      expect(await soldOn(db, series.id, day(6))).toBe(5);
    });

    it('R-SLOT-4: refused when the series cannot hold the orders of the edited occurrence', async () => {
      const product = await createProduct(db, provider.id);
      const series = await created({ slot: single(product.id, { startDate: day(5), repeatMode: 2, repeatCount: 3, limit: 5 }) });
      const edited = await created({ slot: single(product.id, { id: series.id, startDate: day(6), startTime: '16:00', endTime: '17:00', limit: 50 }), disabledDate: day(6) });
      const orderId = await sellSeats(db, provider.id, { productId: product.id, slotId: edited.id, date: day(6), seats: 6 });
      const res = await revert(edited.id);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('orders-cannot-move-back');
      expect(await linesOfOrder(db, orderId)).toMatchObject([{ slotId: edited.id }]);
    });

    it('R-SLOT-4: only an edited occurrence can be reverted', async () => {
      const product = await createProduct(db, provider.id);
      const slot = await created({ slot: single(product.id) });
      expect((await revert(slot.id)).json().code).toBe('slot-not-edited');
      expect((await revert(2_000_000_000)).statusCode).toBe(404);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Weekday, weekdayFlagOf } from '@pos/shared/weekdays';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { slots, stopSaleLifts, stopSales } from '../../db/schema';
import { createProduct, day, sellSeats } from './calendar.fixtures';

describe('stop sales (POST and DELETE calendar/v3/slot/stopsale)', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id, { permissions: [Permission.CalendarStopSale, Permission.CalendarViewFilter] });
  const product = await createProduct(db, provider.id);
  const second = await createProduct(db, provider.id);
  const [series] = await db
    .insert(slots)
    .values({ providerId: provider.id, productId: product.id, startDate: day(2), startTime: '10:00:00', endTime: '11:00:00', duration: 60, limit: 10, repeatMode: 2, repeatCount: 30 })
    .returning();
  const [evening] = await db
    .insert(slots)
    .values({ providerId: provider.id, productId: product.id, startDate: day(2), startTime: '19:00:00', endTime: '20:00:00', duration: 60, limit: 10, repeatMode: 2, repeatCount: 30 })
    .returning();

  const save = (payload: object) => app.inject({ method: 'POST', url: '/api/calendar/v3/slot/stopsale', headers: { cookie: user.cookie }, payload });
  const remove = (payload: object) => app.inject({ method: 'DELETE', url: '/api/calendar/v3/slot/stopsale', headers: { cookie: user.cookie }, payload });
  const stoppedOn = async (from: string, to: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/calendar/v3/availability', headers: { cookie: user.cookie }, payload: { from, to, productId: product.id } });
    return (res.json().data.slots as { slotId: number; date: string; stopped: boolean }[]).filter((s) => s.stopped).map((s) => `${s.slotId === series!.id ? 'morning' : 'evening'} ${s.date}`);
  };
  const clear = () => db.delete(stopSaleLifts).then(() => db.delete(stopSales));

  it('R-STOP-1: a stop sale for the whole day of its products', async () => {
    await clear();
    const res = await save({ stopSale: { productIds: [product.id], date: day(3) } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ productIds: [product.id], slotId: null, startDate: day(3), endDate: day(3), daysOfWeek: 127, fromTime: null, toTime: null, lifts: [] });
    expect(await stoppedOn(day(2), day(4))).toEqual([`morning ${day(3)}`, `evening ${day(3)}`]);
  });

  it('R-STOP-1: a stop sale for the current slot only', async () => {
    await clear();
    expect((await save({ stopSale: { productIds: [product.id], slotId: evening!.id, date: day(3) } })).statusCode).toBe(200);
    expect(await stoppedOn(day(2), day(4))).toEqual([`evening ${day(3)}`]);
  });

  it('R-STOP-1: a date range on chosen week days, limited to hours (hh:mm padded)', async () => {
    await clear();
    const flags = weekdayFlagOf(day(4)) | weekdayFlagOf(day(6));
    const res = await save({ stopSale: { productIds: [product.id, second.id], startDate: day(3), endDate: day(9), daysOfWeek: flags, fromTime: '18:00', toTime: '21:00' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ fromTime: '18:00:00', toTime: '21:00:00', daysOfWeek: flags });
    expect(await stoppedOn(day(2), day(10))).toEqual([`evening ${day(4)}`, `evening ${day(6)}`]);
  });

  it('R-STOP-3: at least one product', async () => {
    for (const productIds of [[], null, undefined]) {
      const res = await save({ stopSale: { productIds, date: day(3) } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['stopSale.productIds']).toEqual(['choose at least one product']);
    }
  });

  it('R-STOP-4: dates must be real and not in the past', async () => {
    expect((await save({ stopSale: { productIds: [product.id], date: day(-1) } })).json().errors['stopSale.date']).toEqual(['must not be in the past']);
    expect((await save({ stopSale: { productIds: [product.id], startDate: '2027-02-29', endDate: '2027-03-01' } })).json().errors['stopSale.startDate']).toEqual(['is not a valid date']);
    expect((await save({ stopSale: { productIds: [product.id], date: day(0) } })).statusCode).toBe(200);
  });

  it('R-STOP-5: a date range is required and its end is not before its start', async () => {
    const none = await save({ stopSale: { productIds: [product.id] } });
    expect(none.json().errors).toMatchObject({ 'stopSale.startDate': ['a date range is required'], 'stopSale.endDate': ['a date range is required'] });
    expect((await save({ stopSale: { productIds: [product.id], startDate: day(3) } })).json().errors['stopSale.endDate']).toBeDefined();
    expect((await save({ stopSale: { productIds: [product.id], startDate: day(5), endDate: day(3) } })).json().errors['stopSale.endDate']).toEqual(['must not be before the start date']);
  });

  it('R-STOP-6: from and to time are both filled, or neither', async () => {
    expect((await save({ stopSale: { productIds: [product.id], date: day(3), fromTime: '10:00' } })).json().errors['stopSale.toTime']).toEqual(['from and to time are both needed']);
    expect((await save({ stopSale: { productIds: [product.id], date: day(3), toTime: '10:00' } })).json().errors['stopSale.fromTime']).toEqual(['from and to time are both needed']);
    expect((await save({ stopSale: { productIds: [product.id], date: day(3), fromTime: '12:00', toTime: '10:00' } })).json().errors['stopSale.toTime']).toBeDefined();
  });

  it('R-STOP-7: orders in the stopped range warn; ignoreOrderWarning saves', async () => {
    await clear();
    await sellSeats(db, provider.id, { productId: product.id, slotId: series!.id, date: day(8), seats: 2 });
    const payload = { stopSale: { productIds: [product.id], startDate: day(7), endDate: day(9), daysOfWeek: Weekday.SUN | Weekday.MON | Weekday.TUE | Weekday.WED | Weekday.THU | Weekday.FRI | Weekday.SAT } };
    const res = await save(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'stop-sale-has-orders', ignoreFlag: 'ignoreOrderWarning', occurrences: [{ slotId: series!.id, date: day(8) }] });
    // The evening hours do not touch the morning orders.
    expect((await save({ stopSale: { ...payload.stopSale, fromTime: '18:00', toTime: '23:00' } })).statusCode).toBe(200);
    expect((await save({ ...payload, ignoreOrderWarning: true })).statusCode).toBe(200);
  });

  it('R-STOP-2: a stop sale is lifted for one slot occurrence and stays for the others', async () => {
    await clear();
    const id = (await save({ stopSale: { productIds: [product.id], startDate: day(3), endDate: day(4) } })).json().data.id;
    const res = await remove({ stopSale: { id, slotId: series!.id, date: day(3) } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stoppedOn(day(3), day(4))).toEqual([`evening ${day(3)}`, `morning ${day(4)}`, `evening ${day(4)}`]);
    expect(await db.select().from(stopSaleLifts).where(eq(stopSaleLifts.stopSaleId, id))).toMatchObject([{ slotId: series!.id, date: day(3) }]);
    // An occurrence the stop sale does not cover cannot be lifted; one that does not exist is not found.
    expect((await remove({ stopSale: { id, slotId: series!.id, date: day(6) } })).json().code).toBe('stop-sale-not-covering');
    expect((await remove({ stopSale: { id, slotId: series!.id, date: day(90) } })).statusCode).toBe(404);
  });

  it('R-STOP-2: a stopped calendar entry names its stop sales; lifting one by that id reopens the entry', async () => {
    await clear();
    const entries = async () => {
      const res = await app.inject({ method: 'GET', url: `/api/calendar/v3/slots?from=${day(3)}&to=${day(3)}&slotId=${series!.id}`, headers: { cookie: user.cookie } });
      return res.json().data as { stopped: boolean; stopSaleIds: number[] }[];
    };
    const dayStop = (await save({ stopSale: { productIds: [product.id], date: day(3) } })).json().data.id;
    const slotStop = (await save({ stopSale: { productIds: [product.id], slotId: series!.id, date: day(3) } })).json().data.id;
    expect(await entries()).toMatchObject([{ stopped: true, stopSaleIds: [dayStop, slotStop].sort((a, b) => a - b) }]);
    expect((await remove({ stopSale: { id: dayStop, slotId: series!.id, date: day(3) } })).statusCode).toBe(200);
    expect(await entries()).toMatchObject([{ stopped: true, stopSaleIds: [slotStop] }]);
    expect((await remove({ stopSale: { id: slotStop, slotId: series!.id, date: day(3) } })).statusCode).toBe(200);
    expect(await entries()).toMatchObject([{ stopped: false, stopSaleIds: [] }]);
  });

  it('R-STOP-7: removing a whole stop sale warns first; ignoreDeleteWarning removes it', async () => {
    await clear();
    const id = (await save({ stopSale: { productIds: [product.id], date: day(3) } })).json().data.id;
    const res = await remove({ stopSale: { id } });
    expect(res.json()).toMatchObject({ code: 'stop-sale-delete', ignoreFlag: 'ignoreDeleteWarning' });
    expect((await remove({ stopSale: { id }, ignoreDeleteWarning: true })).statusCode).toBe(200);
    expect(await stoppedOn(day(2), day(4))).toEqual([]);
    expect((await remove({ stopSale: { id }, ignoreDeleteWarning: true })).statusCode).toBe(404);
  });

  it('edits a stop sale by id; its lifts go with its old terms', async () => {
    await clear();
    const id = (await save({ stopSale: { productIds: [product.id], date: day(3) } })).json().data.id;
    await remove({ stopSale: { id, slotId: series!.id, date: day(3) } });
    const res = await save({ stopSale: { id, productIds: [product.id], date: day(4) } });
    expect(res.json().data).toMatchObject({ id, startDate: day(4), lifts: [] });
    expect(await stoppedOn(day(2), day(5))).toEqual([`morning ${day(4)}`, `evening ${day(4)}`]);
  });

  it('the slot of a slot stop sale must be of the chosen products', async () => {
    const res = await save({ stopSale: { productIds: [second.id], slotId: series!.id, date: day(3) } });
    expect(res.json().errors['stopSale.slotId']).toBeDefined();
  });

  it('answers 404 for unknown products, slots and stop sales, 400 for malformed input', async () => {
    expect((await save({ stopSale: { productIds: [2_000_000_000], date: day(3) } })).statusCode).toBe(404);
    expect((await save({ stopSale: { productIds: [product.id], slotId: 2_000_000_000, date: day(3) } })).statusCode).toBe(404);
    expect((await save({ stopSale: { id: 2_000_000_000, productIds: [product.id], date: day(3) } })).statusCode).toBe(404);
    expect((await remove({ stopSale: { id: 2_000_000_000 } })).statusCode).toBe(404);
    expect((await remove({ stopSale: {} })).statusCode).toBe(400);
    expect((await save({ stopSale: 'x' })).statusCode).toBe(400);
  });

  it('stop sales need CalendarStopSale (13)', async () => {
    const viewer = await createUser(db, provider.id, { permissions: [Permission.CalendarViewFilter, Permission.EditProducts] });
    const res = await app.inject({ method: 'POST', url: '/api/calendar/v3/slot/stopsale', headers: { cookie: viewer.cookie }, payload: { stopSale: { productIds: [product.id], date: day(3) } } });
    expect(res.statusCode).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { createProduct, day } from './calendar.fixtures';

describe('calendar events (GET calendar/v3/events, POST and DELETE calendar/v3/event)', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id);
  const product = await createProduct(db, provider.id);

  const save = (event: object) => app.inject({ method: 'POST', url: '/api/calendar/v3/event', headers: { cookie: user.cookie }, payload: { event } });
  const list = (from: string, to: string) => app.inject({ method: 'GET', url: `/api/calendar/v3/events?from=${from}&to=${to}`, headers: { cookie: user.cookie } });

  it('creates, lists, edits and deletes an event', async () => {
    const res = await save({ name: ' Festival ', description: 'Night tours', productId: product.id, startDate: day(3), startTime: '20:00', endDate: day(4), endTime: '02:00' });
    expect(res.statusCode, res.body).toBe(200);
    const event = res.json().data;
    expect(event).toMatchObject({ name: 'Festival', productId: product.id, startTime: '20:00:00', endTime: '02:00:00', originalSlotId: null });
    expect((await list(day(4), day(10))).json().data).toMatchObject([{ id: event.id }]);
    expect((await list(day(5), day(10))).json().data).toEqual([]);
    const edited = await save({ id: event.id, name: 'Festival', startDate: day(5), endDate: day(5) });
    expect(edited.json().data).toMatchObject({ id: event.id, startDate: day(5), startTime: null, productId: null });
    expect((await app.inject({ method: 'DELETE', url: `/api/calendar/v3/event?id=${event.id}`, headers: { cookie: user.cookie } })).statusCode).toBe(200);
    expect((await list(day(0), day(10))).json().data).toEqual([]);
  });

  it('checks the name, the dates and the times', async () => {
    expect((await save({ name: '  ', startDate: day(3), endDate: day(3) })).json().errors['event.name']).toBeDefined();
    expect((await save({ name: 'x', startDate: day(3), endDate: day(2) })).json().errors['event.endDate']).toBeDefined();
    expect((await save({ name: 'x', startDate: day(3), endDate: day(3), startTime: '10:00' })).json().errors['event.endTime']).toBeDefined();
    expect((await save({ name: 'x', startDate: day(3), endDate: day(3), startTime: '10:00', endTime: '09:00' })).json().errors['event.endTime']).toBeDefined();
    expect((await save({ name: 'x', startDate: '2026-02-30', endDate: day(3) })).json().errors['event.startDate']).toBeDefined();
    expect((await save({ name: 'x', startDate: day(3), endDate: day(3), productId: 2_000_000_000 })).statusCode).toBe(404);
  });
});

/** Every calendar route is scoped to the caller's provider: another provider's rows are not found. */
describe('calendar provider isolation', async () => {
  const { app, db } = await setupTestApp();
  const a = await createProvider(db);
  const b = await createProvider(db);
  const userA = await createUser(db, a.id);
  const userB = await createUser(db, b.id);
  const productA = await createProduct(db, a.id);
  const productB = await createProduct(db, b.id);

  const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => app.inject({ method, url: `/api/calendar/v3/${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const slotBody = (productId: number, over: object = {}) => ({ productId, startDate: day(5), startTime: '10:00', endTime: '11:00', repeatMode: 2, repeatCount: 5, forIndividuals: true, limit: 10, ...over });

  const slotA = (await call(userA.cookie, 'POST', 'slot', { slot: slotBody(productA.id) })).json().data;
  const editedA = (await call(userA.cookie, 'POST', 'slot', { slot: slotBody(productA.id, { id: slotA.id, startDate: day(6), startTime: '12:00', endTime: '13:00' }), disabledDate: day(6) })).json().data;
  const stopA = (await call(userA.cookie, 'POST', 'slot/stopsale', { stopSale: { productIds: [productA.id], date: day(7) } })).json().data;
  const eventA = (await call(userA.cookie, 'POST', 'event', { event: { name: 'A only', startDate: day(5), endDate: day(5) } })).json().data;

  it('provider B sees none of A’s slots, stop sales or events', async () => {
    expect(slotA?.id && editedA?.id && stopA?.id && eventA?.id).toBeTruthy();
    const entries = (await call(userB.cookie, 'GET', `slots?from=${day(0)}&to=${day(30)}`)).json().data;
    expect(entries).toEqual([]);
    expect((await call(userB.cookie, 'GET', `slots?slotId=${slotA.id}&from=${day(0)}&to=${day(30)}`)).json().data).toEqual([]);
    const availability = (await call(userB.cookie, 'POST', 'availability', { from: day(0), to: day(30), productId: productA.id })).json().data;
    expect(availability.slots).toEqual([]);
    expect((await call(userB.cookie, 'GET', `events?from=${day(0)}&to=${day(30)}`)).json().data).toEqual([]);
    expect((await call(userB.cookie, 'GET', `CheckSlotPriceList?productId=${productA.id}&date=${day(5)}`)).statusCode).toBe(404);
  });

  it('provider B cannot change, delete or revert A’s slots (404)', async () => {
    expect((await call(userB.cookie, 'POST', 'slot', { slot: slotBody(productA.id) })).statusCode).toBe(404);
    expect((await call(userB.cookie, 'POST', 'slot', { slot: slotBody(productB.id, { id: slotA.id }) })).statusCode).toBe(404);
    expect((await call(userB.cookie, 'POST', 'slot', { slot: slotBody(productB.id, { id: slotA.id }), disabledDate: day(7) })).statusCode).toBe(404);
    expect((await call(userB.cookie, 'DELETE', `slot?id=${slotA.id}`)).statusCode).toBe(404);
    expect((await call(userB.cookie, 'DELETE', `slot?id=${slotA.id}&date=${day(7)}`)).statusCode).toBe(404);
    expect((await call(userB.cookie, 'DELETE', `slot/revert?slotId=${editedA.id}`)).statusCode).toBe(404);
  });

  it('provider B cannot stop A’s products or slots, nor change or lift A’s stop sales (404)', async () => {
    expect((await call(userB.cookie, 'POST', 'slot/stopsale', { stopSale: { productIds: [productA.id], date: day(8) } })).statusCode).toBe(404);
    expect((await call(userB.cookie, 'POST', 'slot/stopsale', { stopSale: { productIds: [productB.id], slotId: slotA.id, date: day(8) } })).statusCode).toBe(404);
    expect((await call(userB.cookie, 'POST', 'slot/stopsale', { stopSale: { id: stopA.id, productIds: [productB.id], date: day(8) } })).statusCode).toBe(404);
    expect((await call(userB.cookie, 'DELETE', 'slot/stopsale', { stopSale: { id: stopA.id }, ignoreDeleteWarning: true })).statusCode).toBe(404);
    expect((await call(userB.cookie, 'DELETE', 'slot/stopsale', { stopSale: { id: stopA.id, slotId: slotA.id, date: day(7) } })).statusCode).toBe(404);
  });

  it('provider B cannot change or delete A’s events (404)', async () => {
    expect((await call(userB.cookie, 'POST', 'event', { event: { id: eventA.id, name: 'mine', startDate: day(5), endDate: day(5) } })).statusCode).toBe(404);
    expect((await call(userB.cookie, 'POST', 'event', { event: { name: 'x', productId: productA.id, startDate: day(5), endDate: day(5) } })).statusCode).toBe(404);
    expect((await call(userB.cookie, 'POST', 'event', { event: { name: 'x', originalSlotId: slotA.id, startDate: day(5), endDate: day(5) } })).statusCode).toBe(404);
    expect((await call(userB.cookie, 'DELETE', `event?id=${eventA.id}`)).statusCode).toBe(404);
  });

  it('A’s calendar is untouched', async () => {
    const entries = (await call(userA.cookie, 'GET', `slots?from=${day(5)}&to=${day(9)}`)).json().data;
    expect(entries.map((e: { id: string }) => e.id)).toEqual([
      `event-${eventA.id}`,
      `slot-${slotA.id}-${day(5)}`,
      `slot-${editedA.id}-${day(6)}`,
      `slot-${slotA.id}-${day(7)}`,
      `slot-${slotA.id}-${day(8)}`,
      `slot-${slotA.id}-${day(9)}`,
    ]);
    expect(entries.find((e: { id: string }) => e.id === `slot-${slotA.id}-${day(7)}`).stopped).toBe(true);
  });
});

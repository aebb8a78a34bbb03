import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';

/**
 * Issue 18: the week's first day of the date pickers and calendars is a provider setting, named as
 * the exchange format names week days (R-CLIENT-25: MON..SUN), Sunday by default (Israeli calendars).
 */
describe('provider setting: first day of the week', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db, { name: 'Desert Jeeps' });
  const admin = await createUser(db, provider.id);
  const other = await createProvider(db, { name: 'Other Provider', email: 'other@example.test' });
  const otherAdmin = await createUser(db, other.id);

  const get = (url: string, cookie = admin.cookie) => app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
  const save = (payload: object, cookie = admin.cookie) => app.inject({ method: 'POST', url: '/api/providers/save', headers: { cookie }, payload });
  const firstDay = async (cookie = admin.cookie) => (await get('/get-provider-settings', cookie)).json().data.firstDayOfWeek;
  const initFirstDay = async (cookie = admin.cookie) => (await get('/init', cookie)).json().data.provider.firstDayOfWeek;

  it('is Sunday by default, in the settings and in the session data (GET init)', async () => {
    expect(await firstDay()).toBe('SUN');
    expect(await initFirstDay()).toBe('SUN');
  });

  it('R-CLIENT-25: is saved by name (SUN..SAT) and read back by the settings and GET init', async () => {
    const res = await save({ firstDayOfWeek: 'MON' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.firstDayOfWeek).toBe('MON');
    expect(await firstDay()).toBe('MON');
    expect(await initFirstDay()).toBe('MON');
    // Another field saved alone keeps it.
    expect((await save({ name: 'Desert Jeeps Ltd' })).statusCode).toBe(200);
    expect(await firstDay()).toBe('MON');
    expect((await save({ firstDayOfWeek: 'SAT' })).json().data.firstDayOfWeek).toBe('SAT');
    expect((await save({ firstDayOfWeek: 'SUN' })).json().data.firstDayOfWeek).toBe('SUN');
  });

  it('refuses anything but a week-day name: 400 on the field, nothing saved', async () => {
    for (const bad of ['Monday', 'mon', '1', '', 'XYZ', 0, null]) {
      const res = await save({ firstDayOfWeek: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(JSON.stringify(res.json()), String(bad)).toMatch(/firstDayOfWeek/);
    }
    expect(await firstDay()).toBe('SUN');
  });

  it("changes the caller's provider only", async () => {
    expect((await save({ firstDayOfWeek: 'MON' }, otherAdmin.cookie)).statusCode).toBe(200);
    expect(await firstDay(otherAdmin.cookie)).toBe('MON');
    expect(await initFirstDay(otherAdmin.cookie)).toBe('MON');
    expect(await firstDay()).toBe('SUN');
    expect(await initFirstDay()).toBe('SUN');
  });

  it('needs EditProviderSettings (17) to change and ViewProviderSettings (16) to read', async () => {
    const viewer = await createUser(db, provider.id, { permissions: [Permission.ViewProviderSettings] });
    expect(await firstDay(viewer.cookie)).toBe('SUN');
    expect((await save({ firstDayOfWeek: 'MON' }, viewer.cookie)).statusCode).toBe(403);
    // Any logged-in user's session data carries it (the pickers need it on every page).
    const seller = await createUser(db, provider.id, { permissions: [Permission.ViewOrders] });
    expect(await initFirstDay(seller.cookie)).toBe('SUN');
    expect(await firstDay()).toBe('SUN');
  });
});

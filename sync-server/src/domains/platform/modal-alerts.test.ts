import { describe, expect, it } from 'vitest';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { createSession, SESSION_COOKIE } from '../session/session-store';
import { createPlatformStaff } from './staff';

const localDate = (days: number) => {
  const d = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date())}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** 001 §3 init's modal alerts and C009 cancel-modal-alert: written by platform staff, shown to provider users until each closes one. */
describe('modal alerts (C009)', async () => {
  const { app, db } = await setupTestApp();
  const ids = await createPlatformStaff(db, { username: `alerts${process.pid}x${Date.now()}`, password: 'Platform123', rights: ['providers.edit'] });
  const staff = `${SESSION_COOKIE}=${(await createSession(db, { id: ids.userId, providerId: ids.providerId }, false)).token}`;
  const viewerIds = await createPlatformStaff(db, { username: `viewer${process.pid}x${Date.now()}`, password: 'Platform123', rights: ['providers.view'] });
  const viewer = `${SESSION_COOKIE}=${(await createSession(db, { id: viewerIds.userId, providerId: viewerIds.providerId }, false)).token}`;
  const call = (method: 'GET' | 'POST', url: string, cookie: string | undefined, payload?: object) => app.inject({ method, url: `/api/${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const openAlerts = async (cookie: string) => ((await call('GET', 'init', cookie)).json().data.modalAlerts as { id: number; title: string }[]).map((a) => a.title);

  const jeeps = await createProvider(db, { name: 'Desert Jeeps' });
  const boats = await createProvider(db, { name: 'Kinneret Boats' });
  const dana = await createUser(db, jeeps.id);
  const yoav = await createUser(db, jeeps.id);
  const rina = await createUser(db, boats.id);
  const tag = `${Date.now()}`;

  it('platform staff who edit providers write them; others 403, anonymous 401; bad input 400 by field', async () => {
    const body = { title: `Maintenance ${tag}`, body: 'The servers restart on Friday at 02:00.', fromDate: localDate(0), toDate: localDate(1) };
    expect((await call('POST', 'platform/modal-alerts', viewer, body)).statusCode).toBe(403);
    expect((await call('POST', 'platform/modal-alerts', dana.cookie, body)).statusCode).toBe(403);
    expect((await call('POST', 'platform/modal-alerts', undefined, body)).statusCode).toBe(401);
    const bad = await call('POST', 'platform/modal-alerts', staff, { title: ' ', body: 'x', fromDate: localDate(2), toDate: localDate(1), providerId: 2_000_000_000 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['providerId', 'title', 'toDate']);

    const all = await call('POST', 'platform/modal-alerts', staff, body);
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toMatchObject({ title: `Maintenance ${tag}`, providerId: null, providerName: null, dismissed: 0 });
    expect((await call('POST', 'platform/modal-alerts', staff, { ...body, title: `Jeeps only ${tag}`, providerId: jeeps.id })).json().data.providerName).toBe('Desert Jeeps');
    await call('POST', 'platform/modal-alerts', staff, { ...body, title: `Next week ${tag}`, fromDate: localDate(7), toDate: localDate(8) });
    await call('POST', 'platform/modal-alerts', staff, { ...body, title: `Last week ${tag}`, fromDate: localDate(-8), toDate: localDate(-7) });
  });

  it("init lists a user's open alerts of today: every provider's and their own provider's, not another provider's, not past or future ones", async () => {
    expect((await openAlerts(dana.cookie)).filter((t) => t.endsWith(tag))).toEqual([`Maintenance ${tag}`, `Jeeps only ${tag}`]);
    expect((await openAlerts(rina.cookie)).filter((t) => t.endsWith(tag))).toEqual([`Maintenance ${tag}`]);
  });

  it('C009 closes an alert for that user only, again is fine; another provider\'s alert is 404 and nothing is written', async () => {
    const list = (await call('GET', 'platform/modal-alerts', staff)).json().data as { id: number; title: string; dismissed: number }[];
    const maintenance = list.find((a) => a.title === `Maintenance ${tag}`)!;
    const jeepsOnly = list.find((a) => a.title === `Jeeps only ${tag}`)!;
    expect((await call('GET', `cancel-modal-alert/${maintenance.id}`, undefined)).statusCode).toBe(401);
    expect((await call('GET', `cancel-modal-alert/${maintenance.id}`, dana.cookie)).statusCode).toBe(200);
    expect((await call('GET', `cancel-modal-alert/${maintenance.id}`, dana.cookie)).statusCode).toBe(200);
    expect((await openAlerts(dana.cookie)).filter((t) => t.endsWith(tag))).toEqual([`Jeeps only ${tag}`]);
    expect((await openAlerts(yoav.cookie)).filter((t) => t.endsWith(tag))).toEqual([`Maintenance ${tag}`, `Jeeps only ${tag}`]);

    const refused = await call('GET', `cancel-modal-alert/${jeepsOnly.id}`, rina.cookie);
    expect(refused.statusCode).toBe(404);
    expect((await call('GET', 'cancel-modal-alert/2000000000', rina.cookie)).statusCode).toBe(404);
    const after = (await call('GET', 'platform/modal-alerts', staff)).json().data as { id: number; dismissed: number }[];
    expect(after.find((a) => a.id === maintenance.id)!.dismissed).toBe(1);
    expect(after.find((a) => a.id === jeepsOnly.id)!.dismissed).toBe(0);
  });

  it('deleting an alert takes it off every screen', async () => {
    const list = (await call('GET', 'platform/modal-alerts', staff)).json().data as { id: number; title: string }[];
    const maintenance = list.find((a) => a.title === `Maintenance ${tag}`)!;
    expect((await call('POST', `platform/modal-alerts/${maintenance.id}/delete`, viewer)).statusCode).toBe(403);
    expect((await call('POST', `platform/modal-alerts/${maintenance.id}/delete`, staff)).statusCode).toBe(200);
    expect((await call('POST', `platform/modal-alerts/${maintenance.id}/delete`, staff)).statusCode).toBe(404);
    expect((await openAlerts(yoav.cookie)).filter((t) => t.endsWith(tag))).toEqual([`Jeeps only ${tag}`]);
  });
});

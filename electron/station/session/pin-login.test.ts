import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../sync-server/src/db/schema';
import { cashierUser } from '../../../sync-server/src/domains/sync/station.fixtures';
import { pairedStation, serverForStations } from '../station.fixtures';
import type { FetchLike } from '../sync/server-api';
import { LOGIN_MAX_TRIES } from './login-throttle';

/**
 * Issue 16: the station PIN. Set in the back office (C206 provider/user/save), kept by the server as
 * an argon2 hash, replicated to the provider's stations by the users stream, checked there offline;
 * never a way into the back office (C006 authenticate). The auto-lock minutes are a provider
 * setting (C201 providers/save) the station hears through the provider stream.
 */
describe('station PIN and auto-lock (issue 16)', async () => {
  const server = await serverForStations();
  const net = { online: true };
  const station = await pairedStation(server, { sync: { fetch: ((url, init) => (net.online ? fetch(url, init) : Promise.reject(new Error('down')))) as FetchLike } });
  const h = station.handlers;
  const second = await cashierUser(server.db, server.provider.id, 'Second123');
  const inject = (method: 'GET' | 'POST', url: string, payload?: object) => server.app.inject({ method, url: `/api${url}`, headers: { cookie: server.admin.cookie }, ...(payload ? { payload } : {}) });
  const userOf = async (id: number) => (await inject('GET', `/provider/user/get?id=${id}`)).json().data as { username: string; profileId: number; hasStationPin: boolean };
  const setPin = async (id: number, stationPin: string | null) => {
    const user = await userOf(id);
    return inject('POST', '/provider/user/save', { id, username: user.username, profileId: user.profileId, stationPin });
  };

  it('C206: a PIN of 4 to 6 digits is saved as an argon2 hash and said only to exist; anything else is 400 invalid-pin', async () => {
    for (const bad of ['123', '1234567', '12a4', '١٢٣٤']) {
      const res = await setPin(server.cashier.id, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual([expect.objectContaining({ field: 'stationPin', code: 'invalid-pin' })]);
    }
    const res = await setPin(server.cashier.id, '4321');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.hasStationPin).toBe(true);
    expect(res.body).not.toMatch(/argon|4321/);
    const [row] = await server.db.select({ hash: users.stationPinHash }).from(users).where(eq(users.id, server.cashier.id));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
    expect((await setPin(second.id, '987654')).statusCode).toBe(200);
  });

  it('C006: the PIN never opens the back office', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/authenticate', payload: { Username: server.cashier.username, Password: '4321' }, remoteAddress: '10.30.0.1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('login-incorrect');
  });

  it('the users stream brings the hash (never the PIN) to the station; the PIN screen lists the cashiers with a PIN', async () => {
    await station.ctx.sync.syncNow();
    const data = (station.ctx.db.$client.prepare('select data from users').all() as { data: string }[]).map((r) => r.data).join('\n');
    expect(data).toMatch(/"stationPinHash":"\$argon2id\$/);
    expect(data).not.toMatch(/4321|987654/);
    const tiles = h['pin-cashiers']({});
    expect(tiles.map((c) => c.id).sort()).toEqual([server.cashier.id, second.id].sort());
    expect(JSON.stringify(tiles)).not.toMatch(/argon|Hash/);
  });

  it('a cashier opens the POS with their PIN offline; a wrong PIN is refused; the shift stays with the cashier who opened it', async () => {
    net.online = false;
    await expect(h['pin-login']({ userId: server.cashier.id, pin: '1111' })).rejects.toMatchObject({ code: 'incorrect-pin' });
    await expect(h['pin-login']({ userId: server.cashier.id, pin: '12' })).rejects.toMatchObject({ kind: 'validation' });
    await expect(h['pin-login']({ userId: second.id, pin: '4321' })).rejects.toMatchObject({ code: 'incorrect-pin' });
    await expect(h['pin-login']({ userId: server.cashier.id, pin: '4321' })).resolves.toMatchObject({ id: server.cashier.id });
    expect(h.status({}).user?.id).toBe(server.cashier.id);
    const shift = h['shift-open']({ openingBalance: [{ currencyId: 1, amount: 10000 }] });
    h.logout({});
    expect(h.status({}).user).toBeNull();
    await expect(h['pin-login']({ userId: second.id, pin: '987654' })).resolves.toMatchObject({ id: second.id });
    expect(h.status({}).shift).toMatchObject({ uuid: shift.uuid, userId: server.cashier.id });
    net.online = true;
  });

  it('five wrong PINs in a row lock that cashier\'s PIN for five minutes (login-locked with its end); another cashier is not locked', async () => {
    for (let i = 0; i < LOGIN_MAX_TRIES; i++) await expect(h['pin-login']({ userId: second.id, pin: '000000' })).rejects.toMatchObject({ code: 'incorrect-pin' });
    await expect(h['pin-login']({ userId: second.id, pin: '987654' })).rejects.toMatchObject({ code: 'login-locked', extra: { lockedUntil: expect.any(String) } });
    await expect(h['pin-login']({ userId: server.cashier.id, pin: '4321' })).resolves.toMatchObject({ id: server.cashier.id });
  });

  it('a removed PIN leaves the PIN screen and opens nothing', async () => {
    expect((await setPin(server.cashier.id, null)).json().data.hasStationPin).toBe(false);
    await station.ctx.sync.syncNow();
    expect(h['pin-cashiers']({}).map((c) => c.id)).toEqual([second.id]);
    await expect(h['pin-login']({ userId: server.cashier.id, pin: '4321' })).rejects.toMatchObject({ code: 'incorrect-pin' });
  });

  it('C201: the auto-lock minutes are a provider setting the station hears (0 never locks; over 480 is 400)', async () => {
    expect(h.status({}).autoLockMinutes).toBe(0);
    expect((await inject('POST', '/providers/save', { autoLockMinutes: 481 })).statusCode).toBe(400);
    const res = await inject('POST', '/providers/save', { autoLockMinutes: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.autoLockMinutes).toBe(3);
    await station.ctx.sync.syncNow();
    expect(h.status({}).autoLockMinutes).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { documentNumberBlocks, providers } from '../../db/schema';
import { verifySecret } from '../../security/secrets';

describe('cashier stations in the back office', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const admin = await createUser(db, provider.id);
  const other = await createProvider(db);
  const otherAdmin = await createUser(db, other.id);

  const create = (body: Record<string, unknown>, cookie = admin.cookie) => app.inject({ method: 'POST', url: '/api/cashier-stations', headers: { cookie }, payload: body });

  it('creates a numbered station with a one-time pairing code, and lists it', async () => {
    const first = await create({ name: 'Window 1', cashierIdentifier: 'C1' });
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data.pairingCode).toMatch(/^[A-Z2-9-]{12}$/);
    expect(data.station).toMatchObject({ number: 1, name: 'Window 1', status: 'disconnected', paired: false, receiptBlockSize: 2000 });
    const second = (await create({ name: 'Window 2', cashierIdentifier: 'C2', receiptBlockSize: 100 })).json().data;
    expect(second.station.number).toBe(2);

    const list = await app.inject({ method: 'GET', url: '/api/cashier-stations', headers: { cookie: admin.cookie } });
    expect(list.json().data.map((s: { name: string }) => s.name)).toEqual(['Window 1', 'Window 2']);
    const foreign = await app.inject({ method: 'GET', url: '/api/cashier-stations', headers: { cookie: otherAdmin.cookie } });
    expect(foreign.json().data).toEqual([]);
  });

  it('refuses a station without a name (400, field-keyed)', async () => {
    const res = await create({ name: ' ', cashierIdentifier: 'C1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toBeDefined();
  });

  it('needs EditProviderSettings (17) to create and ViewProviderSettings (16) to list', async () => {
    const viewer = await createUser(db, provider.id, { permissions: [Permission.ViewProviderSettings] });
    expect((await create({ name: 'W', cashierIdentifier: 'C' }, viewer.cookie)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/cashier-stations', headers: { cookie: viewer.cookie } })).statusCode).toBe(200);
  });

  it('pairs once with the code, for the device, and the station shows connected', async () => {
    const { pairingCode, station } = (await create({ name: 'Pairing', cashierIdentifier: 'P1' })).json().data;
    const typed = pairingCode.toLowerCase().replace(/-/g, ' ');
    const res = await app.inject({ method: 'POST', url: '/sync/pair', payload: { code: typed, deviceId: 'device-guid-1', cashierIdentifier: 'p1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ stationId: station.id, providerId: provider.id, name: 'Pairing' });
    expect(res.json().data.token.length).toBeGreaterThan(30);

    const again = await app.inject({ method: 'POST', url: '/sync/pair', payload: { code: pairingCode, deviceId: 'device-guid-2', cashierIdentifier: 'P1' } });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('pairing-code-invalid');

    const list = (await app.inject({ method: 'GET', url: '/api/cashier-stations', headers: { cookie: admin.cookie } })).json().data;
    expect(list.find((s: { id: number }) => s.id === station.id)).toMatchObject({ status: 'connected', paired: true, deviceId: 'device-guid-1', pairingExpiresAt: null });
  });

  it('R-CASH-5: refuses a pairing with a wrong or a missing cashier identifier, and an expired code', async () => {
    const { pairingCode, station } = (await create({ name: 'Id check', cashierIdentifier: 'ID-7' })).json().data;
    // The identifier is always asked: a code alone pairs nothing.
    const missing = await app.inject({ method: 'POST', url: '/sync/pair', payload: { code: pairingCode, deviceId: 'd' } });
    expect(missing.statusCode).toBe(400);
    const empty = await app.inject({ method: 'POST', url: '/sync/pair', payload: { code: pairingCode, deviceId: 'd', cashierIdentifier: '' } });
    expect(empty.statusCode).toBe(400);
    const wrong = await app.inject({ method: 'POST', url: '/sync/pair', payload: { code: pairingCode, deviceId: 'd', cashierIdentifier: 'ID-8' } });
    expect(wrong.json().code).toBe('cashier-identifier-incorrect');
    const renewed = await app.inject({ method: 'POST', url: `/api/cashier-stations/${station.id}/pairing-code`, headers: { cookie: admin.cookie } });
    expect(renewed.statusCode).toBe(200);
    const old = await app.inject({ method: 'POST', url: '/sync/pair', payload: { code: pairingCode, deviceId: 'd', cashierIdentifier: 'ID-7' } });
    expect(old.statusCode).toBe(422);
    const ok = await app.inject({ method: 'POST', url: '/sync/pair', payload: { code: renewed.json().data.pairingCode, deviceId: 'd', cashierIdentifier: 'ID-7' } });
    expect(ok.statusCode).toBe(200);
  });

  it('revokes a station: its token is refused with a reason code, its unused numbers are voided, its data stays', async () => {
    const { pairingCode, station } = (await create({ name: 'To revoke', cashierIdentifier: 'R', receiptBlockSize: 10 })).json().data;
    const { token } = (await app.inject({ method: 'POST', url: '/sync/pair', payload: { code: pairingCode, deviceId: 'd', cashierIdentifier: 'R' } })).json().data;
    const auth = { authorization: `Bearer ${token}` };
    const pulled = await app.inject({ method: 'POST', url: '/sync/pull', headers: auth, payload: { checkpoints: {}, numbers: { receipt: { lastUsed: null } } } });
    expect(pulled.statusCode).toBe(200);

    const revoked = await app.inject({ method: 'POST', url: `/api/cashier-stations/${station.id}/revoke`, headers: { cookie: admin.cookie } });
    expect(revoked.json().data).toMatchObject({ status: 'disconnected' });
    expect(revoked.json().data.revokedAt).not.toBeNull();

    const refused = await app.inject({ method: 'POST', url: '/sync/pull', headers: auth, payload: { checkpoints: {} } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('station-revoked');
    const [block] = await db.select().from(documentNumberBlocks).where(eq(documentNumberBlocks.stationId, station.id));
    expect(block).toMatchObject({ voidFrom: block!.fromNumber, voidReason: 'station revoked' });
    const list = (await app.inject({ method: 'GET', url: '/api/cashier-stations', headers: { cookie: admin.cookie } })).json().data;
    expect(list.some((s: { id: number }) => s.id === station.id)).toBe(true);
  });

  it('another provider cannot revoke or rename the station (404)', async () => {
    const { station } = (await create({ name: 'Mine', cashierIdentifier: 'M' })).json().data;
    const res = await app.inject({ method: 'POST', url: `/api/cashier-stations/${station.id}/revoke`, headers: { cookie: otherAdmin.cookie } });
    expect(res.statusCode).toBe(404);
    const rename = await app.inject({ method: 'POST', url: `/api/cashier-stations/${station.id}`, headers: { cookie: otherAdmin.cookie }, payload: { name: 'Theirs' } });
    expect(rename.statusCode).toBe(404);
  });

  it('sets the manager code as an argon2 hash, 4 to 12 digits', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/provider/manager-code', headers: { cookie: admin.cookie }, payload: { managerCode: '12a' } });
    expect(bad.statusCode).toBe(400);
    const ok = await app.inject({ method: 'POST', url: '/api/provider/manager-code', headers: { cookie: admin.cookie }, payload: { managerCode: '975310' } });
    expect(ok.statusCode).toBe(200);
    const [row] = await db.select({ hash: providers.managerCodeHash }).from(providers).where(eq(providers.id, provider.id));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
    expect(await verifySecret(row!.hash, '975310')).toBe(true);
  });
});

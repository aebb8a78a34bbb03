import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { priceLists, products } from '../../db/schema';
import { createSession, SESSION_COOKIE } from '../session/session-store';
import { insertProduct } from '../orders/sale.fixtures';
import { createPlatformStaff } from './staff';

describe('the platform back office', async () => {
  const { app, db } = await setupTestApp();
  let n = 0;
  async function staffWith(rights?: Parameters<typeof createPlatformStaff>[1]['rights']) {
    const ids = await createPlatformStaff(db, { username: `staff${process.pid}x${Date.now()}x${++n}`, password: 'Platform123', rights });
    const { token } = await createSession(db, { id: ids.userId, providerId: ids.providerId }, false);
    return { ...ids, cookie: `${SESSION_COOKIE}=${token}` };
  }
  const admin = await staffWith();
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) => app.inject({ method, url: `/api/${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('R-PERM-19: platform staff is a role of the platform: a provider user holding every permission gets 403, anonymous 401', async () => {
    const provider = await createProvider(db);
    const owner = await createUser(db, provider.id);
    for (const [method, url] of [
      ['GET', 'platform/providers'],
      ['GET', 'platform/registrations'],
      ['POST', `platform/providers/${provider.id}/active`],
      ['GET', 'platform/promos'],
      ['GET', 'platform/staff'],
      ['GET', 'platform/agencies'],
    ] as const) {
      expect((await call(method, url, owner.cookie, method === 'POST' ? { active: false } : undefined)).statusCode, url).toBe(403);
      expect((await app.inject({ method, url: `/api/${url}` })).statusCode, url).toBe(401);
    }
    expect((await call('GET', 'platform/me', owner.cookie)).json().data).toEqual({ staff: false, rights: [] });
    expect((await call('GET', 'platform/me', admin.cookie)).json().data.staff).toBe(true);
  });

  it('R-PERM-19: view, edit and create providers are separate rights, and staff rights are changed by who holds "staff"', async () => {
    const viewer = await staffWith(['providers.view']);
    const provider = await createProvider(db);
    expect((await call('GET', 'platform/providers', viewer.cookie)).statusCode).toBe(200);
    expect((await call('POST', `platform/providers/${provider.id}/crm-module`, viewer.cookie, { active: true })).statusCode).toBe(403);
    const create = { companyName: 'Kinneret Boats', companyId: `58${Date.now()}`, email: `boats${Date.now()}@example.test`, mobile: '04-6701234', username: `boats${Date.now()}`, password: 'Boats2026x' };
    expect((await call('POST', 'platform/providers', viewer.cookie, create)).statusCode).toBe(403);
    const granted = await call('POST', `platform/staff/${viewer.userId}/rights`, admin.cookie, { rights: ['providers.view', 'providers.create'] });
    expect(granted.json().data.rights).toEqual(['providers.view', 'providers.create']);
    const created = await call('POST', 'platform/providers', viewer.cookie, create);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ name: 'Kinneret Boats', active: true, registrationStatus: null, operationStatus: 'NEW' });
    expect((await app.inject({ method: 'POST', url: '/api/authenticate', payload: { Username: create.username, Password: create.password } })).statusCode).toBe(200);
    expect((await call('POST', `platform/staff/${viewer.userId}/rights`, viewer.cookie, { rights: ['staff'] })).statusCode).toBe(403);
    expect((await call('POST', `platform/staff/${viewer.userId}/rights`, admin.cookie, { rights: ['nonsense'] })).statusCode).toBe(400);
  });

  it('R-SET-8: a provider is deactivated after a confirmation; its users stop at once and cannot log in; activated again likewise', async () => {
    const provider = await createProvider(db);
    const user = await createUser(db, provider.id);
    const ask = await call('POST', `platform/providers/${provider.id}/active`, admin.cookie, { active: false });
    expect(ask.statusCode).toBe(422);
    expect(ask.json()).toMatchObject({ code: 'confirm-provider-active', ignoreFlag: 'confirmed' });
    expect((await call('GET', 'init', user.cookie)).statusCode).toBe(200);
    const done = await call('POST', `platform/providers/${provider.id}/active`, admin.cookie, { active: false, confirmed: true });
    expect(done.json().data.active).toBe(false);
    expect((await call('GET', 'init', user.cookie)).statusCode).toBe(401);
    const auth = await app.inject({ method: 'POST', url: '/api/authenticate', payload: { Username: user.username, Password: user.password } });
    expect(auth.json().code).toBe('provider-not-active');
    expect((await call('POST', `platform/providers/${provider.id}/active`, admin.cookie, { active: true })).json().code).toBe('confirm-provider-active');
    expect((await call('POST', `platform/providers/${provider.id}/active`, admin.cookie, { active: true, confirmed: true })).json().data.active).toBe(true);
    // The platform's own account is not a provider it manages.
    expect((await call('POST', `platform/providers/${admin.providerId}/active`, admin.cookie, { active: false, confirmed: true })).statusCode).toBe(404);
    expect((await call('POST', `platform/providers/999999/active`, admin.cookie, { active: false, confirmed: true })).statusCode).toBe(404);
  });

  it('R-CRM-8: the CRM module is activated and deactivated; R-CLIENT-27: the operation status is NEW, QA OK or QA ERR', async () => {
    const provider = await createProvider(db);
    expect((await call('POST', `platform/providers/${provider.id}/crm-module`, admin.cookie, { active: true })).json().data.crmModuleActive).toBe(true);
    expect((await call('POST', `platform/providers/${provider.id}/crm-module`, admin.cookie, { active: false })).json().data.crmModuleActive).toBe(false);
    const { crmModuleActive } = await import('./providers-repo');
    expect(await crmModuleActive(db, provider.id)).toBe(false);
    for (const status of ['QA OK', 'QA ERR', 'NEW']) {
      expect((await call('POST', `platform/providers/${provider.id}/operation-status`, admin.cookie, { status })).json().data.operationStatus).toBe(status);
    }
    const bad = await call('POST', `platform/providers/${provider.id}/operation-status`, admin.cookie, { status: 'QA failed' });
    expect(bad.statusCode).toBe(400);
    const listed = (await call('GET', 'platform/providers', admin.cookie)).json().data as { id: number; operationStatus: string }[];
    expect(listed.find((p) => p.id === provider.id)?.operationStatus).toBe('NEW');
    expect(listed.some((p) => p.id === admin.providerId)).toBe(false);
  });

  it('R-TERMS-1: the commission is agreed per provider; other figures stay the platform’s', async () => {
    const provider = await createProvider(db);
    expect((await call('GET', `platform/providers/${provider.id}/terms`, admin.cookie)).json().data).toMatchObject({ commissionBp: 2000, freeOrderFeePerTicket: 200, providerCancellationFeeBp: 300, refundWithinDays: 10, payoutDays: [15, 30] });
    const saved = await call('POST', `platform/providers/${provider.id}/terms`, admin.cookie, { commissionBp: 1250 });
    expect(saved.json().data).toMatchObject({ commissionBp: 1250, freeOrderFeePerTicket: 200 });
    expect((await call('POST', `platform/providers/${provider.id}/terms`, admin.cookie, { commissionBp: 10_001 })).statusCode).toBe(400);
  });

  it('R-FILE-7: a banner is best at 1280x250 and 350x220 on mobile; another size asks first', async () => {
    const png = async (width: number, height: number) => `data:image/png;base64,${(await sharp({ create: { width, height, channels: 3, background: '#3366aa' } }).png().toBuffer()).toString('base64')}`;
    const body = { title: 'Summer on the Kinneret', fromDate: '2026-06-01', toDate: '2026-08-31', desktopImage: await png(1280, 250), mobileImage: await png(350, 220) };
    const ok = await call('POST', 'platform/promos', admin.cookie, body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ desktopWidth: 1280, desktopHeight: 250, mobileWidth: 350, mobileHeight: 220 });
    const off = { ...body, mobileImage: await png(400, 300) };
    const warned = await call('POST', 'platform/promos', admin.cookie, off);
    expect(warned.statusCode).toBe(422);
    expect(warned.json()).toMatchObject({ code: 'banner-size-not-best', ignoreFlag: 'confirmed' });
    expect((await call('POST', 'platform/promos', admin.cookie, { ...off, confirmed: true })).json().data.mobileWidth).toBe(400);
    const notPicture = await call('POST', 'platform/promos', admin.cookie, { ...body, desktopImage: 'data:image/png;base64,AAAA' });
    expect(notPicture.statusCode).toBe(400);
    expect(Object.keys(notPicture.json().errors)).toEqual(['desktopImage']);
    const promoter = await staffWith(['providers.view']);
    expect((await call('POST', 'platform/promos', promoter.cookie, body)).statusCode).toBe(403);
  });

  it('R-SET-3: at most 15 digital-contract extra fields, per provider', async () => {
    const a = await createProvider(db);
    const b = await createProvider(db);
    const ownerA = await createUser(db, a.id);
    const ownerB = await createUser(db, b.id);
    const fields = (count: number) => Array.from({ length: count }, (_, i) => ({ label: `Field ${i + 1}`, required: i === 0 }));
    const fifteen = await call('POST', 'provider/contract-extra-fields', ownerA.cookie, { fields: fields(15) });
    expect(fifteen.statusCode, fifteen.body).toBe(200);
    expect(fifteen.json().data).toHaveLength(15);
    const sixteen = await call('POST', 'provider/contract-extra-fields', ownerA.cookie, { fields: fields(16) });
    expect([sixteen.statusCode, sixteen.json().code]).toEqual([422, 'contract-fields-too-many']);
    expect((await call('GET', 'provider/contract-extra-fields', ownerA.cookie)).json().data).toHaveLength(15);
    expect((await call('GET', 'provider/contract-extra-fields', ownerB.cookie)).json().data).toEqual([]);
    const reader = await createUser(db, a.id, { permissions: [Permission.ViewProviderSettings] });
    expect((await call('POST', 'provider/contract-extra-fields', reader.cookie, { fields: [] })).statusCode).toBe(403);
  });

  it('R-PROD-10: on-request products are not on the public site', async () => {
    const provider = await createProvider(db);
    const instant = await insertProduct(db, provider.id);
    const onRequest = await insertProduct(db, provider.id, { autoConfirm: false });
    const notOnAir = await insertProduct(db, provider.id);
    await db.update(products).set({ onAir: true }).where(eq(products.id, instant.productId));
    await db.update(products).set({ onAir: true }).where(eq(products.id, onRequest.productId));
    const listed = async () => ((await app.inject({ method: 'GET', url: `/api/public/products?providerId=${provider.id}` })).json().data as { id: number }[]).map((p) => p.id);
    expect(await listed()).toEqual([instant.productId]);
    expect(await listed()).not.toContain(notOnAir.productId);
    // Its on-request list paused: the product sells at once again and is listed.
    await db.update(priceLists).set({ active: false }).where(eq(priceLists.id, onRequest.priceListId));
    expect((await listed()).sort()).toEqual([instant.productId, onRequest.productId].sort());
  });
});

import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { providers } from '../../db/schema';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { hashSecret } from '../../security/secrets';

describe('provider settings', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db, { name: 'Desert Jeeps' });
  const admin = await createUser(db, provider.id);
  const other = await createProvider(db, { name: 'Other Provider', email: 'other@example.test' });
  const otherAdmin = await createUser(db, other.id);

  const get = (url: string, cookie = admin.cookie) => app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
  const post = (url: string, payload: object, cookie = admin.cookie) => app.inject({ method: 'POST', url: `/api${url}`, headers: { cookie }, payload });
  const save = (payload: object, cookie = admin.cookie) => post('/providers/save', payload, cookie);
  const settings = async () => (await get('/get-provider-settings')).json().data;

  describe('access', () => {
    it('needs a login, ViewProviderSettings (16) to read and EditProviderSettings (17) to change', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/get-provider-settings' })).statusCode).toBe(401);
      const seller = await createUser(db, provider.id, { permissions: [Permission.ViewOrders] });
      const denied = await get('/get-provider-settings', seller.cookie);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().title).toBe('No permission');

      const viewer = await createUser(db, provider.id, { permissions: [Permission.ViewProviderSettings] });
      for (const url of ['/get-provider-settings', `/provider-setting/${provider.id}`, '/get-provider-address']) expect((await get(url, viewer.cookie)).statusCode, url).toBe(200);
      expect((await save({ name: 'Renamed' }, viewer.cookie)).statusCode).toBe(403);
      expect((await post('/save-provider-address', { address: 'x' }, viewer.cookie)).statusCode).toBe(403);
      expect((await post('/provider/autoPrintReceipt', { value: true }, viewer.cookie)).statusCode).toBe(403);
    });
  });

  describe('GET get-provider-settings and provider-setting/{id}', () => {
    it("answers the caller's provider with its defaults", async () => {
      expect(await settings()).toEqual({
        id: provider.id,
        name: 'Desert Jeeps',
        companyId: null,
        companyName: null,
        nameOfTheBusinessForInvoice: null,
        address: null,
        website: null,
        email: null,
        mobile: null,
        operationContact: { name: null, phone: null, email: null },
        financeContact: { name: null, phone: null, email: null },
        vatType: 'IncVat',
        vatPercent: 18,
        currencyId: 1,
        timezone: 'Asia/Jerusalem',
        language: 'he-IL',
        autoPrintReceipt: false,
        cCardMaxCountPayments: 12,
        shiftDifferenceLimit: 5000,
        autoLockMinutes: 0,
        orderSourceOptions: [],
        firstDayOfWeek: 'SUN',
        hasManagerCode: false,
        managerCodeNeedsRenewal: false,
      });
    });

    it('says whether a manager code is set, never the code or its hash', async () => {
      const set = await post('/provider/manager-code', { managerCode: '246813' });
      expect(set.statusCode).toBe(200);
      const res = await get('/get-provider-settings');
      expect(res.json().data.hasManagerCode).toBe(true);
      expect(res.body).not.toMatch(/argon|246813|managerCodeHash/);
      expect((await get(`/provider-setting/${provider.id}`)).body).not.toMatch(/argon|246813/);
    });

    it('a code set before the 6-digit rule keeps its hash and asks for renewal; a new code clears that', async () => {
      await db.update(providers).set({ managerCodeHash: await hashSecret('2468'), managerCodeMeetsRule: false }).where(eq(providers.id, provider.id));
      expect((await get('/get-provider-settings')).json().data).toMatchObject({ hasManagerCode: true, managerCodeNeedsRenewal: true });
      expect((await post('/provider/manager-code', { managerCode: '97531086' })).statusCode).toBe(200);
      expect((await get('/get-provider-settings')).json().data).toMatchObject({ hasManagerCode: true, managerCodeNeedsRenewal: false });
    });

    it('a new manager code has 6 to 12 digits: a 4- or 5-digit code is refused with a field error', async () => {
      for (const managerCode of ['2468', '13579', '1234567890123']) {
        const res = await post('/provider/manager-code', { managerCode });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors.managerCode).toEqual(['The manager code is 6 to 12 digits.']);
      }
      expect((await post('/provider/manager-code', { managerCode: '864213' })).statusCode).toBe(200);
    });

    it("provider-setting/{id} answers only the caller's own provider; another id is not found", async () => {
      expect((await get(`/provider-setting/${provider.id}`)).json().data.name).toBe('Desert Jeeps');
      const theirs = await get(`/provider-setting/${other.id}`);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).not.toContain('Other Provider');
      expect((await get('/provider-setting/999999')).statusCode).toBe(404);
    });
  });

  describe('POST providers/save', () => {
    const full = {
      name: '  Desert Jeeps Ltd  ',
      companyId: '515555555',
      companyName: 'Desert Jeeps Ltd',
      nameOfTheBusinessForInvoice: 'Desert Jeeps',
      address: '1 Dune Road, Eilat',
      website: 'https://jeeps.example.test',
      email: 'office@jeeps.example.test',
      mobile: '+972-50-1234567',
      operationContact: { name: 'Ops Dana', phone: '050-1111111', email: 'ops@jeeps.example.test' },
      financeContact: { name: 'Fin Avi', phone: '050 2222222', email: 'finance@jeeps.example.test' },
      vatType: 'IncVat',
      vatPercent: 17.5,
      currencyId: 1,
      timezone: 'Europe/London',
      language: 'en-US',
      autoPrintReceipt: true,
      cCardMaxCountPayments: 36,
      shiftDifferenceLimit: 2500,
      autoLockMinutes: 15,
      orderSourceOptions: [' Phone ', 'Walk-in', 'W'.repeat(30)],
      firstDayOfWeek: 'MON',
    };

    it('saves every field and answers the settings as stored (trimmed)', async () => {
      const res = await save(full);
      expect(res.statusCode).toBe(200);
      const expected = { ...full, name: 'Desert Jeeps Ltd', orderSourceOptions: ['Phone', 'Walk-in', 'W'.repeat(30)], id: provider.id, hasManagerCode: true, managerCodeNeedsRenewal: false };
      expect(res.json().data).toEqual(expected);
      expect(await settings()).toEqual(expected);
    });

    it('R-SET-5: VAT type IncVat or NoVat; the percent 0 to 100 with up to 2 decimals, stored as basis points', async () => {
      expect((await save({ vatType: 'NoVat', vatPercent: 0 })).json().data).toMatchObject({ vatType: 'NoVat', vatPercent: 0 });
      expect((await save({ vatType: 'IncVat', vatPercent: 17.25 })).json().data).toMatchObject({ vatType: 'IncVat', vatPercent: 17.25 });
      const [row] = await db.select({ bp: providers.vatRateBp }).from(providers).where(eq(providers.id, provider.id));
      expect(row!.bp).toBe(1725);
      expect((await save({ vatPercent: 100 })).statusCode).toBe(200);

      for (const bad of [{ vatPercent: 17.255 }, { vatPercent: -1 }, { vatPercent: 100.01 }, { vatType: 'Vat' }, { vatPercent: '18' }]) {
        const res = await save(bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(Object.keys(res.json().errors), JSON.stringify(bad)).toEqual([Object.keys(bad)[0]]);
      }
      await save({ vatPercent: 18 });
    });

    it('keeps the fields left out, and clears a nullable one sent as null or blank', async () => {
      await save(full);
      const res = await save({ website: null, mobile: '  ', financeContact: { phone: null } });
      expect(res.json().data).toMatchObject({ name: 'Desert Jeeps Ltd', website: null, mobile: null, email: full.email, financeContact: { name: 'Fin Avi', phone: null, email: full.financeContact.email } });
      expect((await save({})).json().data.companyName).toBe('Desert Jeeps Ltd');
    });

    it('checks e-mails, phones, the name and the time zone and currency, all at once', async () => {
      const res = await save({
        name: '   ',
        email: 'not-an-email',
        mobile: 'call me',
        operationContact: { email: 'ops@' },
        financeContact: { phone: '12' },
        timezone: 'Mars/Olympus',
        currencyId: 99,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        name: ['Name is required.'],
        email: ['E-mail is not valid.'],
        mobile: ['Phone number is not valid.'],
        'operationContact.email': ['E-mail is not valid.'],
        'financeContact.phone': ['Phone number is not valid.'],
        timezone: ['Unknown time zone.'],
        currencyId: ['Unknown currency.'],
      });
      expect((await settings()).email).toBe(full.email);
    });

    it('R-SET-2: at most 10 order source options, each a required name up to 30 characters, no two alike', async () => {
      const ten = Array.from({ length: 10 }, (_, i) => `Source ${i + 1}`);
      expect((await save({ orderSourceOptions: ten })).json().data.orderSourceOptions).toEqual(ten);

      const eleven = await save({ orderSourceOptions: [...ten, 'Source 11'] });
      expect(eleven.statusCode).toBe(400);
      expect(eleven.json().errors).toEqual({ orderSourceOptions: ['At most 10 order source options.'] });

      const bad = await save({ orderSourceOptions: ['Phone', ' ', 'X'.repeat(31), 'phone '] });
      expect(bad.json().errors).toEqual({
        'orderSourceOptions[1]': ['Name is required.'],
        'orderSourceOptions[2]': ['Name must be at most 30 characters.'],
        'orderSourceOptions[3]': ['Name is already in the list.'],
      });
      expect((await settings()).orderSourceOptions).toEqual(ten);
      expect((await save({ orderSourceOptions: [] })).json().data.orderSourceOptions).toEqual([]);
    });

    it('cCardMaxCountPayments is 1 to 36 and the shift difference limit is minor units from 0', async () => {
      for (const bad of [{ cCardMaxCountPayments: 0 }, { cCardMaxCountPayments: 37 }, { cCardMaxCountPayments: 2.5 }, { shiftDifferenceLimit: -1 }, { shiftDifferenceLimit: 12.5 }]) {
        expect((await save(bad)).statusCode, JSON.stringify(bad)).toBe(400);
      }
      expect((await save({ cCardMaxCountPayments: 1, shiftDifferenceLimit: 0 })).json().data).toMatchObject({ cCardMaxCountPayments: 1, shiftDifferenceLimit: 0 });
    });

    it("changes only the caller's provider", async () => {
      await save({ name: 'Desert Jeeps', email: 'mine@example.test' });
      const [theirs] = await db.select().from(providers).where(eq(providers.id, other.id));
      expect(theirs).toMatchObject({ name: 'Other Provider', email: 'other@example.test' });
      expect((await get('/get-provider-settings', otherAdmin.cookie)).json().data.name).toBe('Other Provider');
    });
  });

  describe('address', () => {
    it('saves the address with its point on the map; coordinates go together', async () => {
      const saved = await post('/save-provider-address', { address: ' 5 Harbour St, Eilat ', latitude: 29.55, longitude: 34.95 });
      expect(saved.json().data).toEqual({ address: '5 Harbour St, Eilat', latitude: 29.55, longitude: 34.95 });
      expect((await get('/get-provider-address')).json().data).toEqual({ address: '5 Harbour St, Eilat', latitude: 29.55, longitude: 34.95 });
      expect((await post('/save-provider-address', { address: '6 Harbour St' })).json().data).toEqual({ address: '6 Harbour St', latitude: 29.55, longitude: 34.95 });

      const half = await post('/save-provider-address', { address: 'x', latitude: 30, longitude: null });
      expect(half.json().errors).toEqual({ longitude: ['Latitude and longitude go together.'] });
      expect((await post('/save-provider-address', { address: ' ' })).json().errors).toEqual({ address: ['Address is required.'] });
      expect((await post('/save-provider-address', { address: 'x', latitude: 91, longitude: 0 })).statusCode).toBe(400);
      expect((await get('/get-provider-address', otherAdmin.cookie)).json().data.address).toBeNull();
    });
  });

  describe('POST provider/autoPrintReceipt', () => {
    it('turns printing the receipt after a sale on and off; the session data follows', async () => {
      const on = await post('/provider/autoPrintReceipt', { value: true });
      expect(on.json()).toEqual({ data: true });
      expect((await settings()).autoPrintReceipt).toBe(true);
      expect((await get('/init')).json().data.provider.autoPrintReceipt).toBe(true);
      await post('/provider/autoPrintReceipt', { value: false });
      expect((await settings()).autoPrintReceipt).toBe(false);
      expect((await post('/provider/autoPrintReceipt', { value: 'yes' })).statusCode).toBe(400);
      expect((await get('/get-provider-settings', otherAdmin.cookie)).json().data.autoPrintReceipt).toBe(false);
    });
  });
});

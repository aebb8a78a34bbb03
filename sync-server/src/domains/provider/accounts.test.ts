import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { banks } from '../../db/schema';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';

describe('provider bank accounts', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const admin = await createUser(db, provider.id);
  const cashier = await createUser(db, provider.id, { permissions: [Permission.Cashier] });
  const other = await createProvider(db);
  const otherAdmin = await createUser(db, other.id);
  const [bank] = await db.select().from(banks).orderBy(asc(banks.id)).limit(1);

  const saveAccount = (payload: object, cookie = admin.cookie) => app.inject({ method: 'POST', url: '/api/provider/accounts/save', headers: { cookie }, payload });
  const list = async (path: string, cookie = admin.cookie) => (await app.inject({ method: 'GET', url: `/api/${path}`, headers: { cookie } })).json().data;
  const remove = (id: number, cookie = admin.cookie) => app.inject({ method: 'DELETE', url: `/api/provider/accounts/delete/${id}`, headers: { cookie } });
  const account = (extra: object = {}) => ({ name: 'Main', bankId: bank!.id, branchNumber: '123', accountNumber: '456789', currencyIds: [1], ...extra });

  it('saves an account and lists it in getAccounts and providerAccounts for any logged-in user', async () => {
    const res = await saveAccount(account({ name: ' Main ', externalAccount: ' 4001 ', currencyIds: [2, 1, 2] }));
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved).toEqual({ id: expect.any(Number), name: 'Main', bankId: bank!.id, bankCode: bank!.code, bankName: bank!.name, branchNumber: '123', accountNumber: '456789', externalAccount: '4001', currencyIds: [1, 2] });
    for (const path of ['getAccounts', 'providerAccounts']) {
      expect(await list(path, cashier.cookie), path).toEqual([saved]);
      expect(await list(path, otherAdmin.cookie), path).toEqual([]);
    }
  });

  it('R-SET-1: bank, branch, currency and number are required', async () => {
    const res = await saveAccount({ name: 'Empty' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      bankId: ['Bank is required.'],
      branchNumber: ['Branch is required.'],
      accountNumber: ['Account number is required.'],
      currencyIds: ['Currency is required.'],
    });
    const blank = await saveAccount(account({ branchNumber: ' ', accountNumber: null, currencyIds: [] }));
    expect(Object.keys(blank.json().errors).sort()).toEqual(['accountNumber', 'branchNumber', 'currencyIds']);
  });

  it('R-SET-1: the number is digits only and longer than 3 digits (the reading chosen in DECISIONS.md)', async () => {
    expect((await saveAccount(account({ accountNumber: '12-345' }))).json().errors).toEqual({ accountNumber: ['Account number is digits only.'] });
    expect((await saveAccount(account({ accountNumber: '123' }))).json().errors).toEqual({ accountNumber: ['Account number must be longer than 3 digits.'] });
    expect((await saveAccount(account({ accountNumber: '1234' }))).statusCode).toBe(200);
    expect((await saveAccount(account({ accountNumber: '1'.repeat(21) }))).statusCode).toBe(400);
    expect((await saveAccount(account({ branchNumber: '12a' }))).json().errors).toEqual({ branchNumber: ['Branch number is digits only.'] });
  });

  it('refuses an unknown bank or currency', async () => {
    const res = await saveAccount(account({ bankId: 999_999, currencyIds: [1, 77] }));
    expect(res.json().errors).toEqual({ bankId: ['Unknown bank.'], currencyIds: ['Unknown currency.'] });
  });

  it('changes an account with its id, deletes it, and never touches another provider’s', async () => {
    const { id } = (await saveAccount(account({ accountNumber: '99990000' }))).json().data;
    const changed = await saveAccount(account({ id, name: 'Dollars', accountNumber: '99990001', currencyIds: [2] }));
    expect(changed.json().data).toMatchObject({ id, name: 'Dollars', accountNumber: '99990001', currencyIds: [2] });

    expect((await saveAccount(account({ id, name: 'Stolen' }), otherAdmin.cookie)).statusCode).toBe(404);
    expect((await remove(id, otherAdmin.cookie)).statusCode).toBe(404);
    expect((await remove(id, cashier.cookie)).statusCode).toBe(403);

    expect((await remove(id)).json()).toEqual({ data: true });
    expect((await list('providerAccounts')).map((a: { id: number }) => a.id)).not.toContain(id);
    expect((await remove(id)).statusCode).toBe(404);
    expect((await saveAccount(account({ id }))).statusCode).toBe(404);
  });
});

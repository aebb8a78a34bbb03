import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { ALLOCATION_THRESHOLDS, allocationThresholdOn, needsAllocation } from '@pos/shared/accounting/israel-invoice';
import { documentNumberSequences, providerAccounting, providers } from '../../../db/schema';
import { createProvider, createUser, setupTestApp } from '../../../test/test-app';
import { decryptSecret, encryptSecret } from './secret';
import { taxStatusOf } from './tax-status';
import { allocationCredentialsOf } from './accounting-repo';

/** Valid Israeli VAT / company numbers (the identity-number check digit). */
const VAT = '123456782';
const OTHER_VAT = '514713288';

describe('accounting settings: provider/accounting-info (C163, C164)', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db, { name: 'Desert Jeeps', companyName: 'Desert Jeeps Ltd' });
  const admin = await createUser(db, provider.id);
  const other = await createProvider(db, { name: 'Other' });
  const otherAdmin = await createUser(db, other.id);

  const get = (cookie = admin.cookie) => app.inject({ method: 'GET', url: '/api/provider/accounting-info', headers: { cookie } });
  const post = (payload: object, cookie = admin.cookie) => app.inject({ method: 'POST', url: '/api/provider/accounting-info', headers: { cookie }, payload });
  const sequence = async (providerId: number, docType: string) =>
    (await db.select().from(documentNumberSequences).where(and(eq(documentNumberSequences.providerId, providerId), eq(documentNumberSequences.docType, docType))))[0]?.lastNumber ?? null;

  it('R-PERM-11 area: reading needs ViewProviderSettings (16), saving EditProviderSettings (17); no login is 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/provider/accounting-info' })).statusCode).toBe(401);
    const seller = await createUser(db, provider.id, { permissions: [Permission.ViewOrders, Permission.CreateInvoices] });
    expect((await get(seller.cookie)).statusCode).toBe(403);
    const viewer = await createUser(db, provider.id, { permissions: [Permission.ViewProviderSettings] });
    expect((await get(viewer.cookie)).statusCode).toBe(200);
    const denied = await post({ taxStatus: 'ExemptDealer' }, viewer.cookie);
    expect(denied.statusCode).toBe(403);
    expect(await taxStatusOf(db, provider.id)).toBe('LicensedDealer');
  });

  it('answers the defaults: the provider’s own name, no numbering set, the thresholds by date', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const info = res.json().data;
    expect(info).toMatchObject({ businessName: 'Desert Jeeps Ltd', vatNumber: '', taxStatus: 'LicensedDealer', address: '', externalSystem: null, allocationClientId: '', hasAllocationSecret: false });
    expect(info.numbering.map((n: { docType: string }) => n.docType)).toEqual(['receipt', 'invoice', 'invoice-receipt', 'proforma', 'credit-invoice', 'refund']);
    expect(info.numbering.every((n: { startNumber: number | null; locked: boolean }) => n.startNumber === null && !n.locked)).toBe(true);
    expect(info.allocationThresholds).toEqual(ALLOCATION_THRESHOLDS);
  });

  it('saves the business details on the provider, the tax status and R-SET-6 external system; isolated per provider', async () => {
    const res = await post({ businessName: 'Desert Jeeps Tours', vatNumber: VAT, taxStatus: 'LicensedDealer', address: '1 Arava Rd, Eilat', externalSystem: 'Hashavshevet', externalSystemCode: 'DJ-7' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ businessName: 'Desert Jeeps Tours', vatNumber: VAT, address: '1 Arava Rd, Eilat', externalSystem: 'Hashavshevet', externalSystemCode: 'DJ-7' });
    const [row] = await db.select().from(providers).where(eq(providers.id, provider.id));
    expect(row).toMatchObject({ nameOfTheBusinessForInvoice: 'Desert Jeeps Tours', companyId: VAT, address: '1 Arava Rd, Eilat' });

    expect((await post({ externalSystem: 'Eshkol' })).json().data.externalSystem).toBe('Eshkol');
    // R-SET-6: only Hashavshevet or Eshkol.
    const bad = await post({ externalSystem: 'Priority' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toContain('externalSystem');

    // The other provider sees its own settings only, and its save never touches this one.
    expect((await get(otherAdmin.cookie)).json().data).toMatchObject({ businessName: 'Other', externalSystem: null });
    await post({ externalSystem: 'Hashavshevet', vatNumber: OTHER_VAT }, otherAdmin.cookie);
    expect((await get()).json().data).toMatchObject({ externalSystem: 'Eshkol', vatNumber: VAT });
  });

  it('R-SET-6: the journal import\'s ledger accounts (Hashavshevet MOVEIN, issue 19) are saved, kept when left out, cleared by \'\', at most 15 characters', async () => {
    const saved = await post({ ledgerAccounts: { customers: ' 30000 ', income: '40000', vat: '22000', receipts: '10000' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.ledgerAccounts).toEqual({ customers: '30000', income: '40000', vat: '22000', receipts: '10000' });
    expect((await post({ ledgerAccounts: { receipts: '' } })).json().data.ledgerAccounts).toEqual({ customers: '30000', income: '40000', vat: '22000', receipts: '' });
    const long = await post({ ledgerAccounts: { income: '1234567890123456' } });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().errors).join()).toContain('income');
    const tab = await post({ ledgerAccounts: { vat: '22\t000' } });
    expect(tab.statusCode).toBe(400);
    expect(tab.json().errors['ledgerAccounts.vat']).toBeDefined();
    expect((await get(otherAdmin.cookie)).json().data.ledgerAccounts).toEqual({ customers: '', income: '', vat: '', receipts: '' });
  });

  it('the tax status decides taxStatusOf; before any save it follows the VAT type', async () => {
    const exempt = await createProvider(db, { name: 'Small Guide', vatType: 'NoVat' });
    expect(await taxStatusOf(db, exempt.id)).toBe('ExemptDealer');
    expect((await post({ taxStatus: 'ExemptDealer' })).statusCode).toBe(200);
    expect(await taxStatusOf(db, provider.id)).toBe('ExemptDealer');
    await post({ taxStatus: 'LicensedDealer' });
    expect(await taxStatusOf(db, provider.id)).toBe('LicensedDealer');
  });

  it('bad input is 400 with field errors: VAT number check digit, empty name, a type twice', async () => {
    const res = await post({ vatNumber: '123456789', businessName: '  ', numbering: [{ docType: 'invoice', startNumber: 5 }, { docType: 'invoice', startNumber: 6 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ vatNumber: ['invalid-vat-number'], businessName: ['Business name is required.'], 'numbering[1].docType': ['Document type is given twice.'] });
    expect((await post({ numbering: [{ docType: 'invoice', startNumber: 0 }] })).statusCode).toBe(400);
    expect((await post({ numbering: [{ docType: 'delivery-note', startNumber: 1 }] })).statusCode).toBe(400);
    expect(await sequence(provider.id, 'invoice')).toBeNull();
  });

  it('R-INV-3: a starting number is written to the sequence as lastNumber = start - 1, and may change while unused', async () => {
    const res = await post({ numbering: [{ docType: 'invoice', startNumber: 1000 }, { docType: 'receipt', startNumber: 1 }] });
    expect(res.statusCode).toBe(200);
    expect(await sequence(provider.id, 'invoice')).toBe(999);
    expect(await sequence(provider.id, 'receipt')).toBe(0);
    const numbering = res.json().data.numbering as { docType: string; startNumber: number | null; lastUsed: number | null; locked: boolean }[];
    expect(numbering.find((n) => n.docType === 'invoice')).toEqual({ docType: 'invoice', startNumber: 1000, lastUsed: null, locked: false });
    expect((await post({ numbering: [{ docType: 'invoice', startNumber: 500 }] })).statusCode).toBe(200);
    expect(await sequence(provider.id, 'invoice')).toBe(499);
    expect(await sequence(other.id, 'invoice')).toBeNull();
  });

  it('R-INV-3: once a number is used the start cannot go lower (no number reused) nor higher (no gap); the whole save is refused', async () => {
    await post({ numbering: [{ docType: 'invoice-receipt', startNumber: 100 }] });
    // The ledger took numbers 100..102.
    await db.update(documentNumberSequences).set({ lastNumber: 102 }).where(and(eq(documentNumberSequences.providerId, provider.id), eq(documentNumberSequences.docType, 'invoice-receipt')));
    const lower = await post({ externalSystemCode: 'CHANGED', numbering: [{ docType: 'invoice-receipt', startNumber: 50 }] });
    expect(lower.statusCode).toBe(422);
    expect(lower.json()).toMatchObject({ code: 'document-number-already-used' });
    // Nothing half-written: the other field of the same save was not stored.
    expect((await get()).json().data.externalSystemCode).not.toBe('CHANGED');
    const higher = await post({ numbering: [{ docType: 'invoice-receipt', startNumber: 200 }] });
    expect(higher.statusCode).toBe(422);
    expect(higher.json().code).toBe('document-numbering-started');
    expect(await sequence(provider.id, 'invoice-receipt')).toBe(102);
    // The same start again is no change.
    expect((await post({ numbering: [{ docType: 'invoice-receipt', startNumber: 100 }] })).statusCode).toBe(200);
    const shown = (await get()).json().data.numbering.find((n: { docType: string }) => n.docType === 'invoice-receipt');
    expect(shown).toEqual({ docType: 'invoice-receipt', startNumber: 100, lastUsed: 102, locked: true });
  });

  it('numbers handed out before the settings existed count as used', async () => {
    const legacy = await createProvider(db, { name: 'Legacy' });
    const legacyAdmin = await createUser(db, legacy.id);
    await db.insert(documentNumberSequences).values({ providerId: legacy.id, docType: 'receipt', lastNumber: 40 });
    const res = await post({ numbering: [{ docType: 'receipt', startNumber: 10 }] }, legacyAdmin.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('document-number-already-used');
  });

  it('the allocation secret is stored encrypted, never answered, kept when not resent, and can be cleared', async () => {
    const res = await post({ allocationClientId: 'client-djt', allocationSecret: 's3cret-value' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('s3cret-value');
    expect(res.json().data).toMatchObject({ allocationClientId: 'client-djt', hasAllocationSecret: true });
    const [row] = await db.select().from(providerAccounting).where(eq(providerAccounting.providerId, provider.id));
    expect(row!.allocationSecretEncrypted).not.toContain('s3cret-value');
    expect(decryptSecret(row!.allocationSecretEncrypted)).toBe('s3cret-value');
    expect(await allocationCredentialsOf(db, provider.id)).toEqual({ clientId: 'client-djt', clientSecret: 's3cret-value' });

    await post({ allocationClientId: 'client-djt-2' });
    expect(await allocationCredentialsOf(db, provider.id)).toEqual({ clientId: 'client-djt-2', clientSecret: 's3cret-value' });
    expect((await get()).body).not.toContain('s3cret-value');
    expect((await post({ clearAllocationSecret: true })).json().data.hasAllocationSecret).toBe(false);
    expect(await allocationCredentialsOf(db, provider.id)).toBeNull();
  });

  it('a secret cannot be stored under the development key in production', () => {
    expect(() => encryptSecret('x', { NODE_ENV: 'production' })).toThrow(/ACCOUNTING_SECRET_KEY/);
    const stored = encryptSecret('x', { NODE_ENV: 'production', ACCOUNTING_SECRET_KEY: 'k1' });
    expect(decryptSecret(stored, { ACCOUNTING_SECRET_KEY: 'k1' })).toBe('x');
    expect(() => decryptSecret(stored, { ACCOUNTING_SECRET_KEY: 'k2' })).toThrow();
  });
});

describe('Israel Invoice threshold: a dated setting', () => {
  it('is in force from its first day: 25,000 (2024-05-05), 20,000 (2025), 10,000 (2026-01-01), 5,000 (2026-06-01), in minor units before VAT', () => {
    expect(allocationThresholdOn('2024-05-04')).toBeNull();
    expect(allocationThresholdOn('2024-05-05')?.amountBeforeVat).toBe(2_500_000);
    expect(allocationThresholdOn('2025-07-01')?.amountBeforeVat).toBe(2_000_000);
    expect(allocationThresholdOn('2026-05-31')?.amountBeforeVat).toBe(1_000_000);
    expect(allocationThresholdOn('2026-06-01')?.amountBeforeVat).toBe(500_000);
  });

  it('a licensed dealer’s tax invoice to a buyer with a VAT number above the threshold of its date needs a number', () => {
    const base = { docType: 'invoice', sellerTaxStatus: 'LicensedDealer' as const, buyerVatNumber: VAT, amountBeforeVat: 500_001, date: '2026-06-01' };
    expect(needsAllocation(base)).toBe(true);
    expect(needsAllocation({ ...base, docType: 'invoice-receipt' })).toBe(true);
    expect(needsAllocation({ ...base, amountBeforeVat: 500_000 })).toBe(false);
    expect(needsAllocation({ ...base, date: '2026-05-31' })).toBe(false);
    expect(needsAllocation({ ...base, buyerVatNumber: '' })).toBe(false);
    expect(needsAllocation({ ...base, buyerVatNumber: null })).toBe(false);
    expect(needsAllocation({ ...base, sellerTaxStatus: 'ExemptDealer' })).toBe(false);
    expect(needsAllocation({ ...base, docType: 'receipt' })).toBe(false);
    expect(needsAllocation({ ...base, docType: 'proforma' })).toBe(false);
  });
});

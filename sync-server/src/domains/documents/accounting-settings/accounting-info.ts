/**
 * C163/C164 provider/accounting-info: the caller's provider's accounting settings. The business
 * name, VAT or company number and address are the provider's own fields (the provider domain
 * keeps them); the tax status, the external accounting system (R-SET-6), the numbering (R-INV-3)
 * and the allocation service's credentials are kept here. The secret is encrypted and never answered.
 */
import { FieldErrorCollector, notFound } from '@pos/shared/errors';
import { isValidIsraeliId } from '@pos/shared/employees';
import { allocationThresholdOn } from '@pos/shared/accounting/israel-invoice';
import { allocationThresholds, LEDGER_ACCOUNT_KINDS, type AccountingInfo, type AccountingInfoInput } from '@pos/shared/api/accounting';
import type { Db, Tx } from '../../../db/client';
import { findProviderSettings, updateProviderSettings, type ProviderSettingsChange } from '../../provider/settings-repo';
import { findAccounting, saveAccounting, type AccountingChange } from './accounting-repo';
import { loadNumbering, setStartNumber } from './numbering';
import { encryptSecret } from './secret';
import { taxStatusFrom } from './tax-status';

/** Today in Israel (YYYY-MM-DD): the day the threshold in force is shown for. */
export function israelToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export async function loadAccountingInfo(tx: Tx, providerId: number, now = new Date()): Promise<AccountingInfo> {
  const provider = await findProviderSettings(tx, providerId);
  if (!provider) throw notFound('Provider');
  const row = await findAccounting(tx, providerId);
  return {
    businessName: provider.nameOfTheBusinessForInvoice ?? provider.companyName ?? provider.name,
    vatNumber: provider.companyId ?? '',
    taxStatus: taxStatusFrom(row?.taxStatus ?? null, provider.vatType),
    address: provider.address ?? '',
    externalSystem: row?.externalSystem === 'Hashavshevet' || row?.externalSystem === 'Eshkol' ? row.externalSystem : null,
    externalSystemCode: row?.externalSystemCode ?? '',
    ledgerAccounts: { customers: row?.customersAccount ?? '', income: row?.incomeAccount ?? '', vat: row?.vatAccount ?? '', receipts: row?.receiptsAccount ?? '' },
    numbering: await loadNumbering(tx, providerId),
    allocationClientId: row?.allocationClientId ?? '',
    hasAllocationSecret: (row?.allocationSecretEncrypted ?? '') !== '',
    allocationThresholds: allocationThresholds(),
    allocationThresholdToday: allocationThresholdOn(israelToday(now)),
  };
}

/** C164: checks every field at once (400), then writes everything in one transaction (a refused start number writes nothing: 422). */
export async function saveAccountingInfo(db: Db, actor: { providerId: number; userId: number }, input: AccountingInfoInput): Promise<AccountingInfo> {
  const errors = new FieldErrorCollector();
  const businessName = input.businessName?.trim();
  if (businessName !== undefined) errors.check(businessName !== '', 'businessName', 'Business name is required.');
  if (input.vatNumber) errors.check(isValidIsraeliId(input.vatNumber), 'vatNumber', 'invalid-vat-number');
  const types = (input.numbering ?? []).map((n) => n.docType);
  types.forEach((t, i) => errors.check(types.indexOf(t) === i, `numbering[${i}].docType`, 'Document type is given twice.'));
  // An account key is one word of the import's fixed-width field: no line breaks or tabs (MOVEIN reads it by position).
  for (const kind of LEDGER_ACCOUNT_KINDS) errors.check(!/[\r\n\t]/.test(input.ledgerAccounts?.[kind] ?? ''), `ledgerAccounts.${kind}`, 'invalid-ledger-account');
  if (input.allocationSecret && input.clearAllocationSecret) errors.add('allocationSecret', 'Give a new secret or clear it, not both.', 'secret-set-or-clear');
  errors.throwIfAny();

  return db.transaction(async (tx) => {
    const provider = await findProviderSettings(tx, actor.providerId);
    if (!provider) throw notFound('Provider');
    const own: ProviderSettingsChange = {};
    if (businessName !== undefined) own.nameOfTheBusinessForInvoice = businessName;
    if (input.vatNumber !== undefined) own.companyId = input.vatNumber === '' ? null : input.vatNumber;
    if (input.address !== undefined) own.address = input.address.trim() === '' ? null : input.address.trim();
    await updateProviderSettings(tx, actor.providerId, own);

    const change: AccountingChange = { updatedBy: actor.userId };
    if (input.taxStatus !== undefined) change.taxStatus = input.taxStatus;
    if (input.externalSystem !== undefined) change.externalSystem = input.externalSystem;
    if (input.externalSystemCode !== undefined) change.externalSystemCode = input.externalSystemCode.trim() || null;
    const accounts = input.ledgerAccounts ?? {};
    if (accounts.customers !== undefined) change.customersAccount = accounts.customers.trim() || null;
    if (accounts.income !== undefined) change.incomeAccount = accounts.income.trim() || null;
    if (accounts.vat !== undefined) change.vatAccount = accounts.vat.trim() || null;
    if (accounts.receipts !== undefined) change.receiptsAccount = accounts.receipts.trim() || null;
    if (input.allocationClientId !== undefined) change.allocationClientId = input.allocationClientId.trim() || null;
    if (input.allocationSecret) change.allocationSecretEncrypted = encryptSecret(input.allocationSecret);
    else if (input.clearAllocationSecret) change.allocationSecretEncrypted = '';
    const stored = await findAccounting(tx, actor.providerId);
    await saveAccounting(tx, actor.providerId, { taxStatus: taxStatusFrom(stored?.taxStatus ?? null, provider.vatType) }, change);

    for (const { docType, startNumber } of input.numbering ?? []) await setStartNumber(tx, actor.providerId, actor.userId, docType, startNumber);
    return loadAccountingInfo(tx, actor.providerId);
  });
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNTING_SYSTEMS, LEDGER_ACCOUNT_KINDS, LEDGER_ACCOUNT_LENGTH, MAX_START_NUMBER, type AccountingInfo, type AccountingInfoInput } from '@pos/shared/api/accounting';
import { TAX_STATUSES } from '@pos/shared/accounting/israel-invoice';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Badge, Button, CheckboxField, ErrorBox, SelectField, Spinner, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { formatDate, formatMoney } from '../../ui/format';
import { Link } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import { useCan, useSession } from '../session';
import type { PageProps } from '../page';
import '../documents/documents.css';

export const ACCOUNTING_TABS = ['business', 'numbering', 'allocation', 'external'] as const;
type Tab = (typeof ACCOUNTING_TABS)[number];

/**
 * provider/accounting/{tab} (000 §2): the provider's accounting settings (C163/C164): the business
 * details printed on documents, the document numbering every type needs before its first document
 * (R-INV-3), the Tax Authority allocation service's credentials (Israel Invoice) and the external
 * accounting system (R-SET-6: Hashavshevet or Eshkol). Read with ViewProviderSettings, saved with
 * EditProviderSettings.
 */
export default function AccountingSettingsPage({ params }: PageProps) {
  const { t } = useTranslation();
  const tab: Tab = (ACCOUNTING_TABS as readonly string[]).includes(params.tab ?? '') ? (params.tab as Tab) : 'business';
  const info = useApi(() => call('GET /api/provider/accounting-info'), []);
  return (
    <div className="stack accounting-settings">
      <nav className="tabs" aria-label={t('accounting.sections')}>
        {ACCOUNTING_TABS.map((s) => (
          <Link key={s} to={`/provider/accounting/${s}`} className={s === tab ? 'active' : undefined} aria-current={s === tab ? 'page' : undefined}>
            {t(`accounting.tabs.${s}`)}
          </Link>
        ))}
      </nav>
      {info.error ? <ErrorBox message={info.error.message} onRetry={info.reload} /> : null}
      {!info.data && !info.error ? <Spinner /> : null}
      {info.data ? <AccountingForm key={JSON.stringify(info.data)} tab={tab} info={info.data} onSaved={info.reload} /> : null}
    </div>
  );
}

interface Draft {
  businessName: string;
  vatNumber: string;
  taxStatus: AccountingInfo['taxStatus'];
  address: string;
  externalSystem: string;
  externalSystemCode: string;
  ledgerAccounts: AccountingInfo['ledgerAccounts'];
  starts: Record<string, string>;
  allocationClientId: string;
  allocationSecret: string;
  clearAllocationSecret: boolean;
}

function draftOf(info: AccountingInfo): Draft {
  return {
    businessName: info.businessName,
    vatNumber: info.vatNumber,
    taxStatus: info.taxStatus,
    address: info.address,
    externalSystem: info.externalSystem ?? '',
    externalSystemCode: info.externalSystemCode,
    ledgerAccounts: { ...info.ledgerAccounts },
    starts: Object.fromEntries(info.numbering.map((n) => [n.docType, n.startNumber === null ? '' : String(n.startNumber)])),
    allocationClientId: info.allocationClientId,
    allocationSecret: '',
    clearAllocationSecret: false,
  };
}

/** Only what this tab changes is sent: a field left out keeps its stored value (C164). */
function inputOf(tab: Tab, d: Draft, info: AccountingInfo): AccountingInfoInput {
  switch (tab) {
    case 'business':
      return { businessName: d.businessName.trim(), vatNumber: d.vatNumber.trim(), taxStatus: d.taxStatus, address: d.address.trim() };
    case 'numbering':
      return {
        numbering: info.numbering
          .filter((n) => !n.locked && d.starts[n.docType]?.trim() && /^\d+$/.test(d.starts[n.docType]!.trim()) && Number(d.starts[n.docType]) !== n.startNumber)
          .map((n) => ({ docType: n.docType, startNumber: Number(d.starts[n.docType]) })),
      };
    case 'allocation':
      return { allocationClientId: d.allocationClientId.trim(), ...(d.allocationSecret ? { allocationSecret: d.allocationSecret } : {}), ...(d.clearAllocationSecret ? { clearAllocationSecret: true } : {}) };
    case 'external':
      return {
        externalSystem: d.externalSystem ? (d.externalSystem as AccountingInfo['externalSystem']) : null,
        externalSystemCode: d.externalSystemCode.trim(),
        ledgerAccounts: Object.fromEntries(LEDGER_ACCOUNT_KINDS.map((kind) => [kind, d.ledgerAccounts[kind].trim()])) as AccountingInfo['ledgerAccounts'],
      };
  }
}

function AccountingForm({ tab, info, onSaved }: { tab: Tab; info: AccountingInfo; onSaved(): void }) {
  const { t, i18n } = useTranslation();
  const canEdit = useCan(Permission.EditProviderSettings);
  const currencyId = useSession((s) => s.init?.localCurrencyId);
  const raw = useForm<Draft>(draftOf(info));
  // A field's error is a server code (invalid-vat-number) said in the user's language when the app knows it.
  const said = (message: string) => (i18n.exists(`common:serverErrors.${message}`) ? t(`common:serverErrors.${message}`) : message);
  const form = { ...raw, errors: Object.fromEntries(Object.entries(raw.errors).map(([k, v]) => [k, said(v)])) };
  const d = form.values;
  const [confirmNumbers, setConfirmNumbers] = useState(false);
  const save = async () => {
    if ((await form.save('POST /api/provider/accounting-info', { body: inputOf(tab, d, info) }, { success: t('saved') })) !== undefined) onSaved();
  };
  const startError = (docType: string) => {
    const v = d.starts[docType]?.trim() ?? '';
    if (!v) return undefined;
    if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > MAX_START_NUMBER) return t('accounting.numbering.invalid', { max: MAX_START_NUMBER.toLocaleString() });
    return Object.entries(form.errors).find(([k]) => k.startsWith('numbering'))?.[1];
  };
  const numberingChanges = tab === 'numbering' ? (inputOf('numbering', d, info).numbering ?? []) : [];

  return (
    <section className="card stack">
      <fieldset disabled={!canEdit} className="stack">
        {tab === 'business' ? (
          <>
            <p className="hint">{t('accounting.business.hint')}</p>
            <div className="row">
              <TextField label={t('accounting.business.name')} name="businessName" maxLength={200} value={d.businessName} onChange={(e) => form.set('businessName', e.target.value)} error={form.errors.businessName} />
              <TextField label={t('accounting.business.vatNumber')} name="vatNumber" inputMode="numeric" dir="ltr" maxLength={9} value={d.vatNumber} onChange={(e) => form.set('vatNumber', e.target.value)} hint={t('accounting.business.vatNumberHint')} error={form.errors.vatNumber} />
              <SelectField label={t('accounting.business.taxStatus')} name="taxStatus" value={d.taxStatus} onChange={(e) => form.set('taxStatus', e.target.value as Draft['taxStatus'])} options={TAX_STATUSES.map((s) => ({ value: s, label: t(`accounting.taxStatuses.${s}`) }))} />
            </div>
            <TextField label={t('accounting.business.address')} name="address" maxLength={500} value={d.address} onChange={(e) => form.set('address', e.target.value)} error={form.errors.address} />
          </>
        ) : null}
        {tab === 'numbering' ? (
          <>
            <p className="hint">{t('accounting.numbering.hint')}</p>
            <div className="table-wrap">
              <table className="data" aria-label={t('accounting.tabs.numbering')}>
                <thead>
                  <tr>
                    <th>{t('documents.type')}</th>
                    <th>{t('accounting.numbering.start')}</th>
                    <th className="num">{t('accounting.numbering.lastUsed')}</th>
                    <th>{t('documents.state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {info.numbering.map((n) => (
                    <tr key={n.docType} data-doc-type={n.docType}>
                      <td>{t(`documents.types.${n.docType}`)}</td>
                      <td>
                        {n.locked ? (
                          <bdi dir="ltr">{n.startNumber}</bdi>
                        ) : (
                          <TextField label={t('accounting.numbering.startOf', { type: t(`documents.types.${n.docType}`) })} name={`start-${n.docType}`} inputMode="numeric" dir="ltr" value={d.starts[n.docType] ?? ''} onChange={(e) => form.set('starts', { ...d.starts, [n.docType]: e.target.value })} error={startError(n.docType)} />
                        )}
                      </td>
                      <td className="num">{n.lastUsed ?? '—'}</td>
                      <td>{n.locked ? <Badge tone="muted">{t('accounting.numbering.locked')}</Badge> : n.startNumber === null ? <Badge tone="warning">{t('accounting.numbering.notSet')}</Badge> : <Badge tone="success">{t('accounting.numbering.set')}</Badge>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {numberingChanges.length ? <CheckboxField label={t('accounting.numbering.confirm')} name="confirmNumbers" checked={confirmNumbers} onChange={setConfirmNumbers} /> : null}
          </>
        ) : null}
        {tab === 'allocation' ? (
          <>
            <p className="hint">{t('accounting.allocation.hint')}</p>
            {info.allocationThresholdToday ? (
              <p className="alert alert-info" data-testid="allocation-threshold">
                {t('accounting.allocation.threshold', { amount: formatMoney(info.allocationThresholdToday.amountBeforeVat, currencyId), date: formatDate(info.allocationThresholdToday.effectiveFrom) })}
              </p>
            ) : null}
            <div className="row">
              <TextField label={t('accounting.allocation.clientId')} name="allocationClientId" dir="ltr" autoComplete="off" maxLength={200} value={d.allocationClientId} onChange={(e) => form.set('allocationClientId', e.target.value)} error={form.errors.allocationClientId} />
              <TextField
                label={t('accounting.allocation.secret')}
                name="allocationSecret"
                type="password"
                dir="ltr"
                autoComplete="new-password"
                maxLength={500}
                value={d.allocationSecret}
                onChange={(e) => form.set('allocationSecret', e.target.value)}
                hint={info.hasAllocationSecret ? t('accounting.allocation.secretKept') : t('accounting.allocation.secretMissing')}
                error={form.errors.allocationSecret}
              />
            </div>
            {info.hasAllocationSecret ? <CheckboxField label={t('accounting.allocation.clearSecret')} name="clearAllocationSecret" checked={d.clearAllocationSecret} onChange={(c) => form.set('clearAllocationSecret', c)} /> : null}
            <h4>{t('accounting.allocation.thresholds')}</h4>
            <table className="data">
              <thead>
                <tr>
                  <th>{t('accounting.allocation.from')}</th>
                  <th className="num">{t('accounting.allocation.amountBeforeVat')}</th>
                </tr>
              </thead>
              <tbody>
                {info.allocationThresholds.map((row) => (
                  <tr key={row.effectiveFrom}>
                    <td>{formatDate(row.effectiveFrom)}</td>
                    <td className="num">{formatMoney(row.amountBeforeVat, currencyId)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : null}
        {tab === 'external' ? (
          <>
            <p className="hint">{t('accounting.external.hint')}</p>
            <div className="row">
              <SelectField label={t('accounting.external.system')} name="externalSystem" value={d.externalSystem} onChange={(e) => form.set('externalSystem', e.target.value)} options={[{ value: '', label: t('accounting.external.none') }, ...ACCOUNTING_SYSTEMS.map((s) => ({ value: s, label: t(`accounting.external.systems.${s}`) }))]} />
              <TextField label={t('accounting.external.code')} name="externalSystemCode" dir="ltr" maxLength={50} value={d.externalSystemCode} onChange={(e) => form.set('externalSystemCode', e.target.value)} error={form.errors.externalSystemCode} />
            </div>
            <h3>{t('accounting.external.accounts.title')}</h3>
            <p className="hint">{t('accounting.external.accounts.hint')}</p>
            <div className="row">
              {LEDGER_ACCOUNT_KINDS.map((kind) => (
                <TextField
                  key={kind}
                  label={t(`accounting.external.accounts.${kind}`)}
                  name={`ledgerAccounts.${kind}`}
                  dir="ltr"
                  maxLength={LEDGER_ACCOUNT_LENGTH}
                  value={d.ledgerAccounts[kind]}
                  onChange={(e) => form.set('ledgerAccounts', { ...d.ledgerAccounts, [kind]: e.target.value })}
                  error={form.errors[`ledgerAccounts.${kind}`]}
                />
              ))}
            </div>
          </>
        ) : null}
      </fieldset>
      <FormFooter message={form.message}>
        {canEdit ? (
          <Button kind="primary" busy={form.busy} disabled={tab === 'numbering' && (numberingChanges.length === 0 || !confirmNumbers)} onClick={() => void save()}>
            {t('common:save')}
          </Button>
        ) : (
          <span className="muted">{t('accounting.readOnly')}</span>
        )}
      </FormFooter>
    </section>
  );
}

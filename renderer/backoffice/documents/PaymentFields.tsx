import { useTranslation } from 'react-i18next';
import { CardBrand } from '@pos/shared/payments/card-codes';
import { formatMinorPlain } from '@pos/shared/money';
import { Button, DateField, SelectField, TextField } from '../../ui/components';
import { formatMoney } from '../../ui/format';
import { parseAmount } from './kinds';
import { newPaymentRow, type PaymentRow } from './payment-rows';

const METHODS = [1, 4, 2, 8] as const;

/**
 * The payments of a receipt or invoice-receipt (001 §3 Payments): cash, card (brand, last 4
 * digits, installments, approval code: R-RCPT-4, R-RCPT-11), check and bank transfer; one card per
 * receipt (R-RCPT-3). The last row takes what is left of the amount.
 */
export function PaymentFields({ rows, onChange, total, currencyId, problems, fieldErrors }: { rows: PaymentRow[]; onChange(rows: PaymentRow[]): void; total: number; currencyId: number; problems: readonly string[]; fieldErrors: Record<string, string> }) {
  const { t } = useTranslation();
  const paid = rows.reduce((s, r) => s + (parseAmount(r.amount) ?? 0), 0);
  const left = total - paid;
  const hasCard = rows.some((r) => r.method === 4);
  const update = (key: number, patch: Partial<PaymentRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const add = () => onChange([...rows, newPaymentRow(1, left > 0 ? formatMinorPlain(left) : '')]);
  const err = (i: number, field: string) => fieldErrors[`payments.${i}.${field}`] ?? fieldErrors[`/payments/${i}/${field}`];

  return (
    <fieldset className="stack payments-fields">
      <legend>{t('newDocument.payments')}</legend>
      {rows.map((r, i) => (
        <div key={r.key} className="payment-row card" data-payment={i}>
          <div className="row">
            <SelectField
              label={t('newDocument.method')}
              name={`method-${i}`}
              value={r.method}
              onChange={(e) => update(r.key, { method: Number(e.target.value) as PaymentRow['method'] })}
              options={METHODS.filter((m) => m !== 4 || r.method === 4 || !hasCard).map((m) => ({ value: m, label: t(`documents.methods.${m}`) }))}
            />
            <TextField label={t('newDocument.paymentAmount')} name={`amount-${i}`} inputMode="decimal" dir="ltr" value={r.amount} onChange={(e) => update(r.key, { amount: e.target.value })} error={err(i, 'amount')} />
            {rows.length > 1 ? (
              <div className="form-actions">
                <Button kind="link" onClick={() => onChange(rows.filter((x) => x.key !== r.key))}>
                  {t('newDocument.removePayment')}
                </Button>
              </div>
            ) : null}
          </div>
          {r.method === 4 ? (
            <div className="row">
              <SelectField label={t('newDocument.card.brand')} name={`brand-${i}`} value={r.brand} onChange={(e) => update(r.key, { brand: e.target.value })} options={[{ value: '', label: t('newDocument.card.anyBrand') }, ...Object.keys(CardBrand).map((b) => ({ value: b, label: t(`documents.brands.${b}`) }))]} />
              <TextField label={t('newDocument.card.last4')} name={`last4-${i}`} inputMode="numeric" dir="ltr" maxLength={4} required value={r.last4} onChange={(e) => update(r.key, { last4: e.target.value })} error={err(i, 'details.last4') ?? (problems.includes('card-last4') ? t('newDocument.problems.card-last4') : undefined)} />
              <TextField label={t('newDocument.card.installments')} name={`installments-${i}`} inputMode="numeric" dir="ltr" value={r.installments} onChange={(e) => update(r.key, { installments: e.target.value })} />
              <TextField label={t('newDocument.card.approvalCode')} name={`approval-${i}`} dir="ltr" value={r.approvalCode} onChange={(e) => update(r.key, { approvalCode: e.target.value })} />
              <TextField label={t('newDocument.card.holderId')} name={`holderId-${i}`} inputMode="numeric" dir="ltr" value={r.holderId} onChange={(e) => update(r.key, { holderId: e.target.value })} error={problems.includes('card-holder-id') && r.holderId && !/^\d+$/.test(r.holderId.trim()) ? t('newDocument.problems.card-holder-id') : undefined} />
            </div>
          ) : null}
          {r.method === 2 || r.method === 8 ? (
            <div className="row">
              <TextField label={t('newDocument.bank.bank')} name={`bank-${i}`} dir="ltr" value={r.bank} onChange={(e) => update(r.key, { bank: e.target.value })} />
              <TextField label={t('newDocument.bank.branch')} name={`branch-${i}`} dir="ltr" value={r.branch} onChange={(e) => update(r.key, { branch: e.target.value })} />
              <TextField label={t('newDocument.bank.account')} name={`account-${i}`} dir="ltr" value={r.account} onChange={(e) => update(r.key, { account: e.target.value })} />
              {r.method === 2 ? (
                <TextField label={t('newDocument.bank.checkNumber')} name={`check-${i}`} dir="ltr" value={r.checkNumber} onChange={(e) => update(r.key, { checkNumber: e.target.value })} />
              ) : (
                <TextField label={t('newDocument.bank.reference')} name={`reference-${i}`} dir="ltr" value={r.referenceNumber} onChange={(e) => update(r.key, { referenceNumber: e.target.value })} />
              )}
              <DateField label={t('newDocument.bank.valueDate')} name={`valueDate-${i}`} value={r.valueDate} onChange={(d) => update(r.key, { valueDate: d })} />
            </div>
          ) : null}
        </div>
      ))}
      <div className="toolbar">
        <Button onClick={add}>{t('newDocument.addPayment')}</Button>
        <span className="spacer" />
        <span className={left === 0 ? 'muted' : 'form-error'} role="status">
          {left === 0 ? t('newDocument.paymentsMatch', { amount: formatMoney(paid, currencyId) }) : t('newDocument.paymentsLeft', { paid: formatMoney(paid, currencyId), left: formatMoney(left, currencyId) })}
        </span>
      </div>
      {problems
        .filter((p) => p !== 'card-last4' && p !== 'card-holder-id' && p !== 'receipt-payments-total')
        .map((p) => (
          <p key={p} className="form-error" role="alert">
            {t(`newDocument.problems.${p}`, { defaultValue: t('newDocument.problems.payment-amount') })}
          </p>
        ))}
    </fieldset>
  );
}

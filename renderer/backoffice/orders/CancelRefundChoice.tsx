import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../ui/format';
import { REFUND_METHODS, type RefundMethod } from '../documents/document-files';

/**
 * Issue 15 ("seen in a live trial"): cancelling a PAID order asks how the money goes back; the
 * server then issues a refund receipt for each of the order's receipts (R-RCPT-5..7).
 */
export function CancelRefundChoice({ paid, currencyId, value, onChange }: { paid: number; currencyId: number; value: RefundMethod; onChange(method: RefundMethod): void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="stack cancel-refund" role="radiogroup" aria-label={t('orderMoney.cancelPaid.question', { amount: formatMoney(paid, currencyId) })}>
      <legend>{t('orderMoney.cancelPaid.question', { amount: formatMoney(paid, currencyId) })}</legend>
      {REFUND_METHODS.map((m) => (
        <label key={m} className="field-check">
          <input type="radio" name={name} value={m} checked={value === m} onChange={() => onChange(m)} /> {t(`documents.refund.methods.${m}`)}
        </label>
      ))}
      <small className="hint">{t('orderMoney.cancelPaid.hint')}</small>
    </fieldset>
  );
}

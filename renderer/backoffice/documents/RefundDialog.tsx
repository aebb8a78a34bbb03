import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinorPlain } from '@pos/shared/money';
import { Button, Modal, SelectField, TextField } from '../../ui/components';
import { formatMoney } from '../../ui/format';
import { FormFooter } from '../../ui/form-parts';
import { confirmDialog, toast } from '../../ui/notices';
import { amountProblem, parseAmount } from './kinds';
import { MoneyAmountField } from './MoneyAmountField';
import { cancelReceipt, REFUND_METHODS, type RefundMethod } from './document-files';
import type { DocumentSummary } from './kinds';

/**
 * Cancel (the whole amount) or refund (part of it) a receipt or invoice-receipt through
 * receipt/cancel (R-RCPT-5): the amount is required, above zero and at most the receipt's
 * (R-RCPT-6); the user says how the money goes back and confirms, since a receipt is refunded
 * once only (R-RCPT-7). The server issues the refund receipt and answers its number. onRecorded
 * tells the page that documents changed although the refund did not go through.
 */
export function RefundDialog({ document: doc, whole, onClose, onDone, onRecorded }: { document: DocumentSummary; whole: boolean; onClose(): void; onDone(): void; onRecorded?(): void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(formatMinorPlain(doc.total));
  const [method, setMethod] = useState<RefundMethod>('original');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const label = `${t(`documents.types.${doc.type}`)} ${doc.number}`;
  const problem = whole ? null : amountProblem(amount, doc.total);
  const max = formatMoney(doc.total, doc.currencyId);

  const send = async () => {
    if (problem) return;
    const refundAmount = whole ? doc.total : parseAmount(amount)!;
    const money = formatMoney(refundAmount, doc.currencyId);
    const question = whole ? t('documents.refund.confirmCancel', { document: label, amount: money }) : t('documents.refund.confirmRefund', { document: label, amount: money });
    if (!(await confirmDialog(question, { tone: 'warning', title: whole ? t('documents.refund.cancelTitle', { document: label }) : t('documents.refund.title', { document: label }) }))) return;
    setBusy(true);
    setMessage('');
    const result = await cancelReceipt({ id: doc.id, refundAmount, refundMethod: method, reason: reason.trim() || undefined });
    setBusy(false);
    if (result.ok) {
      toast('success', t('documents.refund.done', { number: result.data.number, amount: money }));
      onDone();
    } else if (result.error.code === 'card-refund-unsettled') {
      // Issue 15: the refund was recorded and waits for the office to settle it (the card company's answer was lost): it is on the order now, so the dialog has done its part.
      toast('warning', result.error.message, 12_000);
      onDone();
    } else {
      setFieldErrors(result.error.fieldErrors ?? {});
      setMessage(result.error.message);
      // Issue 15: the card company refused it, but the refund was recorded (void): the documents show it now, while the dialog stays open with the answer.
      if (result.error.code === 'card-refund-refused') onRecorded?.();
    }
  };

  return (
    <Modal
      title={whole ? t('documents.refund.cancelTitle', { document: label }) : t('documents.refund.title', { document: label })}
      onClose={onClose}
      footer={
        <>
          <Button kind="danger" busy={busy} disabled={problem !== null} onClick={() => void send()}>
            {whole ? t('documents.actions.cancel') : t('documents.actions.refund')}
          </Button>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
        </>
      }
    >
      <div className="stack">
        {whole ? (
          <p>{t('documents.refund.wholeText', { amount: max })}</p>
        ) : (
          <MoneyAmountField label={t('documents.refund.amount')} name="refundAmount" hintKey="documents.refund.max" value={amount} onChange={setAmount} max={doc.total} currencyId={doc.currencyId} showProblem={amount !== formatMinorPlain(doc.total)} serverError={fieldErrors.refundAmount} autoFocus />
        )}
        <SelectField label={t('documents.refund.method')} name="refundMethod" value={method} onChange={(e) => setMethod(e.target.value as RefundMethod)} options={REFUND_METHODS.map((m) => ({ value: m, label: t(`documents.refund.methods.${m}`) }))} />
        <TextField label={t('documents.refund.reason')} name="reason" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
        <p className="muted">{t('documents.refund.once')}</p>
        <FormFooter message={message} />
      </div>
    </Modal>
  );
}

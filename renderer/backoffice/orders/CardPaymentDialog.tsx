import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinorPlain } from '@pos/shared/money';
import { CREDIT_CARD_PAYMENT_TYPES, type PelecardResult } from '@pos/shared/api/accounting';
import { call } from '../../ui/api';
import { Button, Modal, SelectField } from '../../ui/components';
import { formatMoney } from '../../ui/format';
import { FormFooter } from '../../ui/form-parts';
import { toast } from '../../ui/notices';
import { amountProblem, parseAmount } from '../documents/kinds';
import { MoneyAmountField } from '../documents/MoneyAmountField';

/** How often the payment's result is asked while the payer is on the page. */
export const CARD_RESULT_POLL_MS = 1500;
const INSTALLMENTS = Array.from({ length: 12 }, (_, i) => i + 1);

type Step = { at: 'form' } | { at: 'waiting'; transactionId: string; url: string } | { at: 'failed'; result: PelecardResult } | { at: 'recording' };

/** The card payment's answer in the user's language by its message code (R-RCPT-13), with the clearing code. */
export function useCardMessage() {
  const { t } = useTranslation();
  return (r: PelecardResult) => {
    const key = r.messageCode ? `common:serverErrors.card.${r.messageCode.replace(/^card\./, '')}` : 'common:serverErrors.card.other';
    return `${t(key, { defaultValue: r.message ?? '' })}${r.clearingCode ? ` (${r.clearingCode})` : ''}`;
  };
}

/**
 * Takes a card payment for an order through the gateway's payment page (C188): the page opens in
 * its own window (the payer types the card there, never in the back office), the result is asked
 * every 1.5 s while it is None (R-RCPT-10), and on Ok the receipt (or the licensed dealer's
 * invoice-receipt) is issued with the transaction's id: the server records the brand, last 4,
 * approval and installments it read from the gateway (R-RCPT-11). Error and Cancel say why by the
 * clearing code's message (R-RCPT-12, R-RCPT-13).
 */
export function CardPaymentDialog({ orderId, currencyId, remaining, kind, onClose, onDone }: { orderId: number; currencyId: number; remaining: number; kind: 'receipt' | 'invoice-receipt'; onClose(): void; onDone(): void }) {
  const { t } = useTranslation();
  const say = useCardMessage();
  const [amount, setAmount] = useState(formatMinorPlain(remaining));
  const [payments, setPayments] = useState(1);
  const [step, setStep] = useState<Step>({ at: 'form' });
  const [message, setMessage] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const popup = useRef<Window | null>(null);
  const problem = amountProblem(amount, remaining);

  const record = async (r: PelecardResult) => {
    setStep({ at: 'recording' });
    const payment = { method: 4 as const, amount: r.amount, currencyId: r.currencyId, currencyRate: '1', localAmount: r.amount, details: { last4: r.last4 ?? '0000', installments: r.payments, approvalCode: r.approvalCode ?? '', resultCode: r.clearingCode ?? '000', transactionId: r.transactionId, ...(r.brand !== null ? { brand: String(r.brand) } : {}) } };
    const created =
      kind === 'invoice-receipt'
        ? await call('POST /api/create-invoice-receipt', { body: { orderId, amount: r.amount, payments: [payment], screen: 'order' } })
        : await call('POST /api/create-credit-card-receipt', { body: { orderId, amount: r.amount, payment, screen: 'order' } });
    if (created.ok) {
      toast('success', t('cardPayment.recorded', { number: created.data.number, amount: formatMoney(r.amount, r.currencyId) }));
      onDone();
    } else {
      setMessage(created.error.message);
      setStep({ at: 'form' });
    }
  };

  // While the payer is on the page: ask for the result until it is not None.
  useEffect(() => {
    if (step.at !== 'waiting') return;
    let stopped = false;
    const ask = async () => {
      const answer = await call('GET /api/pelecard/result', { query: { transactionId: step.transactionId }, quiet: true });
      if (stopped) return;
      if (answer.ok && answer.data.result !== 'None') {
        popup.current?.close();
        if (answer.data.result === 'Ok') void record(answer.data);
        else setStep({ at: 'failed', result: answer.data });
        return;
      }
      timer = setTimeout(() => void ask(), CARD_RESULT_POLL_MS);
    };
    let timer = setTimeout(() => void ask(), CARD_RESULT_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [step]);

  const open = async () => {
    const value = parseAmount(amount);
    if (problem || value === null) return;
    setMessage('');
    setFieldErrors({});
    // Opened in the click itself (a window opened after an answer is blocked), pointed at the page once init answers.
    popup.current = window.open('', 'card-payment-page', 'width=520,height=720');
    const init = await call('GET /api/pelecard/init', { query: { amount: value, currencyId, creditCardPaymentType: payments > 1 ? CREDIT_CARD_PAYMENT_TYPES.Installments : CREDIT_CARD_PAYMENT_TYPES.Regular, payments }, quiet: true });
    if (!init.ok) {
      popup.current?.close();
      setFieldErrors(init.error.fieldErrors ?? {});
      setMessage(init.error.message);
      return;
    }
    if (popup.current) popup.current.location.href = init.data.url;
    setStep({ at: 'waiting', transactionId: init.data.transactionId, url: init.data.url });
  };

  const close = () => {
    popup.current?.close();
    onClose();
  };

  return (
    <Modal
      title={t('cardPayment.title')}
      onClose={close}
      footer={
        <>
          {step.at === 'form' || step.at === 'failed' ? (
            <Button kind="primary" disabled={problem !== null} onClick={() => void open()}>
              {step.at === 'failed' ? t('cardPayment.tryAgain') : t('cardPayment.open')}
            </Button>
          ) : null}
          <Button onClick={close}>{t('common:cancel')}</Button>
        </>
      }
    >
      <div className="stack card-payment">
        {step.at === 'form' || step.at === 'failed' ? (
          <>
            <MoneyAmountField label={t('cardPayment.amount')} name="cardAmount" hintKey="cardPayment.max" value={amount} onChange={setAmount} max={remaining} currencyId={currencyId} showProblem={amount !== formatMinorPlain(remaining)} serverError={fieldErrors.amount} />
            <SelectField label={t('cardPayment.installments')} name="installments" value={payments} error={fieldErrors.payments} onChange={(e) => setPayments(Number(e.target.value))} options={INSTALLMENTS.map((n) => ({ value: n, label: n === 1 ? t('cardPayment.regular') : String(n) }))} />
            <p className="muted">{t('cardPayment.explain')}</p>
          </>
        ) : null}
        {step.at === 'waiting' ? (
          <div className="stack" role="status" aria-live="polite">
            <p>
              <span className="spinner-wheel small" aria-hidden="true" /> {t('cardPayment.waiting')}
            </p>
            <Button kind="link" onClick={() => (popup.current = window.open(step.url, 'card-payment-page', 'width=520,height=720'))}>
              {t('cardPayment.reopen')}
            </Button>
          </div>
        ) : null}
        {step.at === 'recording' ? (
          <p role="status">
            <span className="spinner-wheel small" aria-hidden="true" /> {t('cardPayment.recording')}
          </p>
        ) : null}
        {step.at === 'failed' ? (
          <p className="form-error" role="alert" data-testid="card-payment-failure">
            {step.result.result === 'Cancel' ? t('cardPayment.cancelled') : t('cardPayment.refused')} {say(step.result)}
          </p>
        ) : null}
        <FormFooter message={message} />
      </div>
    </Modal>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { CURRENCIES } from '@pos/shared/reference';
import { PaymentMethod, type PaymentMethodCode } from '@pos/shared/sync/protocol';
import type { LeadCustomer } from '@pos/shared/sync/protocol';
import { toLocalAmount } from '@pos/shared/sync/receipt-rules';
import { Button, DateField, SelectField } from '../../ui/components';
import { confirmDialog, toast } from '../../ui/notices';
import { today } from '../../ui/format';
import { useHotkeys } from '../keys/hotkeys';
import { back, go } from '../state/nav';
import { useCan, useLocalCurrency, useUser } from '../state/station';
import { amountDue, cartArgs, clearCart, useCart } from '../state/cart';
import { track } from '../state/busy';
import { Field, MoneyField } from '../components/fields';
import { Money } from '../components/Money';
import { send } from '../core/send';
import type { PaymentInput } from '../core/handlers';
import { errorText } from '../core/errors';

/** The provider's maximum is not on the station's status yet; the core refuses more than it allows. */
const MAX_INSTALLMENTS = 12;

const METHODS: { method: PaymentMethodCode; key: string; label: string }[] = [
  { method: PaymentMethod.Cash, key: 'F5', label: 'pay.methods.1' },
  { method: PaymentMethod.CreditCard, key: 'F6', label: 'pay.methods.4' },
  { method: PaymentMethod.Check, key: 'F7', label: 'pay.methods.2' },
  { method: PaymentMethod.BankTransfer, key: 'F8', label: 'pay.methods.8' },
];

/**
 * Pay: cash with change due, card through the terminal with installments, check, bank transfer;
 * split across methods, one card per receipt (R-RCPT-3), never a zero total (R-RCPT-1).
 */
export function PayScreen() {
  const { t } = useTranslation();
  const cart = useCart();
  const localCurrency = useLocalCurrency();
  const due = amountDue(cart) ?? 0;
  const [payments, setPayments] = useState<PaymentInput[]>([]);
  const [cardError, setCardError] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethodCode>(PaymentMethod.Cash);
  const [busy, setBusy] = useState(false);
  const paid = payments.reduce((s, p) => s + (toLocalAmount(p.amount, p.currencyRate ?? '1') ?? 0), 0);
  const remaining = due - paid;
  const hasCard = payments.some((p) => p.method === PaymentMethod.CreditCard);

  const add = (p: PaymentInput) => setPayments((list) => [...list, p]);

  const complete = async () => {
    if (busy) return;
    if (remaining !== 0) return toast('warning', t('pay.notCovered'));
    setBusy(true);
    setCardError(null);
    const customer: LeadCustomer = Object.fromEntries(Object.entries(cart.customer).filter(([, v]) => v.trim() !== ''));
    const work = cart.reserved ? send('reserved-pay', { orderId: cart.reserved.id, payments }) : send('sale-create', { ...cartArgs(cart), customer, payments });
    const answer = await track(hasCard ? 'progress.card' : 'progress.sale', work);
    setBusy(false);
    if (!answer.ok) {
      if (answer.error.code === 'card-declined') return setCardError(errorText(answer.error));
      return toast('error', errorText(answer.error));
    }
    clearCart();
    go({ name: 'receipt', orderUuid: answer.data.orderUuid, printJobId: answer.data.printJobId });
  };

  const leave = async () => {
    if (payments.length > 0 && !(await confirmDialog(t('pay.leaveWithPayments')))) return;
    back();
  };

  useHotkeys([
    ...METHODS.map((m) => ({ key: m.key, label: m.label, run: () => setMethod(m.method), disabled: m.method === PaymentMethod.CreditCard && hasCard })),
    { key: 'F4', label: 'keys.complete', run: () => void complete(), disabled: remaining !== 0 || payments.length === 0 },
    { key: 'Escape', label: 'keys.back', run: () => void leave() },
  ]);

  if (due <= 0 && payments.length === 0) {
    return (
      <div className="panel screen-narrow">
        <p className="error-text">{t('errors.receipt-total-zero')}</p>
        <Button onClick={back}>{t('keys.back')}</Button>
      </div>
    );
  }

  return (
    <div className="columns" data-testid="pay">
      <section className="panel">
        <h1>{t('pay.title')}</h1>
        <div className="pay-methods" role="tablist">
          {METHODS.map((m) => (
            <button key={m.method} type="button" role="tab" className="choice" aria-selected={method === m.method} aria-pressed={method === m.method} disabled={m.method === PaymentMethod.CreditCard && hasCard} data-method={m.method} onClick={() => setMethod(m.method)}>
              <span className="title">{t(m.label)}</span>
              <span className="sub num">{m.key}</span>
            </button>
          ))}
        </div>
        {remaining > 0 ? (
          method === PaymentMethod.Cash ? (
            <CashForm key={`cash-${payments.length}`} remaining={remaining} localCurrency={localCurrency} onAdd={add} />
          ) : method === PaymentMethod.CreditCard ? (
            <CardForm key={`card-${payments.length}`} remaining={remaining} onAdd={add} disabled={hasCard} />
          ) : method === PaymentMethod.Check ? (
            <CheckForm key={`check-${payments.length}`} remaining={remaining} checks={payments.filter((p) => p.method === PaymentMethod.Check).length} onAdd={add} />
          ) : (
            <TransferForm key={`transfer-${payments.length}`} remaining={remaining} onAdd={add} />
          )
        ) : (
          <CompleteBar busy={busy} error={cardError} onComplete={() => void complete()} />
        )}
      </section>
      <aside className="panel stack" data-testid="pay-summary">
        <dl className="amounts">
          <dt>{t('pay.total')}</dt>
          <dd className="big">
            <Money value={due} />
          </dd>
          <dt>{t('pay.paid')}</dt>
          <dd>
            <Money value={paid} />
          </dd>
          <dt>{t('pay.remaining')}</dt>
          <dd className="big" data-testid="remaining">
            <Money value={remaining} />
          </dd>
        </dl>
        {payments.length ? (
          <table data-testid="payments">
            <tbody>
              {payments.map((p, i) => (
                <tr key={i} data-payment={p.method}>
                  <td>
                    {t(`pay.methods.${p.method}`)}
                    {p.method === PaymentMethod.CreditCard ? <small className="muted"> {t('pay.chargedOnComplete')}{(p.installments ?? 1) > 1 ? ` · ${t('pay.installmentsN', { count: p.installments })}` : ''}</small> : null}
                    {p.method === PaymentMethod.Cash && (p.tendered ?? p.amount) > p.amount ? (
                      <small className="muted">
                        {' '}
                        {t('pay.change')} <Money value={(p.tendered ?? p.amount) - p.amount} currencyId={p.currencyId} />
                      </small>
                    ) : null}
                  </td>
                  <td className="end">
                    <Money value={p.amount} currencyId={p.currencyId} />
                  </td>
                  <td className="end">
                    <Button kind="link" disabled={busy} onClick={() => setPayments((list) => list.filter((_, j) => j !== i))}>
                      {t('pay.remove')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {remaining < 0 ? <p className="error-text">{t('pay.overpaid')}</p> : null}
      </aside>
    </div>
  );
}

function CompleteBar({ busy, error, onComplete }: { busy: boolean; error: string | null; onComplete(): void }) {
  const { t } = useTranslation();
  useHotkeys([{ key: 'Enter', label: 'keys.complete', run: onComplete }]);
  return (
    <div className="stack">
      <p className="ok-text">{t('pay.covered')}</p>
      {error ? (
        <p className="error-text" role="alert" data-testid="card-result">
          {error}
        </p>
      ) : null}
      <Button kind="primary" className="btn btn-primary btn-big" busy={busy} onClick={onComplete} data-testid="complete-sale">
        {t('pay.complete')}
      </Button>
    </div>
  );
}

function useFocusFirst() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  return ref;
}

function CashForm({ remaining, localCurrency, onAdd }: { remaining: number; localCurrency: number; onAdd(p: PaymentInput): void }) {
  const { t } = useTranslation();
  // Another currency needs a rate typed by hand, which needs permission 33 (the provider's rates do not reach the station).
  const mayRate = useCan(Permission.CashierChangeRate);
  const [currencyId, setCurrencyId] = useState(localCurrency);
  const [rate, setRate] = useState('');
  const foreign = currencyId !== localCurrency;
  const rateOk = !foreign || /^\d{1,6}(\.\d{1,6})?$/.test(rate.trim());
  // What is still owed, in the chosen currency (rounded up so the cash covers it).
  const owed = foreign ? (rateOk && Number(rate) > 0 ? Math.ceil(remaining / Number(rate)) : 0) : remaining;
  const [tendered, setTendered] = useState<number | null>(remaining);
  const ref = useFocusFirst();

  const amount = tendered === null ? 0 : Math.min(tendered, owed);
  const change = tendered === null || foreign ? 0 : Math.max(0, tendered - remaining);

  const submit = () => {
    if (tendered === null || tendered <= 0 || !rateOk) return;
    if (foreign) {
      if (tendered > owed) return toast('warning', t('pay.foreignNoChange'));
      const local = toLocalAmount(tendered, rate.trim()) ?? 0;
      if (local > remaining) return toast('warning', t('pay.overpaid'));
      return onAdd({ method: PaymentMethod.Cash, amount: tendered, currencyId, currencyRate: rate.trim(), tendered });
    }
    onAdd({ method: PaymentMethod.Cash, amount, tendered: amount + change });
  };
  useHotkeys([{ key: 'Enter', label: 'keys.addPayment', run: submit }]);

  return (
    <div className="stack" data-testid="cash-form">
      {mayRate ? (
        <div className="row">
          <SelectField label={t('pay.currency')} name="currency" value={currencyId} options={CURRENCIES.map((c) => ({ value: c.id, label: `${c.symbol} ${c.code}` }))} onChange={(e) => setCurrencyId(Number(e.target.value))} />
          {foreign ? <Field label={t('pay.rate')} name="rate" dir="ltr" inputMode="decimal" value={rate} error={rate && !rateOk ? t('pay.rateInvalid') : undefined} onChange={(e) => setRate(e.target.value)} /> : null}
        </div>
      ) : null}
      <MoneyField inputRef={ref} label={t('pay.received')} name="tendered" value={tendered} onChange={setTendered} />
      <div className="amounts">
        <span>{t('pay.change')}</span>
        <span className="change-due" data-testid="change-due">
          <Money value={change} currencyId={currencyId} />
        </span>
      </div>
      <Button kind="primary" className="btn btn-primary btn-big" disabled={!tendered || !rateOk} onClick={submit} data-testid="add-cash">
        {t('pay.addCash')}
      </Button>
    </div>
  );
}

/** The card is charged through the terminal when the sale is completed, in the same call that writes it. */
function CardForm({ remaining, onAdd, disabled }: { remaining: number; onAdd(p: PaymentInput): void; disabled: boolean }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number | null>(remaining);
  const [installments, setInstallments] = useState(1);
  const ref = useFocusFirst();

  const submit = () => {
    if (disabled || amount === null || amount <= 0) return;
    if (amount > remaining) return toast('warning', t('pay.overpaid'));
    onAdd({ method: PaymentMethod.CreditCard, amount, installments });
  };
  useHotkeys([{ key: 'Enter', label: 'keys.addPayment', run: submit }]);

  return (
    <div className="stack" data-testid="card-form">
      {disabled ? <p className="muted">{t('pay.oneCard')}</p> : <p className="muted">{t('pay.cardHelp')}</p>}
      <MoneyField inputRef={ref} label={t('pay.amount')} name="cardAmount" value={amount} onChange={setAmount} />
      <SelectField
        label={t('pay.installments')}
        name="installments"
        value={installments}
        options={Array.from({ length: MAX_INSTALLMENTS }, (_, i) => ({ value: i + 1, label: String(i + 1) }))}
        onChange={(e) => setInstallments(Number(e.target.value))}
      />
      <Button kind="primary" className="btn btn-primary btn-big" disabled={disabled || !amount} onClick={submit} data-testid="add-card">
        {t('pay.addCard')}
      </Button>
    </div>
  );
}

function CheckForm({ remaining, checks, onAdd }: { remaining: number; checks: number; onAdd(p: PaymentInput): void }) {
  const { t } = useTranslation();
  const maxChecks = useUser()?.maxChecks ?? null;
  const [amount, setAmount] = useState<number | null>(remaining);
  const [d, setD] = useState({ bank: '', branch: '', account: '', number: '', valueDate: today(), owner: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ref = useFocusFirst();
  const overLimit = maxChecks !== null && checks >= maxChecks;

  const submit = () => {
    const e: Record<string, string> = {};
    for (const k of ['bank', 'branch', 'account', 'number'] as const) if (!/^\d+$/.test(d[k].trim())) e[k] = t('pay.digitsRequired');
    if (!d.valueDate) e.valueDate = t('pay.required');
    if (amount === null || amount <= 0 || amount > remaining) e.amount = t('pay.amountInvalid');
    setErrors(e);
    if (Object.keys(e).length || overLimit || amount === null) return;
    onAdd({ method: PaymentMethod.Check, amount, bank: d.bank.trim(), branch: d.branch.trim(), account: d.account.trim(), number: d.number.trim(), valueDate: d.valueDate, ...(d.owner.trim() ? { owner: d.owner.trim() } : {}) });
  };
  useHotkeys([{ key: 'Enter', label: 'keys.addPayment', run: submit, disabled: overLimit }]);
  const f = (name: keyof typeof d, extra: Partial<React.InputHTMLAttributes<HTMLInputElement>> = {}) => (
    <Field label={t(`pay.check.${name}`)} name={`check-${name}`} value={d[name]} error={errors[name]} onChange={(e) => setD({ ...d, [name]: e.target.value })} {...extra} />
  );
  return (
    <div className="stack" data-testid="check-form">
      {overLimit ? <p className="error-text">{t('pay.maxChecks', { max: maxChecks })}</p> : null}
      <MoneyField inputRef={ref} label={t('pay.amount')} name="checkAmount" value={amount} onChange={setAmount} error={errors.amount} />
      <div className="row">
        {f('bank', { inputMode: 'numeric', dir: 'ltr' })}
        {f('branch', { inputMode: 'numeric', dir: 'ltr' })}
        {f('account', { inputMode: 'numeric', dir: 'ltr' })}
      </div>
      <div className="row">
        {f('number', { inputMode: 'numeric', dir: 'ltr' })}
        <DateField label={t('pay.check.valueDate')} name="check-valueDate" value={d.valueDate} error={errors.valueDate} onChange={(valueDate) => setD({ ...d, valueDate })} />
        {f('owner')}
      </div>
      <Button kind="primary" className="btn btn-primary btn-big" disabled={overLimit} onClick={submit}>
        {t('pay.addCheck')}
      </Button>
    </div>
  );
}

function TransferForm({ remaining, onAdd }: { remaining: number; onAdd(p: PaymentInput): void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number | null>(remaining);
  const [d, setD] = useState({ bank: '', branch: '', account: '', valueDate: today(), referenceNumber: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ref = useFocusFirst();
  const submit = () => {
    const e: Record<string, string> = {};
    for (const k of ['bank', 'branch', 'account'] as const) if (!/^\d+$/.test(d[k].trim())) e[k] = t('pay.digitsRequired');
    if (!d.referenceNumber.trim()) e.referenceNumber = t('pay.required');
    if (!d.valueDate) e.valueDate = t('pay.required');
    if (amount === null || amount <= 0 || amount > remaining) e.amount = t('pay.amountInvalid');
    setErrors(e);
    if (Object.keys(e).length || amount === null) return;
    onAdd({ method: PaymentMethod.BankTransfer, amount, bank: d.bank.trim(), branch: d.branch.trim(), account: d.account.trim(), valueDate: d.valueDate, referenceNumber: d.referenceNumber.trim() });
  };
  useHotkeys([{ key: 'Enter', label: 'keys.addPayment', run: submit }]);
  const f = (name: keyof typeof d, extra: Partial<React.InputHTMLAttributes<HTMLInputElement>> = {}) => (
    <Field label={t(`pay.transfer.${name}`)} name={`transfer-${name}`} value={d[name]} error={errors[name]} onChange={(e) => setD({ ...d, [name]: e.target.value })} {...extra} />
  );
  return (
    <div className="stack" data-testid="transfer-form">
      <MoneyField inputRef={ref} label={t('pay.amount')} name="transferAmount" value={amount} onChange={setAmount} error={errors.amount} />
      <div className="row">
        {f('bank', { inputMode: 'numeric', dir: 'ltr' })}
        {f('branch', { inputMode: 'numeric', dir: 'ltr' })}
        {f('account', { inputMode: 'numeric', dir: 'ltr' })}
      </div>
      <div className="row">
        <DateField label={t('pay.transfer.valueDate')} name="transfer-valueDate" value={d.valueDate} error={errors.valueDate} onChange={(valueDate) => setD({ ...d, valueDate })} />
        {f('referenceNumber', { dir: 'ltr' })}
      </div>
      <Button kind="primary" className="btn btn-primary btn-big" onClick={submit}>
        {t('pay.addTransfer')}
      </Button>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { CURRENCIES } from '@pos/shared/reference';
import { PaymentMethod, type PaymentMethodCode } from '@pos/shared/sync/protocol';
import type { LeadCustomer } from '@pos/shared/sync/protocol';
import { toLocalAmount } from '@pos/shared/sync/receipt-rules';
import { Button, DateField, SelectField } from '../../ui/components';
import { confirmDialog, toast } from '../../ui/notices';
import { zoneDate } from '../state/zone';
import { useHotkeys } from '../keys/hotkeys';
import { back, go } from '../state/nav';
import { useCan, useLocalCurrency, useStation, useUser } from '../state/station';
import { amountDue, cartArgs, clearCart, saleVoucher, useCart } from '../state/cart';
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

  const complete = async (list: PaymentInput[] = payments) => {
    if (busy) return;
    const covered = list.reduce((sum, p) => sum + (toLocalAmount(p.amount, p.currencyRate ?? '1') ?? 0), 0);
    if (covered !== due) return toast('warning', t('pay.notCovered'));
    setBusy(true);
    setCardError(null);
    const customer: LeadCustomer = Object.fromEntries(Object.entries(cart.customer).filter(([, v]) => v.trim() !== ''));
    const work = cart.reserved ? send('reserved-pay', { orderId: cart.reserved.id, payments: list }) : send('sale-create', { ...cartArgs(cart), customer, payments: list, voucher: saleVoucher(cart), crmCustomerId: cart.crmCustomerId });
    const answer = await track(hasCard ? 'progress.card' : 'progress.sale', work);
    setBusy(false);
    if (!answer.ok) {
      if (answer.error.code === 'card-declined') return setCardError(errorText(answer.error));
      return toast('error', errorText(answer.error));
    }
    clearCart();
    // The answer carries the receipt as written: the receipt screen shows it without asking again.
    go({ name: 'receipt', orderUuid: answer.data.orderUuid, printJobId: answer.data.printJobId, receipt: answer.data.receipt });
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
        <NumbersForTheDay />
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
            <CashForm
              key={`cash-${payments.length}`}
              remaining={remaining}
              localCurrency={localCurrency}
              onAdd={add}
              onQuick={(p) => {
                const list = [...payments, p];
                setPayments(list);
                // Cash that covers the rest completes the sale in the same tap.
                if (p.amount === remaining) void complete(list);
              }}
            />
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

/** The notes a cashier is handed most, in major units of the local currency. */
const QUICK_NOTES = [20, 50, 100, 200];

function CashForm({ remaining, localCurrency, onAdd, onQuick }: { remaining: number; localCurrency: number; onAdd(p: PaymentInput): void; onQuick(p: PaymentInput): void }) {
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

  /** What the keypad typed, in whole major units; empty until its first key (the field keeps the rest due). */
  const [keypad, setKeypad] = useState('');
  const typeKey = (key: string) => {
    const next = key === 'back' ? keypad.slice(0, -1) : (keypad + key).replace(/^0+/, '').slice(0, 7);
    setKeypad(next);
    setTendered(next ? Number(next) * 100 : null);
  };
  const quick = (cash: number) => onQuick({ method: PaymentMethod.Cash, amount: Math.min(cash, remaining), tendered: cash });

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
      {foreign ? null : (
        <div className="quick-cash" role="group" aria-label={t('pay.quickCash')}>
          <Button kind="primary" onClick={() => quick(remaining)} data-quick-cash="exact">
            {t('pay.exact')}
          </Button>
          {QUICK_NOTES.map((note) => (
            <Button key={note} onClick={() => quick(note * 100)} data-quick-cash={note}>
              <Money value={note * 100} currencyId={currencyId} />
            </Button>
          ))}
        </div>
      )}
      <div className="cash-entry">
        <div className="stack">
          <MoneyField inputRef={ref} label={t('pay.received')} name="tendered" value={tendered} onChange={(v) => (setKeypad(''), setTendered(v))} />
          <div className="change-banner">
            <span>{t('pay.change')}</span>
            <span className="change-due" data-testid="change-due">
              <Money value={change} currencyId={currencyId} />
            </span>
          </div>
        </div>
        <div className="keypad" dir="ltr" role="group" aria-label={t('pay.keypad')} data-testid="keypad">
          {['7', '8', '9', '4', '5', '6', '1', '2', '3', '00', '0'].map((k) => (
            <Button key={k} onClick={() => typeKey(k)} data-keypad={k}>
              <span className="num">{k}</span>
            </Button>
          ))}
          <Button onClick={() => typeKey('back')} aria-label={t('pay.keypadBack')} data-keypad="back">
            ⌫
          </Button>
        </div>
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

type BankField = { name: string; digits?: boolean; required?: boolean; ltr?: boolean };

const CHECK_FIELDS: BankField[] = [
  { name: 'bank', digits: true },
  { name: 'branch', digits: true },
  { name: 'account', digits: true },
  { name: 'number', digits: true },
  { name: 'valueDate', required: true },
  { name: 'owner' },
];

const TRANSFER_FIELDS: BankField[] = [
  { name: 'bank', digits: true },
  { name: 'branch', digits: true },
  { name: 'account', digits: true },
  { name: 'valueDate', required: true },
  { name: 'referenceNumber', required: true, ltr: true },
];

/**
 * A check or a bank transfer: bank, branch and account (digits), a value date, and the fields of its
 * kind; the amount up to what remains. The core checks them again (001 §3 Payments).
 */
function BankForm({ kind, fields, remaining, disabledNote, onAdd }: { kind: 'check' | 'transfer'; fields: BankField[]; remaining: number; disabledNote?: string | null; onAdd(values: Record<string, string>, amount: number): void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number | null>(remaining);
  const [values, setValues] = useState<Record<string, string>>({ valueDate: zoneDate() });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ref = useFocusFirst();
  const value = (name: string) => (values[name] ?? '').trim();

  const submit = () => {
    const e: Record<string, string> = {};
    for (const f of fields) {
      if (f.digits && !/^\d+$/.test(value(f.name))) e[f.name] = t('pay.digitsRequired');
      if (f.required && !value(f.name)) e[f.name] = t('pay.required');
    }
    if (amount === null || amount <= 0 || amount > remaining) e.amount = t('pay.amountInvalid');
    setErrors(e);
    if (Object.keys(e).length || disabledNote || amount === null) return;
    onAdd(Object.fromEntries(fields.map((f) => [f.name, value(f.name)])), amount);
  };
  useHotkeys([{ key: 'Enter', label: 'keys.addPayment', run: submit, disabled: !!disabledNote }]);

  const field = (f: BankField) =>
    f.name === 'valueDate' ? (
      <DateField key={f.name} label={t(`pay.${kind}.valueDate`)} name={`${kind}-valueDate`} value={values.valueDate ?? ''} error={errors.valueDate} onChange={(v) => setValues({ ...values, valueDate: v })} />
    ) : (
      <Field
        key={f.name}
        label={t(`pay.${kind}.${f.name}`)}
        name={`${kind}-${f.name}`}
        value={values[f.name] ?? ''}
        error={errors[f.name]}
        onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
        {...(f.digits ? { inputMode: 'numeric' as const, dir: 'ltr' } : f.ltr ? { dir: 'ltr' } : {})}
      />
    );
  return (
    <div className="stack" data-testid={`${kind}-form`}>
      {disabledNote ? <p className="error-text">{disabledNote}</p> : null}
      <MoneyField inputRef={ref} label={t('pay.amount')} name={`${kind}Amount`} value={amount} onChange={setAmount} error={errors.amount} />
      <div className="row">{fields.slice(0, 3).map(field)}</div>
      <div className="row">{fields.slice(3).map(field)}</div>
      <Button kind="primary" className="btn btn-primary btn-big" disabled={!!disabledNote} onClick={submit}>
        {kind === 'check' ? t('pay.addCheck') : t('pay.addTransfer')}
      </Button>
    </div>
  );
}

function CheckForm({ remaining, checks, onAdd }: { remaining: number; checks: number; onAdd(p: PaymentInput): void }) {
  const { t } = useTranslation();
  const maxChecks = useUser()?.maxChecks ?? null;
  const overLimit = maxChecks !== null && checks >= maxChecks;
  return (
    <BankForm
      kind="check"
      fields={CHECK_FIELDS}
      remaining={remaining}
      disabledNote={overLimit ? t('pay.maxChecks', { max: maxChecks }) : null}
      onAdd={(v, amount) => onAdd({ method: PaymentMethod.Check, amount, bank: v.bank!, branch: v.branch!, account: v.account!, number: v.number!, valueDate: v.valueDate!, ...(v.owner ? { owner: v.owner } : {}) })}
    />
  );
}

function TransferForm({ remaining, onAdd }: { remaining: number; onAdd(p: PaymentInput): void }) {
  return (
    <BankForm
      kind="transfer"
      fields={TRANSFER_FIELDS}
      remaining={remaining}
      onAdd={(v, amount) => onAdd({ method: PaymentMethod.BankTransfer, amount, bank: v.bank!, branch: v.branch!, account: v.account!, valueDate: v.valueDate!, referenceNumber: v.referenceNumber! })}
    />
  );
}

/**
 * Issue 17: before each sale, as on the status bar, the cashier reads that the receipt numbers left
 * will not last the day (docs/decisions/receipt-number-blocks.md says what happens when they run out).
 */
function NumbersForTheDay() {
  const { t } = useTranslation();
  const numbers = useStation((s) => s.status?.numbersForTheDay);
  if (!numbers?.short) return null;
  return (
    <p className="error-text" role="alert" data-testid="pay-numbers-short" data-numbers-left={numbers.left}>
      {numbers.left === 0 ? t('status.numbersOut') : t('status.numbersShort', { count: numbers.left })}
    </p>
  );
}

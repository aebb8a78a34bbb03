import { randomUUID } from 'node:crypto';
import { AppError, FieldErrorCollector } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { isLocalDate } from '@pos/shared/calendar/index';
import { PaymentMethod, type PaymentEntry } from '@pos/shared/sync/protocol';
import { toLocalAmount } from '@pos/shared/sync/receipt-rules';
import type { UserRow } from '@pos/shared/sync/streams';
import { hasPermission, nowIso, type StationContext } from '../context';
import { replica } from '../catalogue/replica';
import { chargeWithTimeout } from '../payments/terminal';
import { recordCardAttempt, recordCardAnswer } from './card-store';

interface Common {
  /** In the payment's currency, minor units. */
  amount: number;
  /** Default: the provider's currency. */
  currencyId?: number;
  /** Rate to the provider's currency (R-RCPT-8: "1" for its own); another rate needs 33. */
  currencyRate?: string;
}

export type PaymentInput =
  | (Common & { method: 1; tendered?: number })
  | (Common & { method: 2; bank: string; branch: string; account: string; number: string; valueDate: string; owner?: string })
  | (Common & { method: 4; installments?: number; holderId?: string })
  | (Common & { method: 8; bank: string; branch: string; account: string; valueDate: string; referenceNumber: string });

/** A payment checked and converted; a card payment still waits for the terminal. */
export type PreparedPayment = { entry: PaymentEntry; card: null } | { entry: null; card: { amount: number; currencyId: number; currencyRate: string; localAmount: number; installments: number; holderId?: string } };

const required = (errors: FieldErrorCollector, value: unknown, field: string, label: string) => errors.check(typeof value === 'string' && value.trim().length > 0, field, `${label} is required.`);

/**
 * The payments of a receipt as the cashier entered them: the amounts add up to the total, one
 * credit card at most (R-RCPT-3), checks up to the cashier's maximum, installments up to the
 * provider's, cash with the change due, the currency rate of another currency only with 33.
 */
export function preparePayments(ctx: StationContext, user: UserRow, inputs: readonly PaymentInput[], total: number): PreparedPayment[] {
  const provider = replica.provider(ctx.db);
  const localCurrency = provider?.currencyId ?? 1;
  const errors = new FieldErrorCollector();
  if (!Array.isArray(inputs) || inputs.length === 0) throw new AppError('unprocessable', 'receipt-without-payment', 'A receipt needs at least one payment.');
  const prepared: PreparedPayment[] = inputs.map((p, i): PreparedPayment => {
    const f = (name: string) => `payments[${i}].${name}`;
    errors.check(Number.isSafeInteger(p.amount) && p.amount > 0, f('amount'), 'A payment amount must be above zero.');
    const currencyId = p.currencyId ?? localCurrency;
    let rate = p.currencyRate ?? '1';
    if (currencyId === localCurrency) errors.check(rate === '1', f('currencyRate'), 'The rate of the local currency is 1.');
    else {
      errors.check(p.currencyRate !== undefined, f('currencyRate'), 'Enter the currency rate.');
      if (p.currencyRate !== undefined && !hasPermission(user, Permission.CashierChangeRate)) throw new AppError('forbidden', 'no-permission-rate', 'No permission to set a currency rate.');
    }
    const localAmount = toLocalAmount(p.amount, rate);
    if (localAmount === null) {
      errors.add(f('currencyRate'), 'The currency rate is not valid.');
      rate = '1';
    }
    const money = { amount: p.amount, currencyId, currencyRate: rate, localAmount: localAmount ?? p.amount };
    switch (p.method) {
      case PaymentMethod.Cash: {
        const tendered = p.tendered ?? p.amount;
        errors.check(Number.isSafeInteger(tendered) && tendered >= p.amount, f('tendered'), 'The cash given is less than the amount.');
        return { entry: { method: 1, ...money, details: { tendered, change: tendered - p.amount } }, card: null };
      }
      case PaymentMethod.Check:
        required(errors, p.bank, f('bank'), 'Bank');
        required(errors, p.branch, f('branch'), 'Branch');
        required(errors, p.account, f('account'), 'Account number');
        required(errors, p.number, f('number'), 'Check number');
        errors.check(typeof p.valueDate === 'string' && isLocalDate(p.valueDate), f('valueDate'), 'Value date is required.');
        return { entry: { method: 2, ...money, details: { bank: p.bank, branch: p.branch, account: p.account, number: p.number, valueDate: p.valueDate, ...(p.owner ? { owner: p.owner } : {}) } }, card: null };
      case PaymentMethod.CreditCard: {
        const installments = p.installments ?? 1;
        const max = provider?.cCardMaxCountPayments ?? 1;
        errors.check(Number.isSafeInteger(installments) && installments >= 1 && installments <= max, f('installments'), `Installments are 1 to ${max}.`);
        if (p.holderId !== undefined) errors.check(/^\d{0,20}$/.test(p.holderId), f('holderId'), 'The card holder id is digits only.');
        return { entry: null, card: { ...money, installments, ...(p.holderId ? { holderId: p.holderId } : {}) } };
      }
      case PaymentMethod.BankTransfer:
        required(errors, p.bank, f('bank'), 'Bank');
        required(errors, p.branch, f('branch'), 'Branch');
        required(errors, p.account, f('account'), 'Account number');
        required(errors, p.referenceNumber, f('referenceNumber'), 'Reference number');
        errors.check(typeof p.valueDate === 'string' && isLocalDate(p.valueDate), f('valueDate'), 'Value date is required.');
        return { entry: { method: 8, ...money, details: { bank: p.bank, branch: p.branch, account: p.account, valueDate: p.valueDate, referenceNumber: p.referenceNumber } }, card: null };
      default:
        errors.add(f('method'), 'Unknown payment method.');
        return { entry: { method: 1, ...money, details: { tendered: p.amount, change: 0 } }, card: null };
    }
  });
  errors.throwIfAny();
  if (prepared.filter((p) => p.card).length > 1) throw new AppError('unprocessable', 'receipt-one-card', 'Only one credit card payment per receipt.');
  const checks = inputs.filter((p) => p.method === PaymentMethod.Check).length;
  if (user.maxChecks !== null && checks > user.maxChecks) throw new AppError('unprocessable', 'too-many-checks', `At most ${user.maxChecks} checks per receipt for this cashier.`);
  const paid = prepared.reduce((s, p) => s + (p.entry ? p.entry.localAmount : p.card!.localAmount), 0);
  if (paid !== total) throw new AppError('unprocessable', 'receipt-payments-total', 'The payments do not add up to the total.', { extra: { total, paid } });
  return prepared;
}

/**
 * Charges the card payment through the terminal, recording the attempt first (a charge the
 * terminal approved is never lost, even if the station dies before the sale is written).
 * A refusal is an error with the card company's code and message (spec 002 §8.7).
 */
export async function chargeCard(ctx: StationContext, prepared: PreparedPayment[]): Promise<{ entries: PaymentEntry[]; cardTransactionId: number | null }> {
  const pending = prepared.find((p) => p.card);
  if (!pending?.card) return { entries: prepared.map((p) => p.entry!), cardTransactionId: null };
  const card = pending.card;
  const reference = randomUUID();
  const attemptId = recordCardAttempt(ctx.db, { reference, amount: card.amount, installments: card.installments, createdAt: nowIso(ctx) });
  const result = await chargeWithTimeout(ctx.terminal, { amount: card.amount, currencyId: card.currencyId, installments: card.installments, reference }, ctx.cardTimeoutMs ?? 60_000);
  recordCardAnswer(ctx.db, attemptId, { approved: result.approved, resultCode: result.resultCode, transactionId: result.approved ? result.transactionId : null });
  if (!result.approved) throw new AppError('unprocessable', 'card-declined', result.message, { extra: { resultCode: result.resultCode } });
  const entries = prepared.map((p): PaymentEntry =>
    p.entry ?? {
      method: 4,
      amount: card.amount,
      currencyId: card.currencyId,
      currencyRate: card.currencyRate,
      localAmount: card.localAmount,
      details: { last4: result.last4, installments: card.installments, approvalCode: result.approvalCode, resultCode: result.resultCode, brand: result.brand, transactionId: result.transactionId, ...(card.holderId ? { holderId: card.holderId } : {}) },
    },
  );
  return { entries, cardTransactionId: attemptId };
}

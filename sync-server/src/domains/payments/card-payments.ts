/**
 * Card payments taken in the back office through the payment page (C188): started by init, their
 * result read back once (R-RCPT-10: None until the page answers, then Ok, Error or Cancel) with the
 * clearing code and its message (R-RCPT-12, R-RCPT-13) and the card brand's bit (R-RCPT-11). The
 * receipt that records the payment reads it with cardPaymentOf: the server's own answer, never the
 * browser's word.
 */
import { and, eq, sql } from 'drizzle-orm';
import { FieldErrorCollector, notFound, refused } from '@pos/shared/errors';
import { CURRENCIES } from '@pos/shared/reference';
import { cardBrandName, cardResultOf, clearingMessage, type CardResult } from '@pos/shared/payments/card-codes';
import { CREDIT_CARD_PAYMENT_TYPES, type PelecardInit, type PelecardInitQuery, type PelecardResult } from '@pos/shared/api/accounting';
import type { Db, Tx } from '../../db/client';
import { cardPaymentPages, documentPayments } from '../../db/schema';
import { PaymentMethod, type PaymentEntry } from '@pos/shared/sync/protocol';
import { findProviderSettings } from '../provider/settings-repo';
import { GatewayUnavailable, type CardPaymentGateway } from './adapter';

type Row = typeof cardPaymentPages.$inferSelect;

export function resultView(row: Row): PelecardResult {
  const message = row.clearingCode ? clearingMessage(row.clearingCode) : null;
  return {
    transactionId: row.transactionId,
    result: row.result as CardResult,
    clearingCode: row.clearingCode,
    messageCode: message?.code ?? null,
    message: message?.text ?? null,
    brand: row.brand,
    brandName: row.brand === null ? null : cardBrandName(row.brand),
    last4: row.last4,
    approvalCode: row.approvalCode,
    amount: row.amount,
    currencyId: row.currencyId,
    payments: row.payments,
  };
}

/** C188: checks the request, opens the payment page and records the transaction (None until it answers). */
export async function startCardPayment(db: Db, gateway: CardPaymentGateway, actor: { providerId: number; userId: number }, query: PelecardInitQuery, urls: { goodUrl: string; errorUrl: string }): Promise<PelecardInit> {
  const provider = await findProviderSettings(db, actor.providerId);
  if (!provider) throw notFound('Provider');
  const errors = new FieldErrorCollector();
  errors.check(
    CURRENCIES.some((c) => c.id === query.currencyId),
    'currencyId',
    'Unknown currency.',
  );
  if (query.creditCardPaymentType === CREDIT_CARD_PAYMENT_TYPES.Regular) errors.check(query.payments === 1, 'payments', 'A regular charge is one payment.', 'one-payment');
  else errors.check(query.payments <= provider.cCardMaxCountPayments, 'payments', `At most ${provider.cCardMaxCountPayments} payments.`, 'maximum', { max: provider.cCardMaxCountPayments });
  errors.throwIfAny();

  const reference = `${actor.providerId}-${Date.now().toString(36)}`;
  let init;
  try {
    init = await gateway.init({ ...query, ...urls, reference });
  } catch (error) {
    if (error instanceof GatewayUnavailable) throw refused('card-gateway-unavailable', `${clearingMessage('306').text} ${error.message}`, { clearingCode: '306', messageCode: clearingMessage('306').code });
    throw error;
  }
  if (!init.ok) {
    const message = clearingMessage(init.code);
    throw refused('card-payment-refused', init.message || message.text, { clearingCode: init.code, messageCode: message.code });
  }
  await db.insert(cardPaymentPages).values({
    providerId: actor.providerId,
    userId: actor.userId,
    transactionId: init.transactionId,
    amount: query.amount,
    currencyId: query.currencyId,
    creditCardPaymentType: query.creditCardPaymentType,
    payments: query.payments,
  });
  return { url: init.url, transactionId: init.transactionId };
}

async function findPayment(tx: Tx, providerId: number, transactionId: string): Promise<Row | null> {
  const [row] = await tx
    .select()
    .from(cardPaymentPages)
    .where(and(eq(cardPaymentPages.providerId, providerId), eq(cardPaymentPages.transactionId, transactionId)));
  return row ?? null;
}

/**
 * The payment's result: while None, the gateway is asked and a finished transaction recorded (once:
 * a result never changes after it is set). Another provider's transaction is not found.
 */
export async function cardPaymentResult(db: Db, gateway: CardPaymentGateway, providerId: number, transactionId: string): Promise<PelecardResult> {
  const row = await findPayment(db, providerId, transactionId);
  if (!row) throw notFound('Card payment');
  if (row.result !== 'None') return resultView(row);
  let answer;
  try {
    answer = await gateway.getTransaction(transactionId);
  } catch (error) {
    if (error instanceof GatewayUnavailable) return resultView(row);
    throw error;
  }
  if (answer.pending) return resultView(row);
  const [updated] = await db
    .update(cardPaymentPages)
    .set({ result: cardResultOf(answer.clearingCode), clearingCode: answer.clearingCode, brand: answer.brand, last4: answer.last4, approvalCode: answer.approvalCode, answeredAt: new Date() })
    .where(and(eq(cardPaymentPages.id, row.id), eq(cardPaymentPages.result, 'None')))
    .returning();
  return resultView(updated ?? (await findPayment(db, providerId, transactionId))!);
}

/** For the receipt that records a back-office card payment: the server's record of it (null: not this provider's). */
export async function cardPaymentOf(tx: Tx, providerId: number, transactionId: string): Promise<PelecardResult | null> {
  const row = await findPayment(tx, providerId, transactionId);
  return row ? resultView(row) : null;
}

/**
 * A receipt's card payments as the server recorded them: a payment naming a payment page's
 * transaction of this provider takes that transaction's brand, last 4 digits, approval and
 * installments (R-RCPT-11), and is refused unless it ended Ok (R-RCPT-10), is for the charged
 * amount and is on no other document. Any other card payment (a terminal's, typed in) stays as given.
 */
export async function confirmPagePayments(tx: Tx, providerId: number, payments: readonly PaymentEntry[]): Promise<PaymentEntry[]> {
  const out: PaymentEntry[] = [];
  for (const p of payments) {
    const page = p.method === PaymentMethod.CreditCard ? await findPayment(tx, providerId, p.details.transactionId) : null;
    if (p.method !== PaymentMethod.CreditCard || !page) {
      out.push(p);
      continue;
    }
    if (page.result !== 'Ok') throw refused('card-payment-not-approved', 'The card payment was not approved.', { result: page.result, clearingCode: page.clearingCode });
    if (p.localAmount !== page.amount) throw refused('card-payment-amount', `The card payment charged ${page.amount}, not ${p.localAmount}.`, { charged: page.amount });
    const [used] = await tx
      .select({ documentId: documentPayments.documentId })
      .from(documentPayments)
      .where(and(eq(documentPayments.method, PaymentMethod.CreditCard), sql`${documentPayments.details}->>'transactionId' = ${page.transactionId}`))
      .limit(1);
    if (used) throw refused('card-payment-used', 'This card payment is already on a document.', { documentId: used.documentId });
    out.push({ ...p, details: { ...p.details, last4: page.last4 ?? p.details.last4, approvalCode: page.approvalCode ?? '', resultCode: page.clearingCode ?? '000', installments: page.payments, ...(page.brand !== null ? { brand: String(page.brand) } : {}) } });
  }
  return out;
}

import { notFound, refused } from '@pos/shared/errors';
import { settlementCsv, settlementStatement, type SettlementOrder } from '@pos/shared/terms/settlement';
import { addDays, payoutDate, shortfallDueBy } from '@pos/shared/terms/dates';
import type { SettlementView } from '@pos/shared/api/platform';
import { minParticipantsCancellationInTime } from '@pos/shared/terms/terms';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { localDate } from '../registration';
import { providerTerms } from './providers';
import { findProvider, hasBankAccount, insertPaymentRequest, paymentRequestOf } from './providers-repo';
import { markProviderCancellation, orderOfProvider, settlementOrders } from './settlement-repo';

function monthRange(month: string): { from: string; to: string; next: string } {
  const from = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1), next };
}

/**
 * R-TERMS-6: the provider's settlement statement of a month, from its orders: confirmed ones sold,
 * cancelled ones deducted (the provider's own cancellations, marked by the platform, with the fee of
 * R-TERMS-3), free orders at the fee of R-TERMS-2, the agreed commission (R-TERMS-1), VAT on the
 * platform's charges; the payout day by R-TERMS-7 and a shortfall's due day by R-TERMS-8.
 */
export async function settlementOf(db: Db, providerId: number, month: string): Promise<SettlementView> {
  const provider = await findProvider(db, providerId);
  if (!provider) throw notFound('Provider');
  const terms = await providerTerms(db, providerId);
  const { from, to, next } = monthRange(month);
  const rows = await settlementOrders(db, providerId, provider.currencyId, provider.timezone, from, to);
  const orders: SettlementOrder[] = rows.map((r) => ({
    orderNumber: r.orderNumber,
    date: r.date,
    total: r.total,
    tickets: r.tickets,
    refunded: r.refunded,
    state: r.status === 'OK' ? 'confirmed' : r.providerCancelled ? 'cancelled-by-provider' : 'cancelled-by-customer',
  }));
  const statement = settlementStatement(orders, terms, provider.vatRateBp);
  const requestedOn = await paymentRequestOf(db, providerId, month);
  const bank = await hasBankAccount(db, providerId);
  return {
    providerId,
    providerName: provider.name,
    month,
    currencyId: provider.currencyId,
    vatRateBp: provider.vatRateBp,
    terms: { ...terms, payoutDays: [...terms.payoutDays] },
    lines: statement.lines,
    totals: statement.totals,
    payoutDate: statement.totals.due > 0 ? payoutDate(terms, next, requestedOn, bank) : null,
    payoutBlockedBy: [...(requestedOn ? [] : (['payment-request'] as const)), ...(bank ? [] : (['bank-details'] as const))],
    paymentRequestedOn: requestedOn,
    shortfallDueBy: statement.totals.shortfall > 0 ? shortfallDueBy(terms, next) : null,
  };
}

export async function settlementCsvOf(db: Db, providerId: number, month: string): Promise<string> {
  const view = await settlementOf(db, providerId, month);
  return settlementCsv({ lines: view.lines, totals: view.totals });
}

/** R-TERMS-7: the provider asks for the month's payout (once the month is over). */
export async function requestPayment(db: Db, actor: Actor, month: string, now = new Date()): Promise<SettlementView> {
  const today = localDate(now);
  if (monthRange(month).next > today) throw refused('settlement-month-not-over', 'The month is not over yet');
  await insertPaymentRequest(db, actor.providerId, month, today, actor.userId);
  return settlementOf(db, actor.providerId, month);
}

/** R-TERMS-3: the platform marks a cancelled order as the provider's (facility fault, too few participants). */
export async function markCancellation(db: Db, actor: Actor, providerId: number, orderId: number, reason: string): Promise<void> {
  const order = await orderOfProvider(db, providerId, orderId);
  if (!order) throw notFound('Order');
  if (order.status !== 'CN') throw refused('order-not-cancelled', 'The order is not cancelled');
  if (reason === 'too-few-participants' && order.startsAt) {
    const terms = await providerTerms(db, providerId);
    if (!minParticipantsCancellationInTime(order.cancelledAt, order.startsAt, terms)) {
      throw refused('min-participants-cancellation-too-late', `An activity may be cancelled for too few participants up to ${terms.minParticipantsCancellationHours} hours before it starts`);
    }
  }
  await markProviderCancellation(db, { orderId, providerId, reason, markedBy: actor.userId });
}

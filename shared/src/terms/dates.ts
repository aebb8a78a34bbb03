/**
 * The dates the terms set (R-TERMS-4, -5, -7, -8, -9, -10) and R-USER-11's business days, as pure
 * functions over local calendar dates (YYYY-MM-DD) and instants. No time zone is guessed here: the
 * caller passes the provider's local date.
 */
import type { ProviderTerms } from './terms';

const DAY_MS = 86_400_000;

function toUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function fromUtc(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/** Israel's working week: Sunday to Thursday (Friday and Saturday are the weekend). */
export function isBusinessDay(date: string): boolean {
  const weekday = toUtc(date).getUTCDay();
  return weekday !== 5 && weekday !== 6;
}

/** The date `days` business days after `date` (R-USER-11: an agency's access is sent within 3 business days). */
export function addBusinessDays(date: string, days: number): string {
  let d = date;
  let left = days;
  while (left > 0) {
    d = addDays(d, 1);
    if (isBusinessDay(d)) left -= 1;
  }
  return d;
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * R-TERMS-7, the newer reading (docs/decisions/terms-payout-timing.md): payouts run on the payout
 * days of each month (the 15th and the 30th; the month's last day when it is shorter), and only once
 * the provider has asked for payment and supplied bank details. The payout of an amount is the first
 * payout day on or after both the day it became due and the day of the payment request. No request
 * or no bank details: no payout date (null).
 */
export function payoutDate(terms: Pick<ProviderTerms, 'payoutDays'>, dueFrom: string, paymentRequestedOn: string | null, hasBankDetails: boolean): string | null {
  if (!paymentRequestedOn || !hasBankDetails) return null;
  const from = dueFrom > paymentRequestedOn ? dueFrom : paymentRequestedOn;
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  for (let i = 0; i < 3; i++) {
    const last = lastDayOfMonth(year, month);
    for (const day of [...terms.payoutDays].sort((a, b) => a - b)) {
      const date = `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
      if (date >= from) return date;
    }
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return null;
}

/** R-TERMS-4: the last day to refund in full an order the provider cancelled on `cancelledOn`. */
export function refundDueBy(terms: Pick<ProviderTerms, 'refundWithinDays'>, cancelledOn: string): string {
  return addDays(cancelledOn, terms.refundWithinDays);
}

/** R-TERMS-8: the last day to pay back a shortfall the platform asked for on `requestedOn`. */
export function shortfallDueBy(terms: Pick<ProviderTerms, 'shortfallRepaymentDays'>, requestedOn: string): string {
  return addDays(requestedOn, terms.shortfallRepaymentDays);
}

/** R-TERMS-5: whether a minimum-participants activity starting at `startsAt` may still be cancelled at `now`. */
export function mayCancelForTooFewParticipants(terms: Pick<ProviderTerms, 'minParticipantsCancellationHours'>, startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= terms.minParticipantsCancellationHours * 3_600_000;
}

/** The notice a change needs (R-TERMS-9 for fees, R-TERMS-10 for ending the contract). */
export type NoticeKind = 'new-usage-fee' | 'fee-change' | 'termination';

export function noticeDays(terms: ProviderTerms, kind: NoticeKind): number {
  if (kind === 'new-usage-fee') return terms.newFeeNoticeDays;
  if (kind === 'fee-change') return terms.feeChangeNoticeDays;
  return terms.terminationNoticeDays;
}

/** The first day a change given notice of on `noticeOn` may take effect. */
export function earliestEffectiveDate(terms: ProviderTerms, kind: NoticeKind, noticeOn: string): string {
  return addDays(noticeOn, noticeDays(terms, kind));
}

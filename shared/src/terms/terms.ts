/**
 * The provider terms as data (spec 002 §9.2, R-TERMS-1..12). The figures here are the platform's
 * defaults; a provider's agreed figures (R-TERMS-1: the commission is agreed per provider) override
 * them field by field. Money is integer minor units (agorot), percentages basis points (20% = 2000).
 */
export interface ProviderTerms {
  /** R-TERMS-1: the platform commission on ticket sales, agreed per provider. */
  commissionBp: number;
  /** R-TERMS-2: what a free order (free entry or a provider coupon) costs the provider, per ticket. */
  freeOrderFeePerTicket: number;
  /** R-TERMS-3: the operating and clearing fee on an order the provider cancels. */
  providerCancellationFeeBp: number;
  /** R-TERMS-4: days within which an order the provider cancelled is refunded in full. */
  refundWithinDays: number;
  /** R-TERMS-5: hours before the start up to which a minimum-participants activity may be cancelled. */
  minParticipantsCancellationHours: number;
  /** R-TERMS-7 (docs/decisions/terms-payout-timing.md): the payout days of the month. */
  payoutDays: readonly number[];
  /** R-TERMS-8: days to pay back a shortfall after the platform asks. */
  shortfallRepaymentDays: number;
  /** R-TERMS-9: the usage fee per month (none now), and the notice a new fee and a fee change need. */
  monthlyUsageFee: number;
  newFeeNoticeDays: number;
  feeChangeNoticeDays: number;
  /** R-TERMS-10: notice either side gives to end the contract. */
  terminationNoticeDays: number;
}

/** The terms' date: the version a registering provider accepts (R-USER-9). */
export const TERMS_VERSION = '2021-05-30';

export const DEFAULT_TERMS: ProviderTerms = {
  // The one reading of R-TERMS-1 that names a figure: 20 percent plus VAT.
  commissionBp: 2000,
  freeOrderFeePerTicket: 200,
  providerCancellationFeeBp: 300,
  refundWithinDays: 10,
  minParticipantsCancellationHours: 48,
  payoutDays: [15, 30],
  shortfallRepaymentDays: 14,
  monthlyUsageFee: 0,
  newFeeNoticeDays: 60,
  feeChangeNoticeDays: 30,
  terminationNoticeDays: 30,
};

/** The figures a provider's agreement may set; the rest are the same for every provider. */
export type AgreedTerms = Partial<Pick<ProviderTerms, 'commissionBp' | 'freeOrderFeePerTicket' | 'providerCancellationFeeBp' | 'monthlyUsageFee'>>;

export const AGREED_TERM_KEYS = ['commissionBp', 'freeOrderFeePerTicket', 'providerCancellationFeeBp', 'monthlyUsageFee'] as const;

/** The terms that bind a provider: the defaults with its agreed figures. */
export function termsOf(agreed: AgreedTerms | null | undefined): ProviderTerms {
  const terms = { ...DEFAULT_TERMS };
  for (const key of AGREED_TERM_KEYS) {
    const value = agreed?.[key];
    if (value !== undefined && value !== null) terms[key] = value;
  }
  return terms;
}

/** What is wrong with agreed figures: field and code (empty when they are fine). */
export function agreedTermsProblems(agreed: AgreedTerms): { field: keyof AgreedTerms; code: string }[] {
  const problems: { field: keyof AgreedTerms; code: string }[] = [];
  for (const key of AGREED_TERM_KEYS) {
    const value = agreed[key];
    if (value === undefined) continue;
    if (!Number.isInteger(value) || value < 0) problems.push({ field: key, code: 'not-a-whole-non-negative-number' });
    else if ((key === 'commissionBp' || key === 'providerCancellationFeeBp') && value > 10_000) problems.push({ field: key, code: 'over-100-percent' });
  }
  return problems;
}

/** The clauses of the terms step, by rule id; the texts live with the UI in three languages, the figures here. */
export const TERMS_CLAUSES = ['R-TERMS-1', 'R-TERMS-2', 'R-TERMS-3', 'R-TERMS-4', 'R-TERMS-5', 'R-TERMS-6', 'R-TERMS-7', 'R-TERMS-8', 'R-TERMS-9', 'R-TERMS-10', 'R-TERMS-11', 'R-TERMS-12'] as const;

/**
 * R-TERMS-5: an activity with a minimum number of participants may be cancelled for too few of them
 * only up to minParticipantsCancellationHours (48) before it starts.
 */
export function minParticipantsCancellationInTime(cancelledAt: Date, startsAt: Date, terms: Pick<ProviderTerms, 'minParticipantsCancellationHours'>): boolean {
  return startsAt.getTime() - cancelledAt.getTime() >= terms.minParticipantsCancellationHours * 3_600_000;
}

import { describe, expect, it } from 'vitest';
import { DEFAULT_TERMS } from './terms';
import { addBusinessDays, earliestEffectiveDate, mayCancelForTooFewParticipants, payoutDate, refundDueBy, shortfallDueBy } from './dates';

describe('terms dates', () => {
  it('R-USER-11: three business days skip the Israeli weekend (Friday, Saturday)', () => {
    expect(addBusinessDays('2026-11-24', 3)).toBe('2026-11-29'); // Tue -> Wed, Thu, (Fri, Sat), Sun
    expect(addBusinessDays('2026-11-26', 3)).toBe('2026-12-01'); // Thu -> Sun, Mon, Tue
    expect(addBusinessDays('2026-11-27', 3)).toBe('2026-12-01'); // Fri -> Sun, Mon, Tue
  });

  it('R-TERMS-7: payouts on the 15th and the 30th (the last day of a short month), after a payment request with bank details', () => {
    expect(payoutDate(DEFAULT_TERMS, '2026-10-31', '2026-11-02', true)).toBe('2026-11-15');
    expect(payoutDate(DEFAULT_TERMS, '2026-10-31', '2026-11-16', true)).toBe('2026-11-30');
    expect(payoutDate(DEFAULT_TERMS, '2027-01-31', '2027-02-16', true)).toBe('2027-02-28');
    expect(payoutDate(DEFAULT_TERMS, '2026-12-31', '2026-12-31', true)).toBe('2027-01-15');
    expect(payoutDate(DEFAULT_TERMS, '2026-10-31', null, true)).toBeNull();
    expect(payoutDate(DEFAULT_TERMS, '2026-10-31', '2026-11-02', false)).toBeNull();
  });

  it('R-TERMS-4: a provider cancellation is refunded within 10 days; R-TERMS-8: a shortfall is paid back within 14', () => {
    expect(refundDueBy(DEFAULT_TERMS, '2026-11-24')).toBe('2026-12-04');
    expect(shortfallDueBy(DEFAULT_TERMS, '2026-11-24')).toBe('2026-12-08');
  });

  it('R-TERMS-5: a minimum-participants activity can be cancelled up to 48 hours before it starts', () => {
    const startsAt = new Date('2026-11-28T10:00:00Z');
    expect(mayCancelForTooFewParticipants(DEFAULT_TERMS, startsAt, new Date('2026-11-26T10:00:00Z'))).toBe(true);
    expect(mayCancelForTooFewParticipants(DEFAULT_TERMS, startsAt, new Date('2026-11-26T10:00:01Z'))).toBe(false);
  });

  it('R-TERMS-9: a new usage fee needs 60 days notice and a fee change 30; R-TERMS-10: the contract ends 30 days after notice', () => {
    expect(DEFAULT_TERMS.monthlyUsageFee).toBe(0);
    expect(earliestEffectiveDate(DEFAULT_TERMS, 'new-usage-fee', '2026-11-01')).toBe('2026-12-31');
    expect(earliestEffectiveDate(DEFAULT_TERMS, 'fee-change', '2026-11-01')).toBe('2026-12-01');
    expect(earliestEffectiveDate(DEFAULT_TERMS, 'termination', '2026-11-01')).toBe('2026-12-01');
  });
});

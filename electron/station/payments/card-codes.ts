/**
 * Answer codes of the card company (spec 002 §8.7, R-RCPT-12): 000 approves; everything else is
 * refused with a message the cashier can read. One table for the station and the server:
 * @pos/shared/payments/card-codes (the named codes and the ranges of the spec).
 */
import { CLEARING_APPROVED, CLEARING_TIMEOUT, clearingMessage } from '@pos/shared/payments/card-codes';

export const CARD_APPROVED = CLEARING_APPROVED;
/** The terminal did not answer in time (not a card company code). */
export const CARD_TIMEOUT = CLEARING_TIMEOUT;

export function cardCodeMessage(code: string): string {
  if (code === CARD_TIMEOUT) return 'The payment terminal did not answer in time.';
  return clearingMessage(code).text;
}

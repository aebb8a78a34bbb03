/**
 * Answer codes of the card company (spec 002 §8.7, R-RCPT-12): 000 approves; everything else is
 * refused with a message the cashier can read. The full table is not in the spec; the ranges are.
 */
export const CARD_APPROVED = '000';
/** The terminal did not answer in time (not a card company code). */
export const CARD_TIMEOUT = 'timeout';

const MESSAGES: Record<string, string> = {
  '000': 'Valid transaction.',
  '001': 'Blocked card.',
  '002': 'Stolen card.',
  '003': 'Call the card company.',
  '004': 'Refused by the credit company.',
  '005': 'Forged card.',
  '006': 'Incorrect CVV or ID.',
  '036': 'Expired card.',
  '306': 'No communication with the card company.',
  '404': 'Terminal not found.',
  '599': 'General error, repeat the transaction.',
  '999': 'Values missing for installments.',
  timeout: 'The payment terminal did not answer in time.',
};

export function cardCodeMessage(code: string): string {
  const known = MESSAGES[code];
  if (known) return known;
  const n = Number(code);
  if (n >= 101 && n <= 180) return 'Terminal or card not permitted for this kind of transaction.';
  if (n >= 501 && n <= 510) return 'Terminal credentials or access problem.';
  if (n >= 597 && n <= 599) return 'General error or missing values.';
  return `The card company refused the transaction (code ${code}).`;
}

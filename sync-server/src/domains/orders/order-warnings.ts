import { warning } from '@pos/shared/errors';

/** Questions the user answers by sending the call again with `confirmed` (422 warnings). */
const QUESTIONS = {
  /** R-ORD-3 */
  'confirm-cancel': 'Cancel the order?',
  'confirm-request': 'Change the order to on request?',
  /** R-ORD-6 */
  'price-changed': 'The price in the price list has changed. Continue?',
  'currency-changed': 'The currency of the price list has changed. Continue?',
  'no-availability': 'No availability remains. Continue?',
  /** R-ORD-11 */
  'confirm-past-future-move': 'The order moves between a past slot and a future slot. Continue?',
  /** R-ORD-14 */
  'confirm-arrival-change': 'Change the arrival confirmation already set?',
} as const;

export type OrderQuestion = keyof typeof QUESTIONS;

/**
 * Unless confirmed, asks every question at once: a 422 warning with the first as its code and all
 * of them in `warnings`, so one confirmation answers them all.
 */
export function askFirst(questions: readonly OrderQuestion[], confirmed: boolean | undefined): void {
  if (questions.length === 0 || confirmed) return;
  const unique = [...new Set(questions)];
  throw warning(unique[0]!, unique.map((q) => QUESTIONS[q]).join(' '), 'confirmed', { warnings: unique });
}

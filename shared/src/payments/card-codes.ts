/**
 * Card payments as the card companies answer them, one rule for the station and the server.
 *
 * - R-RCPT-10: a card payment ends with a result of None, Ok, Error or Cancel.
 * - R-RCPT-11: card brands are bit values 1..128 in the order of spec 001 §9 (the spec does not
 *   state each brand's bit; we read the §9 order as the bit order).
 * - R-RCPT-12: clearing codes 000..999; 000 is valid, the named codes and ranges below refuse.
 * - R-RCPT-13: every refusal, time-out and cancel is reported to the user with a message (a
 *   message code for the three languages, and an English text for logs and the API).
 */

export const CARD_RESULTS = ['None', 'Ok', 'Error', 'Cancel'] as const;
export type CardResult = (typeof CARD_RESULTS)[number];

export const CardBrand = {
  Visa: 1,
  Mastercard: 2,
  Isracard: 4,
  Eurocard: 8,
  Diners: 16,
  AmericanExpress: 32,
  LeumiCard: 64,
  VisaAlpha: 128,
} as const;
export type CardBrandName = keyof typeof CardBrand;
export const CARD_BRAND_BITS = Object.values(CardBrand);

/** The brand of a single bit, or null for 0 or a value that is not one known bit. */
export function cardBrandName(bit: number): CardBrandName | null {
  const found = Object.entries(CardBrand).find(([, value]) => value === bit);
  return found ? (found[0] as CardBrandName) : null;
}

/** The brands of a set of bits (a terminal that takes several brands). */
export function cardBrandsOf(bits: number): CardBrandName[] {
  return (Object.entries(CardBrand) as [CardBrandName, number][]).filter(([, bit]) => (bits & bit) !== 0).map(([name]) => name);
}

export const CLEARING_APPROVED = '000';
/** The card company or the gateway did not answer in time (not a clearing code). */
export const CLEARING_TIMEOUT = 'timeout';
/** The payer closed the payment page (Pelecard answers 555). */
export const CLEARING_CANCELLED = '555';

/** A clearing code is three digits 000..999. */
export function isClearingCode(code: string): boolean {
  return /^\d{3}$/.test(code);
}

interface CodeText {
  code: string;
  text: string;
}

const NAMED: Record<string, CodeText> = {
  '000': { code: 'card.valid', text: 'Valid transaction.' },
  '001': { code: 'card.blocked', text: 'Blocked card.' },
  '002': { code: 'card.stolen', text: 'Stolen card.' },
  '003': { code: 'card.call-company', text: 'Call the card company.' },
  '004': { code: 'card.refused', text: 'Refused by the credit company.' },
  '005': { code: 'card.forged', text: 'Forged card.' },
  '006': { code: 'card.wrong-cvv-or-id', text: 'Incorrect CVV or ID.' },
  '036': { code: 'card.expired', text: 'Expired card.' },
  '306': { code: 'card.no-communication', text: 'No communication with the card company.' },
  '404': { code: 'card.terminal-not-found', text: 'Terminal not found.' },
  '555': { code: 'card.cancelled', text: 'The payment was cancelled.' },
  '599': { code: 'card.general-error-repeat', text: 'General error, repeat the transaction.' },
  '999': { code: 'card.installments-missing', text: 'Values missing for installments.' },
  timeout: { code: 'card.timeout', text: 'The card payment did not answer in time.' },
};

/** R-RCPT-12 → R-RCPT-13: the message (code and English text) of a clearing code. */
export function clearingMessage(code: string): CodeText {
  const named = NAMED[code];
  if (named) return named;
  const n = Number(code);
  if (isClearingCode(code)) {
    if (n >= 101 && n <= 180) return { code: 'card.not-permitted', text: 'Terminal or card not permitted for this kind of transaction.' };
    if (n >= 501 && n <= 510) return { code: 'card.terminal-access', text: 'Terminal credentials or access problem.' };
    if (n >= 597 && n <= 599) return { code: 'card.general-error', text: 'General error or missing values.' };
  }
  return { code: 'card.other', text: `The card company refused the transaction (code ${code}).` };
}

/** R-RCPT-13: what a failed card refund says. */
export const CARD_REFUND_FAILED: CodeText = { code: 'card.refund-failed', text: 'Card refund failed (contact the clearing company).' };

/** R-RCPT-10: the result of a finished card transaction by its clearing code. */
export function cardResultOf(code: string | null): CardResult {
  if (code === null) return 'None';
  if (code === CLEARING_APPROVED) return 'Ok';
  if (code === CLEARING_CANCELLED) return 'Cancel';
  return 'Error';
}

/** Every message code clearingMessage can answer (the texts each language must have). */
export const CARD_MESSAGE_CODES = [...new Set([...Object.values(NAMED).map((m) => m.code), 'card.not-permitted', 'card.terminal-access', 'card.general-error', 'card.other', CARD_REFUND_FAILED.code])];

import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

const RTL_LETTER = /[\u0590-\u05ff\u0600-\u06ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/**
 * The paragraph direction of one run of text (a line, a table cell): right to left when it holds any
 * Hebrew letter. Deciding by content, not by the document, keeps an English product name with a
 * trailing parenthesis "(2h)" intact in a Hebrew receipt, and makes decoding (which sees only the
 * characters) take the same decision as encoding.
 */
export function directionOfText(text: string): 'rtl' | 'ltr' {
  return RTL_LETTER.test(text) ? 'rtl' : 'ltr';
}

/** A negative amount at the start of a word: "-5.00", "-1,234.50". */
export const NEGATIVE_AMOUNT = /(^|\s)(-\d[\d,]*(?:\.\d+)?)/g;
const ONLY_HEBREW_AND_NEUTRALS = /^[\u05d0-\u05ea \t"'.,:;!?()[\]{}<>*-]*$/;
const MIRROR: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<' };
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * Logical order to visual (left-to-right display) order with the Unicode Bidirectional Algorithm:
 * Hebrew runs reversed, numbers, prices and Latin words left to right, brackets mirrored. The text
 * must be one line; the result has the same length. A negative amount is isolated as one
 * left-to-right unit: plain UBA would print "-5.00" in Hebrew text as "5.00-".
 */
export function toVisual(line: string, direction: 'rtl' | 'ltr' = directionOfText(line)): string {
  if (direction === 'ltr' && !RTL_LETTER.test(line)) return line;
  // Hebrew letters with spaces and punctuation only: every character resolves to the paragraph's
  // right-to-left level, so the line simply reverses, brackets mirrored (most labels; 20x faster).
  if (direction === 'rtl' && ONLY_HEBREW_AND_NEUTRALS.test(line)) return [...line].reverse().map((ch) => MIRROR[ch] ?? ch).join('');
  const isolated = line.replace(NEGATIVE_AMOUNT, `$1${LRI}$2${PDI}`);
  return bidi.getReorderedString(isolated, bidi.getEmbeddingLevels(isolated, direction)).replace(/[\u2066\u2069]/g, '');
}

/**
 * Visual order back to logical order. For the texts a document holds (words, numbers, amounts,
 * dates, codes) the reordering is its own inverse when run with the same paragraph direction, which
 * directionOfText finds again from the characters; bidi.test.ts holds the cases.
 */
export function toLogical(visual: string): string {
  return toVisual(visual, directionOfText(visual));
}

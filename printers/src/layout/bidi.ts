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

/**
 * Logical order to visual (left-to-right display) order with the Unicode Bidirectional Algorithm:
 * Hebrew runs reversed, numbers, prices and Latin words left to right, brackets mirrored. The text
 * must be one line; the result has the same length.
 */
export function toVisual(line: string, direction: 'rtl' | 'ltr' = directionOfText(line)): string {
  if (direction === 'ltr' && !RTL_LETTER.test(line)) return line;
  return bidi.getReorderedString(line, bidi.getEmbeddingLevels(line, direction));
}

/**
 * Visual order back to logical order. For the texts a document holds (words, numbers, amounts,
 * dates, codes) the reordering is its own inverse when run with the same paragraph direction, which
 * directionOfText finds again from the characters; bidi.test.ts holds the cases.
 */
export function toLogical(visual: string): string {
  return toVisual(visual, directionOfText(visual));
}

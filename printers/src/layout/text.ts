import { RASTER_CHARSET } from '../raster/charset';

const PRINTABLE = new Set(RASTER_CHARSET);

const REPLACEMENTS: Record<string, string> = {
  '\u05be': '-', // maqaf
  '\u05c0': '|',
  '\u05c3': ':',
  '\u05f3': "'", // geresh
  '\u05f4': '"', // gershayim
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u00d7': 'x',
  '\u00b7': '-',
  '\u2022': '*',
  '\u20aa': 'NIS',
  '\u20ac': 'EUR',
  '\u00a0': ' ',
  '\t': ' ',
};

/**
 * Text as the roll prints it: one character per column. NFKC (Hebrew presentation forms, ligatures,
 * full-width forms), no niqqud or other combining marks (CP862 has none), typographic punctuation
 * to ASCII, no bidi controls (the layout orders text itself), and '?' for anything the printer
 * cannot show, the same set in text and raster modes (../raster/charset.ts). Keeps '\n'.
 */
export function normalizeText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFKC').replace(/\p{M}/gu, '')) {
    if (ch === '\n') out += ch;
    else if (PRINTABLE.has(ch)) out += ch;
    else if (ch in REPLACEMENTS) out += REPLACEMENTS[ch];
    else if (/[\p{Cc}\p{Cf}]/u.test(ch)) continue;
    else if (/\p{Zs}/u.test(ch)) out += ' ';
    else out += '?';
  }
  return out;
}

/**
 * Word-wraps normalized text to `width` columns in logical order, before any visual reordering, so
 * a right-to-left line keeps the first words of the sentence. Words longer than a line are cut.
 */
export function wrapLogical(text: string, width: number): string[] {
  if (width < 1) throw new RangeError('width must be at least 1');
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(' ').filter((w) => w.length > 0);
    let line = '';
    for (let word of words) {
      if (line.length > 0 && line.length + 1 + word.length <= width) {
        line += ' ' + word;
        continue;
      }
      if (line.length > 0) lines.push(line);
      while (word.length > width) {
        lines.push(word.slice(0, width));
        word = word.slice(width);
      }
      line = word;
    }
    lines.push(line);
  }
  return lines;
}

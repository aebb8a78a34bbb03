import type { TextLine } from '../layout/lines';
import { Bitmap } from './bitmap';
import { RASTER_CHARSET } from './charset';
import { BOLD_GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH, REGULAR_GLYPHS } from './font-data';

/**
 * The raster mode's font: 12x24 cells, the size of ESC/POS Font A, so a line takes the same room
 * in both modes. Double size doubles every pixel.
 */
export { GLYPH_HEIGHT, GLYPH_WIDTH };

type Glyphs = Map<string, Uint16Array>;

function unpack(base64: string): Glyphs {
  const bytes = Buffer.from(base64, 'base64');
  const glyphs: Glyphs = new Map();
  [...RASTER_CHARSET].forEach((ch, i) => {
    const rows = new Uint16Array(GLYPH_HEIGHT);
    for (let y = 0; y < GLYPH_HEIGHT; y++) rows[y] = (bytes[(i * GLYPH_HEIGHT + y) * 2]! << 8) | bytes[(i * GLYPH_HEIGHT + y) * 2 + 1]!;
    glyphs.set(ch, rows);
  });
  return glyphs;
}

let fonts: { regular: Glyphs; bold: Glyphs } | undefined;
function loadFonts(): { regular: Glyphs; bold: Glyphs } {
  fonts ??= { regular: unpack(REGULAR_GLYPHS), bold: unpack(BOLD_GLYPHS) };
  return fonts;
}

/** Draws one laid-out line (visual order) into a bitmap `dotsWidth` wide and one cell high. */
export function renderTextLine(line: Pick<TextLine, 'text' | 'bold' | 'size'>, dotsWidth: number): Bitmap {
  const scale = line.size === 'double' ? 2 : 1;
  const glyphs = loadFonts()[line.bold ? 'bold' : 'regular'];
  const bitmap = new Bitmap(dotsWidth, GLYPH_HEIGHT * scale);
  [...line.text].forEach((ch, column) => {
    const rows = glyphs.get(ch) ?? glyphs.get('?')!;
    const left = column * GLYPH_WIDTH * scale;
    for (let y = 0; y < GLYPH_HEIGHT; y++) {
      for (let x = 0; x < GLYPH_WIDTH; x++) {
        if (rows[y]! & (0x8000 >> x)) bitmap.fillRect(left + x * scale, y * scale, scale, scale);
      }
    }
  });
  return bitmap;
}

let index: Map<string, { chars: string[]; bold: boolean }> | undefined;
function glyphIndex(): Map<string, { chars: string[]; bold: boolean }> {
  if (index) return index;
  index = new Map();
  const { regular, bold } = loadFonts();
  for (const [isBold, glyphs] of [[false, regular], [true, bold]] as const) {
    for (const [ch, rows] of glyphs) {
      if (ch === ' ') continue;
      const key = `${isBold ? 'b' : 'r'}:${rows.join(',')}`;
      const entry = index.get(key) ?? { chars: [], bold: isBold };
      entry.chars.push(ch);
      index.set(key, entry);
    }
  }
  return index;
}

const CYRILLIC = /[\u0400-\u04ff]/;
const LATIN = /[A-Za-z]/;
const DIGIT = /[0-9]/;

/** A raster line read back: per cell, the characters whose glyph it matches (' ' for a blank cell). */
export interface RecognizedLine {
  cells: string[][];
  bold: boolean;
  size: TextLine['size'];
}

/**
 * Reads a raster line back by matching its cells against the font, for the virtual printer.
 * Undefined when a cell matches no glyph: the bitmap is a picture, not text.
 */
export function recognizeTextLine(bitmap: Bitmap): RecognizedLine | undefined {
  const scale = bitmap.height === GLYPH_HEIGHT * 2 ? 2 : bitmap.height === GLYPH_HEIGHT ? 1 : 0;
  if (scale === 0) return undefined;
  const count = Math.floor(bitmap.width / (GLYPH_WIDTH * scale));
  const cells: string[][] = [];
  let bold = false;
  for (let cell = 0; cell < count; cell++) {
    const rows: number[] = [];
    for (let y = 0; y < GLYPH_HEIGHT; y++) {
      let row = 0;
      for (let x = 0; x < GLYPH_WIDTH; x++) if (bitmap.get((cell * GLYPH_WIDTH + x) * scale, y * scale)) row |= 0x8000 >> x;
      rows.push(row);
    }
    if (rows.every((row) => row === 0)) {
      cells.push([' ']);
      continue;
    }
    const key = rows.join(',');
    const match = glyphIndex().get(`r:${key}`) ?? glyphIndex().get(`b:${key}`);
    if (!match) return undefined;
    bold ||= match.bold;
    cells.push(match.chars);
  }
  return { cells, bold, size: scale === 2 ? 'double' : 'normal' };
}

/** Whether a recognized line holds a letter only Cyrillic has (not А, о, с... which Latin shares). */
export function hasDistinctCyrillic(line: RecognizedLine): boolean {
  return line.cells.some((chars) => chars.every((c) => CYRILLIC.test(c)));
}

/**
 * The text of a recognized line. Latin and Cyrillic letters that look alike (A/А, o/о) are told
 * apart by the other letters of their word, or for a word made only of such letters ("Касса") by
 * `preferCyrillic`, which the caller sets from the rest of the job.
 */
export function recognizedText(line: RecognizedLine, preferCyrillic: boolean): string {
  const out: string[] = [];
  for (let start = 0; start < line.cells.length; ) {
    let end = start;
    while (end < line.cells.length && line.cells[end]![0] !== ' ') end++;
    const word = line.cells.slice(start, Math.max(end, start + 1));
    const cyrillic = word.some((chars) => chars.every((c) => CYRILLIC.test(c)));
    const latin = word.some((chars) => chars.every((c) => LATIN.test(c)));
    const useCyrillic = cyrillic || (!latin && preferCyrillic);
    // З and 3 look alike too: a Cyrillic word with no other digit takes the letter.
    const digits = word.some((chars) => chars.every((c) => DIGIT.test(c)));
    for (const chars of word) {
      const alternative = chars.find((c) => CYRILLIC.test(c));
      const take = alternative && (LATIN.test(chars[0]!) ? useCyrillic : DIGIT.test(chars[0]!) && cyrillic && !digits);
      out.push(take ? alternative : chars[0]!);
    }
    start = Math.max(end, start + 1);
  }
  return out.join('').trimEnd();
}

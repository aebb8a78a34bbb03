import { toVisual } from './bidi';
import type { Align, Block, PrintDocument, TableBlock, TableColumn, TextSize } from './model';
import { normalizeText, wrapLogical } from './text';

/**
 * One physical line of a roll: `text` is in visual order (left to right as printed), placed in its
 * columns and trimmed at the end; it never holds more than the line's width in characters
 * (`columns`, or half of it for double size).
 */
export interface TextLine {
  kind: 'text';
  text: string;
  bold: boolean;
  size: TextSize;
}

export type PrintLine =
  | TextLine
  | { kind: 'qr'; data: string }
  | { kind: 'barcode'; data: string }
  | { kind: 'image'; png: Uint8Array }
  | { kind: 'feed'; lines: number }
  | { kind: 'cut' }
  | { kind: 'drawerKick' };

/** Below this, optional table columns are dropped to give the fill column room. */
export const MIN_FILL_WIDTH = 10;

/** Room for an amount ("-99,999.99"); the total column of the lines table has the same width. */
export const AMOUNT_WIDTH = 10;
const AMOUNT = /^-?[\d,]+\.\d{2}$/;

/** A bare amount ("118.00", "-1,234.50"): aligned to the right in a field, so decimal points line up. */
export function isAmount(text: string): boolean {
  return AMOUNT.test(text);
}

/**
 * A run of logical text placed between [from, from + width) counted from the start edge. 'right'
 * is physical, for amounts.
 */
interface Cell {
  from: number;
  width: number;
  text: string;
  align: Align | 'right';
}

function lineWidth(columns: number, size: TextSize): number {
  return size === 'double' ? Math.floor(columns / 2) : columns;
}

/**
 * Places cells on one physical line. Each cell is reordered on its own (like a table cell in
 * HTML), then put at its mirrored position in a right-to-left document, so columns stay columns
 * whatever the scripts in them.
 */
function composeLine(cells: Cell[], width: number, direction: 'rtl' | 'ltr'): string {
  const out = new Array<string>(width).fill(' ');
  for (const cell of cells) {
    const visual = toVisual(cell.text);
    const physicalFrom = direction === 'rtl' ? width - cell.from - cell.width : cell.from;
    const side: 'left' | 'right' | 'center' =
      cell.align === 'center' || cell.align === 'right'
        ? cell.align
        : (cell.align === 'start') === (direction === 'ltr')
          ? 'left'
          : 'right';
    const free = cell.width - visual.length;
    const offset = side === 'left' ? 0 : side === 'right' ? free : Math.floor(free / 2);
    for (let i = 0; i < visual.length; i++) out[physicalFrom + offset + i] = visual[i]!;
  }
  return out.join('').trimEnd();
}

function textLines(cellsPerLine: Cell[][], width: number, direction: 'rtl' | 'ltr', bold: boolean, size: TextSize): TextLine[] {
  return cellsPerLine.map((cells) => ({ kind: 'text', text: composeLine(cells, width, direction), bold, size }));
}

function layoutTable(block: TableBlock, columns: number, direction: 'rtl' | 'ltr'): TextLine[] {
  const fixed = (cols: TableColumn[]) => cols.reduce((sum, c) => sum + (c.width === 'fill' ? 0 : c.width), 0) + (cols.length - 1);
  let kept = block.columns.map((column, index) => ({ column, index }));
  while (columns - fixed(kept.map((k) => k.column)) < MIN_FILL_WIDTH) {
    const dropAt = kept.map((k) => k.column.optional === true).lastIndexOf(true);
    if (dropAt < 0) break;
    kept = kept.filter((_, i) => i !== dropAt);
  }
  const fillWidth = Math.max(1, columns - fixed(kept.map((k) => k.column)));
  let from = 0;
  const placed = kept.map(({ column, index }) => {
    const width = column.width === 'fill' ? fillWidth : column.width;
    const at = { index, width, from, align: column.numeric ? ('right' as const) : (column.align ?? 'start') };
    from += width + 1;
    return at;
  });
  if (from - 1 > columns) throw new RangeError(`table needs ${from - 1} columns, the roll has ${columns}`);
  const rowLines = (row: readonly string[]): Cell[][] => {
    const wrapped = placed.map((p) => wrapLogical(normalizeText(row[p.index] ?? ''), p.width));
    const height = Math.max(...wrapped.map((w) => w.length));
    return Array.from({ length: height }, (_, line) =>
      placed.map((p, i) => ({ from: p.from, width: p.width, align: p.align, text: wrapped[i]![line] ?? '' })),
    );
  };
  const out: TextLine[] = [];
  if (block.columns.some((c) => c.header)) {
    out.push(...textLines(rowLines(block.columns.map((c) => c.header ?? '')), columns, direction, true, 'normal'));
    out.push({ kind: 'text', text: '-'.repeat(columns), bold: false, size: 'normal' });
  }
  for (const row of block.rows) out.push(...textLines(rowLines(row), columns, direction, false, 'normal'));
  return out;
}

function layoutBlock(block: Block, columns: number, direction: 'rtl' | 'ltr'): PrintLine[] {
  switch (block.kind) {
    case 'text': {
      const size = block.size ?? 'normal';
      const width = lineWidth(columns, size);
      const lines = wrapLogical(normalizeText(block.text), width);
      const align = block.align ?? 'start';
      return textLines(lines.map((text) => [{ from: 0, width, text, align }]), width, direction, block.bold ?? false, size);
    }
    case 'separator':
      return [{ kind: 'text', text: (block.style === 'double' ? '=' : '-').repeat(columns), bold: false, size: 'normal' }];
    case 'keyValue': {
      const size = block.size ?? 'normal';
      const width = lineWidth(columns, size);
      const value = normalizeText(block.value).replace(/\n/g, ' ');
      const valueWidth = Math.min(value.length, width);
      const keyLines = wrapLogical(normalizeText(block.key), width);
      const last = keyLines[keyLines.length - 1]!;
      const cells: Cell[][] = keyLines.map((text) => [{ from: 0, width, text, align: 'start' }]);
      const valueCell = (text: string, field = text.length): Cell => {
        const cellWidth = Math.min(field, width);
        return { from: width - cellWidth, width: cellWidth, text, align: 'right' };
      };
      const amountField = Math.max(valueWidth, AMOUNT_WIDTH);
      const field = isAmount(value) && last.length + 1 + amountField <= width ? amountField : valueWidth;
      if (last.length + 1 + field <= width) cells[cells.length - 1]!.push(valueCell(value, field));
      else for (const part of wrapLogical(value, width)) cells.push([valueCell(part)]);
      return textLines(cells, width, direction, block.bold ?? false, size);
    }
    case 'table':
      return layoutTable(block, columns, direction);
    case 'qr':
    case 'barcode':
      return [{ kind: block.kind, data: block.data }];
    case 'image':
      return [{ kind: 'image', png: block.png }];
    case 'feed':
      return [{ kind: 'feed', lines: block.lines }];
    case 'cut':
      return [{ kind: 'cut' }];
    case 'drawerKick':
      return [{ kind: 'drawerKick' }];
  }
}

/** The document as physical lines for a roll `columns` characters wide (Font A). */
export function layoutDocument(doc: PrintDocument, columns: number): PrintLine[] {
  return doc.blocks.flatMap((block) => layoutBlock(block, columns, doc.direction));
}

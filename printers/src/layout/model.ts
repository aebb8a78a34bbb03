import type { Language } from '@pos/shared/languages';

/**
 * A printed document as data: what to print, not how. The same blocks become ESC/POS for a roll
 * (../escpos/encode.ts) and HTML for A4 (../a4/html.ts). Texts are in logical (typing) order;
 * alignment is logical too: `start` is the right edge in a right-to-left document.
 */
export type Align = 'start' | 'center' | 'end';
export type TextSize = 'normal' | 'double';

export interface TextBlock {
  kind: 'text';
  /** May hold '\n' for explicit line breaks; longer lines wrap at word boundaries. */
  text: string;
  align?: Align;
  bold?: boolean;
  size?: TextSize;
}

export interface SeparatorBlock {
  kind: 'separator';
  style?: 'single' | 'double';
}

/**
 * A label at the start edge and its value at the end edge ("Total ...... 118.00"). A bare amount
 * value is right-aligned in a field as wide as the table's total column, in either direction.
 */
export interface KeyValueBlock {
  kind: 'keyValue';
  key: string;
  value: string;
  bold?: boolean;
  size?: TextSize;
}

export interface TableColumn {
  header?: string;
  /** Characters, or 'fill' for the one column that takes what is left. */
  width: number | 'fill';
  align?: Align;
  /** Amounts: right-aligned in either direction, so decimal points line up. */
  numeric?: boolean;
  /** Left out on narrow rolls when the fill column would get fewer than MIN_FILL_WIDTH characters. */
  optional?: boolean;
}

export interface TableBlock {
  kind: 'table';
  columns: TableColumn[];
  /** One string per column; a cell may hold '\n' and wraps within its column. */
  rows: string[][];
}

export interface QrBlock {
  kind: 'qr';
  /** Printed exactly (byte mode, UTF-8). */
  data: string;
}

export interface BarcodeBlock {
  kind: 'barcode';
  /** Code 128 (code set B): printable ASCII. */
  data: string;
}

export interface ImageBlock {
  kind: 'image';
  png: Uint8Array;
}

export interface FeedBlock {
  kind: 'feed';
  lines: number;
}

/** End of a paper piece: a cut on a roll, a dashed cut line on A4. */
export interface CutBlock {
  kind: 'cut';
}

export interface DrawerKickBlock {
  kind: 'drawerKick';
}

export type Block =
  | TextBlock
  | SeparatorBlock
  | KeyValueBlock
  | TableBlock
  | QrBlock
  | BarcodeBlock
  | ImageBlock
  | FeedBlock
  | CutBlock
  | DrawerKickBlock;

export const DOCUMENT_TYPES = [
  'receipt',
  'invoice-receipt',
  'credit-receipt',
  'invoice',
  'credit-invoice',
  'proforma',
  'custom',
  'single-unit-tickets',
  'multiple-unit-tickets',
  'order-summary',
  'shift-x',
  'shift-z',
  'employee-day-sheet',
  'slot-manifest',
  'bulk-invoice-run',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export interface PrintDocument {
  type: DocumentType;
  lang: Language;
  direction: 'rtl' | 'ltr';
  /** For the A4 page title and print-job names. */
  title: string;
  blocks: Block[];
}

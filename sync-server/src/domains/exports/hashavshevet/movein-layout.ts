/**
 * Hashavshevet's journal import, the flexible method ("השיטה הגמישה"): a data file of fixed-width
 * records and a parameters file MOVEIN.PRM whose first line is the record's length and whose lines
 * 2-35 give, for each of the import's fields in a fixed order, the first and last character of that
 * field in a record ("0 0" when the file does not carry it). Which fields exist, their order and
 * their maximum widths are the dealer's published table; the positions below are this project's
 * layout (docs/decisions/hashavshevet-import.md says which is which).
 */
import iconv from 'iconv-lite';

export const MOVEIN_ENCODING = 'windows-1255';

/** A field's content: text (left-aligned), a whole number or an amount (right-aligned), a DD/MM/YYYY date. */
type FieldKind = 'text' | 'number' | 'amount' | 'date';

export interface MoveinField {
  /** The line of MOVEIN.PRM that places it (2-35). */
  line: number;
  key: string;
  /** Its name as the import's table gives it (written as the PRM line's comment). */
  name: string;
  /** The characters this file gives it (0: not carried); never more than the import's maximum. */
  width: number;
  kind: FieldKind;
}

const f = (line: number, key: string, name: string, width: number, kind: FieldKind = 'text'): MoveinField => ({ line, key, name, width, kind });

/** PRM lines 2-35 in the import's order. Amounts are 9.2 (9 digits, the point, 2 decimals: 12 characters). */
export const MOVEIN_FIELDS: readonly MoveinField[] = [
  f(2, 'typeCode', 'קוד סוג תנועה', 3),
  f(3, 'reference', 'אסמכתא ראשונה', 9, 'number'),
  f(4, 'reference2', 'אסמכתא שנייה', 9, 'number'),
  f(5, 'date', 'תאריך אסמכתא', 10, 'date'),
  f(6, 'valueDate', 'תאריך ערך', 10, 'date'),
  f(7, 'costCode', 'קוד תמחיר', 0),
  f(8, 'currency', 'קוד מטבע', 5),
  f(9, 'details', 'פרטים', 50),
  f(10, 'debit1', 'חשבון חובה 1', 15),
  f(11, 'debit2', 'חשבון חובה 2', 15),
  f(12, 'credit1', 'חשבון זכות 1', 15),
  f(13, 'credit2', 'חשבון זכות 2', 15),
  f(14, 'debit1Amount', 'סכום חובה 1 בש"ח', 12, 'amount'),
  f(15, 'debit2Amount', 'סכום חובה 2 בש"ח', 12, 'amount'),
  f(16, 'credit1Amount', 'סכום זכות 1 בש"ח', 12, 'amount'),
  f(17, 'credit2Amount', 'סכום זכות 2 בש"ח', 12, 'amount'),
  f(18, 'debit1Foreign', 'סכום חובה 1 מט"ח', 0),
  f(19, 'debit2Foreign', 'סכום חובה 2 מט"ח', 0),
  f(20, 'credit1Foreign', 'סכום זכות 1 מט"ח', 0),
  f(21, 'credit2Foreign', 'סכום זכות 2 מט"ח', 0),
  f(22, 'date3', 'תאריך 3', 0),
  f(23, 'reference3', 'אסמכתא 3', 0),
  f(24, 'quantity', 'כמות', 0),
  f(25, 'file', 'קובץ', 0),
  // Lines 26-35: carried by no record of this file.
  ...Array.from({ length: 10 }, (_, i) => f(26 + i, `unused${26 + i}`, `שדה ${26 + i}`, 0)),
];

export interface FieldPosition {
  start: number;
  end: number;
}

/** Each carried field's first and last character (1-based), one blank column between fields for a reader's eye. */
export const MOVEIN_POSITIONS: ReadonlyMap<string, FieldPosition> = (() => {
  const positions = new Map<string, FieldPosition>();
  let next = 1;
  for (const field of MOVEIN_FIELDS) {
    if (field.width === 0) continue;
    positions.set(field.key, { start: next, end: next + field.width - 1 });
    next += field.width + 1;
  }
  return positions;
})();

/** A record's characters, without its CR LF. */
export const MOVEIN_RECORD_CHARS = Math.max(...[...MOVEIN_POSITIONS.values()].map((p) => p.end));
/** PRM line 1: the record's length, its CR LF included (each record is one line of the file). */
export const MOVEIN_RECORD_LENGTH = MOVEIN_RECORD_CHARS + 2;

/** MOVEIN.PRM's text: the record length, then "start end ;name" for lines 2-35 ("0 0" for a field not carried). */
export function moveinPrm(): string {
  const lines = [`${MOVEIN_RECORD_LENGTH} ;אורך הרשומה`];
  for (const field of MOVEIN_FIELDS) {
    const at = MOVEIN_POSITIONS.get(field.key);
    lines.push(`${at ? `${at.start} ${at.end}` : '0 0'} ;${field.name}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Text as Windows-1255 can hold it, one character per byte: anything else becomes '?' (so widths stay exact). */
export function windows1255Text(text: string): string {
  return iconv.decode(iconv.encode(text, MOVEIN_ENCODING), MOVEIN_ENCODING);
}

/** A movement's values: text, numbers, amounts in agorot (minor units, never negative), dates as YYYY-MM-DD. */
export type MovementValues = Partial<Record<string, string | number | null>>;

const amountText = (minor: number) => {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new Error(`MOVEIN amount ${minor} is not a whole non-negative number of agorot`);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
};
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function cell(field: MoveinField, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return ' '.repeat(field.width);
  let text: string;
  if (field.kind === 'amount') text = amountText(Number(value));
  else if (field.kind === 'date') text = ddmmyyyy(String(value));
  else text = windows1255Text(String(value).replace(/[\r\n\t]+/g, ' ').trim());
  if (text.length > field.width) {
    // A number or an amount that does not fit would be read as another one: refuse rather than cut it.
    if (field.kind !== 'text') throw new Error(`MOVEIN ${field.key} "${text}" is wider than ${field.width}`);
    text = text.slice(0, field.width);
  }
  return field.kind === 'number' || field.kind === 'amount' ? text.padStart(field.width) : text.padEnd(field.width);
}

/** One record of the data file, exactly MOVEIN_RECORD_CHARS characters (the writer adds CR LF). */
export function encodeMovement(values: MovementValues): string {
  const out = Array.from({ length: MOVEIN_RECORD_CHARS }, () => ' ');
  for (const field of MOVEIN_FIELDS) {
    const at = MOVEIN_POSITIONS.get(field.key);
    if (!at) continue;
    out.splice(at.start - 1, field.width, ...cell(field, values[field.key]));
  }
  return out.join('');
}

/** A PRM read back: the record length and each line's positions (as a bookkeeper's import would read them). */
export interface MoveinPrm {
  recordLength: number;
  /** PRM line (2-35) → its positions, for the lines not "0 0". */
  fields: Map<number, FieldPosition>;
}

export function readMoveinPrm(text: string): MoveinPrm {
  const lines = text.split('\r\n').filter((l) => l !== '');
  const numbers = (line: string) => line.split(';')[0]!.trim().split(/\s+/).map(Number);
  const fields = new Map<number, FieldPosition>();
  lines.slice(1).forEach((line, i) => {
    const [start, end] = numbers(line);
    if (start && end) fields.set(i + 2, { start, end });
  });
  return { recordLength: numbers(lines[0]!)[0]!, fields };
}

/** A field of a record by the PRM's positions, trimmed. */
export function readField(record: string, prm: MoveinPrm, line: number): string {
  const at = prm.fields.get(line);
  return at ? record.slice(at.start - 1, at.end).trim() : '';
}

/**
 * The Tax Authority's unified format ("מבנה אחיד", OPEN FORMAT, instructions version 1.31): the
 * fixed-width records of INI.TXT and BKMVDATA.TXT, field by field as the instructions' tables give
 * them (field number, width, kind). Encoding follows §2.3: a numeric field is right-aligned with
 * leading zeros; an alphanumeric one left-aligned, padded with spaces; an amount (X9(n)v99) is a
 * sign and the digits without the point ("+0124565" for 1245.65 in X9(5)v99).
 */

/** X: alphanumeric; 9: numeric; S: a signed amount with `decimals` digits after the (unwritten) point. */
export type FieldKind = 'X' | '9' | 'S';
export interface FieldSpec {
  no: number;
  width: number;
  kind: FieldKind;
  decimals?: number;
}

const X = (no: number, width: number): FieldSpec => ({ no, width, kind: 'X' });
const N = (no: number, width: number): FieldSpec => ({ no, width, kind: '9' });
const S = (no: number, width: number, decimals = 2): FieldSpec => ({ no, width, kind: 'S', decimals });

/** Each record's fields after its code (the code is the record's first 4 characters), and its length (§2.5). */
export const RECORDS = {
  // INI.TXT 3.1: the leading record (466).
  A000: { length: 466, fields: [X(1001, 5), N(1002, 15), N(1003, 9), N(1004, 15), X(1005, 8), N(1006, 8), X(1007, 20), X(1008, 20), N(1009, 9), X(1010, 20), N(1011, 1), X(1012, 50), N(1013, 1), N(1014, 1), N(1015, 9), N(1016, 9), X(1017, 10), X(1018, 50), X(1019, 50), X(1020, 10), X(1021, 30), X(1022, 8), N(1023, 4), N(1024, 8), N(1025, 8), N(1026, 8), N(1027, 4), N(1028, 1), N(1029, 1), X(1030, 20), X(1032, 3), N(1034, 1), X(1035, 46)] },
  // 4.1 opening record (95).
  A100: { length: 95, fields: [N(1101, 9), N(1102, 9), N(1103, 15), X(1104, 8), X(1105, 50)] },
  // 4.2 closing record (110).
  Z900: { length: 110, fields: [N(1151, 9), N(1152, 9), N(1153, 15), X(1154, 8), N(1155, 15), X(1156, 50)] },
  // 4.3 document header (444).
  C100: { length: 444, fields: [N(1201, 9), N(1202, 9), N(1203, 3), X(1204, 20), N(1205, 8), N(1206, 4), X(1207, 50), X(1208, 50), X(1209, 10), X(1210, 30), X(1211, 8), X(1212, 30), X(1213, 2), X(1214, 15), N(1215, 9), N(1216, 8), S(1217, 15), X(1218, 3), S(1219, 15), S(1220, 15), S(1221, 15), S(1222, 15), S(1223, 15), S(1224, 12), X(1225, 15), X(1226, 10), X(1228, 1), N(1230, 8), X(1231, 7), X(1233, 9), N(1234, 7), X(1235, 13)] },
  // 4.4 document line (339).
  D110: { length: 339, fields: [N(1251, 9), N(1252, 9), N(1253, 3), X(1254, 20), N(1255, 4), N(1256, 3), X(1257, 20), N(1258, 1), X(1259, 20), X(1260, 30), X(1261, 50), X(1262, 30), X(1263, 20), S(1264, 17, 4), S(1265, 15), S(1266, 15), S(1267, 15), N(1268, 4), X(1270, 7), N(1272, 8), N(1273, 7), X(1274, 7), X(1275, 21)] },
  // 4.5 receipt line (222).
  D120: { length: 222, fields: [N(1301, 9), N(1302, 9), N(1303, 3), X(1304, 20), N(1305, 4), N(1306, 1), N(1307, 10), N(1308, 10), N(1309, 15), N(1310, 10), N(1311, 8), S(1312, 15), N(1313, 1), X(1314, 20), N(1315, 1), X(1320, 7), N(1322, 8), N(1323, 7), X(1324, 60)] },
  // 4.6 journal entry line (317).
  B100: { length: 317, fields: [N(1351, 9), N(1352, 9), N(1353, 10), N(1354, 5), N(1355, 8), X(1356, 15), X(1357, 20), N(1358, 3), X(1359, 20), N(1360, 3), X(1361, 50), N(1362, 8), N(1363, 8), X(1364, 15), X(1365, 15), N(1366, 1), X(1367, 3), S(1368, 15), S(1369, 15), S(1370, 12), X(1371, 10), X(1372, 10), X(1374, 7), N(1375, 8), X(1376, 9), X(1377, 25)] },
  // 4.7 account (376).
  B110: { length: 376, fields: [N(1401, 9), N(1402, 9), X(1403, 15), X(1404, 50), X(1405, 15), X(1406, 30), X(1407, 50), X(1408, 10), X(1409, 30), X(1410, 8), X(1411, 30), X(1412, 2), X(1413, 15), S(1414, 15), S(1415, 15), S(1416, 15), N(1417, 4), N(1419, 9), X(1421, 7), S(1422, 15), X(1423, 3), X(1424, 16)] },
  // 4.8 inventory item (298).
  M100: { length: 298, fields: [N(1451, 9), N(1452, 9), X(1453, 20), X(1454, 20), X(1455, 20), X(1456, 50), X(1457, 10), X(1458, 30), X(1459, 20), S(1460, 12), S(1461, 12), S(1462, 12), N(1463, 10), N(1464, 10), X(1465, 50)] },
} as const satisfies Record<string, { length: number; fields: FieldSpec[] }>;

export type RecordCode = keyof typeof RECORDS;
/** A field's value: text, a whole number, or an amount in minor units (two decimals) or ten-thousandths (quantity). */
export type FieldValue = string | number | null | undefined;

/** 3.2: the summary records of INI.TXT, one per record type of BKMVDATA.TXT (code and count, 19). */
export const SUMMARY_CODES = ['B100', 'B110', 'C100', 'D110', 'D120', 'M100'] as const;
export const SYSTEM_CONSTANT = '&OF1.31&';

/** Checks every layout adds up to its documented length (a typo in a width would shift every field after it). */
export function layoutLength(code: RecordCode): number {
  return 4 + RECORDS[code].fields.reduce((sum, f) => sum + f.width, 0);
}

function alnum(value: FieldValue, width: number): string {
  // Line breaks and tabs would break the fixed layout.
  const text = value === null || value === undefined ? '' : String(value).replace(/[\r\n\t]+/g, ' ');
  return text.length >= width ? text.slice(0, width) : text + ' '.repeat(width - text.length);
}

function numeric(value: FieldValue, width: number): string {
  const digits = value === null || value === undefined || value === '' ? '' : String(value).replace(/\D/g, '');
  return digits.length >= width ? digits.slice(-width) : '0'.repeat(width - digits.length) + digits;
}

/** X9(n)v99: the sign, then the whole and decimal digits, no point. `value` is already in the last decimal's units. */
function signed(value: FieldValue, width: number): string {
  const n = typeof value === 'number' ? Math.round(value) : Number(value ?? 0) || 0;
  const digits = String(Math.abs(n));
  if (digits.length > width - 1) throw new Error(`amount ${n} does not fit ${width} characters`);
  return (n < 0 ? '-' : '+') + digits.padStart(width - 1, '0');
}

/** One record as its text (without the CRLF that ends it): its code then each field by its layout. */
export function encodeRecord(code: RecordCode, values: Partial<Record<number, FieldValue>>): string {
  const spec = RECORDS[code];
  let line = code;
  for (const field of spec.fields) {
    const value = values[field.no];
    line += field.kind === 'X' ? alnum(value, field.width) : field.kind === '9' ? numeric(value, field.width) : signed(value, field.width);
  }
  return line;
}

/** 3.2: a summary record of INI.TXT. */
export const encodeSummary = (code: string, count: number): string => code + numeric(count, 15);

/** Reads a record back by its layout (tests and checks): each field's raw text by field number. */
export function decodeRecord(line: string): { code: RecordCode; fields: Record<number, string> } {
  const code = line.slice(0, 4) as RecordCode;
  const spec = RECORDS[code];
  if (!spec) throw new Error(`unknown record ${code}`);
  const fields: Record<number, string> = {};
  let at = 4;
  for (const field of spec.fields) {
    fields[field.no] = line.slice(at, at + field.width);
    at += field.width;
  }
  return { code, fields };
}

/** The value of an amount field read back ("+0000000001234" -> 1234 in the last decimal's units). */
export const readSigned = (text: string): number => Number(text);

/**
 * §2.4 ח: the files are written in ISO-8859-8-i (logical Hebrew, one byte a character, field 1029 = 1).
 * ASCII stays, the Hebrew letters take 0xE0-0xFA; a character the set lacks (Cyrillic, emoji) becomes '?'
 * so that every field keeps its width in bytes.
 */
export function toIso88598(text: string): Buffer {
  const out = Buffer.alloc(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[i] = c < 0x80 ? c : c >= 0x05d0 && c <= 0x05ea ? c - 0x05d0 + 0xe0 : c === 0xa0 ? 0xa0 : 0x3f;
  }
  return out;
}

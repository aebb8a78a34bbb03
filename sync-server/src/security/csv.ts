/**
 * One cell of a CSV the server writes (RFC 4180: quoted when it holds a comma, quote or line
 * break). A text starting with = + - @ tab or carriage return is a formula to a spreadsheet
 * (CSV injection): it gets a leading apostrophe so it is shown as text. Numbers are written as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text: CRLF line ends and a BOM so Excel reads UTF-8 (Hebrew, Russian) right. */
export function csvText(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

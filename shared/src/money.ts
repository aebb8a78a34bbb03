/**
 * Money is integer minor units (agorot, cents). Every rounding of money happens here.
 * Prices include VAT; the VAT part of a gross amount is computed per provider percent.
 */
export type Minor = number;

/** VAT rate in basis points: 18% is 1800. */
export type VatRateBp = number;

export function assertMinor(value: number, what = 'amount'): Minor {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be an integer number of minor units`);
  return value;
}

/** Round half away from zero, for a rational a/b with b > 0. */
export function divRound(a: number, b: number): number {
  if (b <= 0) throw new RangeError('divisor must be positive');
  const q = Math.floor(Math.abs(a) / b);
  const r = Math.abs(a) - q * b;
  const rounded = r * 2 >= b ? q + 1 : q;
  return a < 0 ? -rounded : rounded;
}

/** The VAT contained in a VAT-inclusive gross amount. */
export function vatOfGross(gross: Minor, vatRateBp: VatRateBp): Minor {
  assertMinor(gross, 'gross');
  if (vatRateBp === 0) return 0;
  return divRound(gross * vatRateBp, 10_000 + vatRateBp);
}

/** A percent (possibly fractional, up to 2 decimals) of an amount, rounded to a minor unit. */
export function percentOf(amount: Minor, percent: number): Minor {
  const hundredths = Math.round(percent * 100);
  return divRound(amount * hundredths, 10_000);
}

export function percentToBp(percent: number): VatRateBp {
  return Math.round(percent * 100);
}

export function bpToPercent(bp: VatRateBp): number {
  return bp / 100;
}

/** "1234.5" or 1234.5 (major units) into minor units, refusing anything with more than 2 decimals. */
export function toMinor(major: number | string): Minor {
  const text = typeof major === 'number' ? major.toFixed(10) : major.trim();
  const m = /^(-)?(\d{1,9})(?:\.(\d{1,10}))?$/.exec(text);
  if (!m) throw new RangeError(`not a money value: ${major}`);
  const frac = (m[3] ?? '').replace(/0+$/, '');
  if (frac.length > 2) throw new RangeError(`more than 2 decimals: ${major}`);
  const value = Number(m[2]) * 100 + Number(frac.padEnd(2, '0'));
  return m[1] ? -value : value;
}

/** Minor units as a plain major-unit string with 2 decimals, e.g. 12345 -> "123.45". */
export function formatMinorPlain(minor: Minor): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Display form with thousands separators (R-CLIENT-22), e.g. 123456789 -> "1,234,567.89". */
export function formatMinor(minor: Minor): string {
  const [int, frac] = formatMinorPlain(minor).split('.');
  return `${int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

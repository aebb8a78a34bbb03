/** A phone number as people type it: an optional +, then 6 to 20 digits, spaces, dashes or brackets. */
const PHONE_PATTERN = /^\+?[\d\s()-]{6,20}$/;

export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6;
}

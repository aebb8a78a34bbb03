/**
 * An IANA time zone name both Node's Intl and Postgres know (Asia/Jerusalem). Offsets such as
 * "+02:00" are refused: Postgres reads them with the opposite sign (POSIX), and reports group days
 * in the provider's zone with `at time zone`.
 */
const ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

export function isTimeZoneName(value: string): boolean {
  return ZONES.has(value);
}

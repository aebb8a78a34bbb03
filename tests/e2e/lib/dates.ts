/** The e2e tests' providers keep the demo's zone: their "today" is Jerusalem's. */
export const TEST_ZONE = 'Asia/Jerusalem';

/** The local date (YYYY-MM-DD) `days` after today in the test providers' zone, counted in calendar days. */
export function localDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TEST_ZONE }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Tomorrow's local date: a day with slots whose sales are still open. */
export const tomorrow = (): string => localDate(1);

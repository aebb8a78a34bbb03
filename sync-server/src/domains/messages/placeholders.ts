/**
 * R-MSG-6: the placeholders a template's subject and content may hold, replaced per recipient.
 * The spec's four keys ([FULL NAME], [FIRST NAME], [LAST NAME], [PRODUCT NAME]) and the order's
 * number, date, time and e-ticket link. A customer without an order (CRM) gets the key set
 * without the product (and the order's keys).
 */
export const ORDER_KEYS = ['[FULL NAME]', '[FIRST NAME]', '[LAST NAME]', '[PRODUCT NAME]', '[ORDER NUMBER]', '[DATE]', '[TIME]', '[TICKET LINK]'] as const;
export const CUSTOMER_KEYS = ['[FULL NAME]', '[FIRST NAME]', '[LAST NAME]'] as const;
export type PlaceholderKey = (typeof ORDER_KEYS)[number];

export type PlaceholderValues = Partial<Record<PlaceholderKey, string>>;

const KEY_PATTERN = /\[(FULL NAME|FIRST NAME|LAST NAME|PRODUCT NAME|ORDER NUMBER|DATE|TIME|TICKET LINK)\]/gi;

/** The text with each known placeholder (any letter case) replaced; a key without a value becomes empty. Unknown brackets stay. */
export function renderPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(KEY_PATTERN, (_all, name: string) => values[`[${name.toUpperCase()}]` as PlaceholderKey] ?? '');
}

/** DD/MM/YYYY (the spec's date display) from YYYY-MM-DD. */
export function displayDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** hh:mm from hh:mm:ss. */
export function displayTime(time: string | null): string {
  return time ? time.slice(0, 5) : '';
}

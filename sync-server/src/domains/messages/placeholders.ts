import { ORDER_KEYS } from '@pos/shared/api/messages';

/** R-MSG-6: the placeholders (listed in @pos/shared/api/messages), replaced per recipient. */
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

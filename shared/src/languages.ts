/** R-CLIENT-1: supported languages; en-US is the fallback. */
export const LANGUAGES = ['en-US', 'he-IL', 'ru-RU'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en-US';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** R-CLIENT-2: he-IL is right to left. */
export function isRightToLeft(lang: Language): boolean {
  return lang === 'he-IL';
}

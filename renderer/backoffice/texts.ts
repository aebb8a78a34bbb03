import type { Language } from '@pos/shared/languages';
import en from '../i18n/locales/en-US/backoffice.json';
import he from '../i18n/locales/he-IL/backoffice.json';
import ru from '../i18n/locales/ru-RU/backoffice.json';

/** The back office's own namespace ('backoffice') in the three languages. */
export const backofficeTexts: Record<Language, Record<string, unknown>> = { 'en-US': en, 'he-IL': he, 'ru-RU': ru };

import type { Language } from '@pos/shared/languages';
import en from '../i18n/locales/en-US/pos.json';
import he from '../i18n/locales/he-IL/pos.json';
import ru from '../i18n/locales/ru-RU/pos.json';

/** The cashier app's own namespace ('pos') in the three languages. */
export const posTexts: Record<Language, Record<string, unknown>> = { 'en-US': en, 'he-IL': he, 'ru-RU': ru };

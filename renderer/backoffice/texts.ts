import type { Language } from '@pos/shared/languages';
import type { TextsSource } from '../i18n';

/** The back office's own namespace ('backoffice') in the three languages, each a lazy chunk. */
export const backofficeTexts: Record<Language, TextsSource> = {
  'en-US': () => import('../i18n/locales/en-US/backoffice.json'),
  'he-IL': () => import('../i18n/locales/he-IL/backoffice.json'),
  'ru-RU': () => import('../i18n/locales/ru-RU/backoffice.json'),
};

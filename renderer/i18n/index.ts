import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, isLanguage, isRightToLeft, type Language } from '@pos/shared/languages';
import enCommon from './locales/en-US/common.json';
import heCommon from './locales/he-IL/common.json';
import ruCommon from './locales/ru-RU/common.json';

/** Text shared by every app (buttons, errors, dates). Apps add their own namespace beside it. */
const common: Record<Language, Record<string, unknown>> = { 'en-US': enCommon, 'he-IL': heCommon, 'ru-RU': ruCommon };

const LANGUAGE_KEY = 'pos.language';

/** Keys asked for but found in no language: the e2e tests read this and fail on any. */
export const missingKeys = new Set<string>();

/**
 * R-CLIENT-1: en-US, he-IL and ru-RU with en-US as fallback. `appNamespace` holds the app's own
 * texts per language; it becomes the default namespace.
 */
export async function initI18n(appNamespace: { name: string; resources: Record<Language, Record<string, unknown>> }, lang?: string): Promise<Language> {
  const resources: Resource = {};
  for (const l of LANGUAGES) resources[l] = { common: common[l], [appNamespace.name]: appNamespace.resources[l] };
  const language = pickLanguage(lang);
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['common', appNamespace.name],
    defaultNS: appNamespace.name,
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => {
      missingKeys.add(`${ns}:${key}`);
    },
  });
  applyDirection(language);
  (globalThis as { __missingI18nKeys?: Set<string> }).__missingI18nKeys = missingKeys;
  return language;
}

/** The stored choice, else the browser's language when supported, else the fallback. */
export function pickLanguage(requested?: string): Language {
  if (isLanguage(requested)) return requested;
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? undefined : LANGUAGES.find((l) => navigator.language?.startsWith(l.slice(0, 2)));
  return browser ?? FALLBACK_LANGUAGE;
}

/** R-CLIENT-2: he-IL sets the root to right to left; the others to left to right. */
export function applyDirection(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await i18next.changeLanguage(language);
  applyDirection(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : FALLBACK_LANGUAGE;
}

export { i18next };

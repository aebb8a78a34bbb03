import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, isLanguage, isRightToLeft, type Language } from '@pos/shared/languages';

type Texts = Record<string, unknown>;
/** A language's texts, given as they are or as a loader (a lazy chunk: only the languages in use load). */
export type TextsSource = Texts | (() => Promise<Texts | { default: Texts }>);

/** Text shared by every app (buttons, errors, dates). Apps add their own namespace beside it. */
const common: Record<Language, TextsSource> = {
  'en-US': () => import('./locales/en-US/common.json'),
  'he-IL': () => import('./locales/he-IL/common.json'),
  'ru-RU': () => import('./locales/ru-RU/common.json'),
};

let app: { name: string; resources: Record<Language, TextsSource> } | null = null;
const loaded = new Set<Language>();

async function read(source: TextsSource): Promise<Texts> {
  if (typeof source !== 'function') return source;
  const mod = await source();
  return ('default' in mod && typeof mod.default === 'object' ? mod.default : mod) as Texts;
}

/** Adds a language's texts (both namespaces) to i18next once. */
async function ensureLanguage(language: Language): Promise<void> {
  if (loaded.has(language) || !app) return;
  const [own, shared] = await Promise.all([read(app.resources[language]), read(common[language])]);
  i18next.addResourceBundle(language, 'common', shared, true, true);
  i18next.addResourceBundle(language, app.name, own, true, true);
  loaded.add(language);
}

const LANGUAGE_KEY = 'pos.language';

/** Keys asked for but found in no language: the e2e tests read this and fail on any. */
export const missingKeys = new Set<string>();

/**
 * R-CLIENT-1: en-US, he-IL and ru-RU with en-US as fallback. `appNamespace` holds the app's own
 * texts per language; it becomes the default namespace.
 */
export async function initI18n(appNamespace: { name: string; resources: Record<Language, TextsSource> }, lang?: string): Promise<Language> {
  app = appNamespace;
  const language = pickLanguage(lang);
  const resources: Resource = {};
  // The fallback and the language in use before the first render; the others when chosen.
  for (const l of new Set<Language>([FALLBACK_LANGUAGE, language])) {
    resources[l] = { common: await read(common[l]), [appNamespace.name]: await read(appNamespace.resources[l]) };
    loaded.add(l);
  }
  await i18next.use(initReactI18next).init({
    resources,
    partialBundledLanguages: true,
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
  await ensureLanguage(language);
  await i18next.changeLanguage(language);
  applyDirection(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : FALLBACK_LANGUAGE;
}

export { i18next };

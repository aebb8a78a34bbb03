import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const locales = fileURLToPath(new URL('../../../renderer/i18n/locales', import.meta.url));

type Tree = Record<string, unknown>;
const load = (lang: string, ns: string) => JSON.parse(readFileSync(`${locales}/${lang}/${ns}.json`, 'utf8')) as Tree;

function walk(tree: Tree, prefix: string, out: { paths: Set<string>; values: string[] }): void {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') walk(value as Tree, path, out);
    else {
      out.paths.add(path);
      if (typeof value === 'string') out.values.push(value);
    }
  }
}

/** Latin words (of two letters or more) in a text, URLs, e-mail addresses and {{placeholders}} left out. */
export function latinWords(text: string): string[] {
  const cleaned = text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/\{\{\s*\w+\s*\}\}/g, ' ');
  // A token with digits in it is a code (a ticket, a UUID, a receipt number), not a word.
  const tokens = cleaned.match(/[A-Za-z0-9][A-Za-z0-9'’-]*/g) ?? [];
  return tokens.filter((t) => !/\d/.test(t)).flatMap((t) => t.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? []);
}

/** What a key looks like when a text is missing: `word.word_word`, `errors.unknown-slot`, `pos:sell.cart`. */
const RAW_KEY = /\b(?:[a-z]+:)?[a-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9_-]*)+\b/g;

/**
 * A checker of the visible texts of an app in a language other than English (issue 16: "a test
 * fails if any text on a POS screen in he-IL is a raw key or an English server message"). A text
 * leaks when it holds a translation key (a path of the locale files, or anything shaped like one)
 * or a Latin word that is neither in the language's own texts (key caps such as Enter and Del,
 * PIN, X and Z) nor in the allowed names (products, customer types, people, codes the test typed).
 */
export function leakChecker(lang: string, namespace: string, allowedNames: Iterable<string>) {
  const own = { paths: new Set<string>(), values: [] as string[] };
  walk(load(lang, namespace), '', own);
  walk(load(lang, 'common'), '', own);
  // What is printed on the keys themselves is the same in every language.
  const allowed = new Set<string>(['ctrl', 'esc', 'del', 'enter', 'tab', 'shift', 'alt']);
  for (const value of own.values) for (const w of latinWords(value)) allowed.add(w.toLowerCase());
  for (const name of allowedNames) for (const w of latinWords(name)) allowed.add(w.toLowerCase());
  const keyPaths = own.paths;

  return function leaks(text: string): string[] {
    const found: string[] = [];
    for (const m of text.matchAll(RAW_KEY)) {
      const path = m[0].replace(/^[a-z]+:/, '');
      if (keyPaths.has(path) || !latinWords(m[0]).every((w) => allowed.has(w.toLowerCase()))) found.push(`raw key "${m[0]}"`);
    }
    for (const word of latinWords(text)) {
      if (/^F\d{1,2}$/.test(word) || allowed.has(word.toLowerCase())) continue;
      const at = text.indexOf(word);
      found.push(`English "${word}" in "…${text.slice(Math.max(0, at - 40), at + word.length + 40).replace(/\s+/g, ' ')}…"`);
    }
    return [...new Set(found)];
  };
}

/** The text a person sees on the page: what is drawn, the fields' placeholders, the tooltips of buttons and the window's title. */
export async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll<HTMLElement>('input[placeholder], textarea[placeholder], [title], [aria-label]')) {
      if (!el.offsetParent && el.tagName !== 'BODY') continue;
      for (const attr of ['placeholder', 'title', 'aria-label']) {
        const v = el.getAttribute(attr);
        if (v) parts.push(v);
      }
    }
    return parts.join('\n');
  });
}

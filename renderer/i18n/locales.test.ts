import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@pos/shared/languages';

/**
 * R-CLIENT-1 and CONVENTIONS "every user-facing text goes through i18n with en-US, he-IL and
 * ru-RU": every key exists in all three languages, none is empty, the placeholders agree, and
 * every literal key the code asks for exists.
 */
const localesDir = fileURLToPath(new URL('./locales', import.meta.url));
const rendererDir = fileURLToPath(new URL('..', import.meta.url));

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function load(lang: string, ns: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(localesDir, lang, `${ns}.json`), 'utf8')) as Tree);
}

const namespaces = readdirSync(join(localesDir, 'en-US')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('have the same files in every language', () => {
    for (const lang of LANGUAGES) expect(readdirSync(join(localesDir, lang)).sort(), lang).toEqual(readdirSync(join(localesDir, 'en-US')).sort());
  });

  for (const ns of namespaces) {
    it(`${ns}: every key in en-US, he-IL and ru-RU, none empty, same placeholders`, () => {
      const texts = Object.fromEntries(LANGUAGES.map((lang) => [lang, load(lang, ns)]));
      const allKeys = new Set(LANGUAGES.flatMap((lang) => [...texts[lang]!.keys()]));
      const problems: string[] = [];
      for (const key of allKeys) {
        for (const lang of LANGUAGES) {
          const value = texts[lang]!.get(key);
          if (value === undefined) problems.push(`${lang} misses ${ns}:${key}`);
          else if (!value.trim()) problems.push(`${lang} has an empty ${ns}:${key}`);
          else if (JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(texts['en-US']!.get(key) ?? value))) problems.push(`${lang} ${ns}:${key} has other placeholders than en-US`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('hold every literal key the code asks for', () => {
    const en = Object.fromEntries(namespaces.map((ns) => [ns, load('en-US', ns)]));
    const hasKey = (ns: string, key: string) => en[ns]?.has(key) ?? false;
    // A dynamic key (t(`menu.${key}`)) needs its group; an empty group is fine when the code checks exists() first.
    const groups = Object.fromEntries(namespaces.map((ns) => [ns, JSON.parse(readFileSync(join(localesDir, 'en-US', `${ns}.json`), 'utf8')) as Tree]));
    const hasPrefix = (ns: string, prefix: string) => {
      let node: Tree | string | undefined = groups[ns];
      for (const part of prefix.replace(/\.$/, '').split('.')) node = typeof node === 'object' ? node[part] : undefined;
      return typeof node === 'object';
    };
    const problems: string[] = [];
    for (const file of sourceFiles(rendererDir)) {
      const rel = relative(rendererDir, file);
      const app = rel.split('/')[0]!;
      // Files of an app use its namespace and fall back to common; shared UI uses common.
      const defaults = namespaces.includes(app) ? [app, 'common'] : ['common'];
      const source = readFileSync(file, 'utf8');
      for (const m of source.matchAll(/\bt\(\s*(['`])([^'`$]*)(\$\{)?/g)) {
        const [whole, , raw, dynamic] = m;
        const explicit = /^(\w+):(.*)$/.exec(raw!);
        const candidates = explicit ? [explicit[1]!] : defaults;
        const key = explicit ? explicit[2]! : raw!;
        const found = dynamic ? candidates.some((ns) => hasPrefix(ns, key)) : candidates.some((ns) => hasKey(ns, key));
        if (!found) problems.push(`${rel}: ${whole}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

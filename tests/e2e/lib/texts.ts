import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The app's own texts, so one test walks the screens in any language by what a person reads. */
const locales = fileURLToPath(new URL('../../../renderer/i18n/locales', import.meta.url));

export function texts(lang: string, namespace = 'backoffice') {
  const load = (ns: string) => JSON.parse(readFileSync(`${locales}/${lang}/${ns}.json`, 'utf8')) as Record<string, unknown>;
  const own = load(namespace);
  const common = load('common');
  return (key: string, vars: Record<string, string | number> = {}): string => {
    const [ns, path] = key.includes(':') ? (key.split(':') as [string, string]) : [null, key];
    const lookIn = ns === 'common' ? [common] : [own, common];
    for (const tree of lookIn) {
      let node: unknown = tree;
      for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
      if (typeof node === 'string') return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, v: string) => String(vars[v] ?? ''));
    }
    throw new Error(`no text ${key} in ${lang}`);
  };
}

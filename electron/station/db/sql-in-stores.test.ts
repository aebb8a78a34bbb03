import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const STATION = fileURLToPath(new URL('..', import.meta.url));

/** The station's domain folders whose SQL lives in stores (docs/decisions/station-sql.md). */
const FOLDERS = ['sales', 'reserved', 'printing', 'scanning', 'catalogue', 'coupons', 'shifts', 'status', 'refunds'];
/** Stores by another name: the replica's reads (imported across the station). */
const ALSO_STORES = new Set(['catalogue/replica.ts']);
/** Not yet moved: the manager code's lockout is another area's (station hardening). */
const NOT_YET = new Set(['shifts/manager-code.ts']);

const SQL = [
  { what: 'a prepared statement', re: /\.prepare\s*[<(]/ },
  { what: 'SQL run on the connection', re: /(?:\bsqlite|\$client)\.exec\s*\(/ },
  { what: 'a Drizzle query', re: /\bdb\s*\.\s*(?:select|insert|update|delete)\s*\(/ },
  { what: 'SQL text', re: /['"`]\s*(?:select\s[\s\S]*?\sfrom\s|insert\s+into\s|update\s+\w+\s+set\s|delete\s+from\s)/i },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.(test|fixtures)\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('the station keeps its SQL in stores', () => {
  it('no handler or step of the domain folders prepares, runs or builds a query: stores (*-store.ts) do', () => {
    const files = [...FOLDERS.flatMap((f) => sourceFiles(join(STATION, f))), join(STATION, 'handlers.ts')];
    expect(files.length).toBeGreaterThan(30);
    const found: string[] = [];
    for (const file of files) {
      const name = relative(STATION, file);
      if (name.endsWith('-store.ts') || ALSO_STORES.has(name) || NOT_YET.has(name)) continue;
      const text = readFileSync(file, 'utf8');
      for (const { what, re } of SQL) if (re.test(text)) found.push(`${name}: ${what}`);
    }
    expect(found).toEqual([]);
  });

  it('sees SQL where there is some (the check is not blind)', () => {
    const store = readFileSync(join(STATION, 'sales/sale-store.ts'), 'utf8');
    expect(SQL.filter(({ re }) => re.test(store)).map((s) => s.what)).toEqual(expect.arrayContaining(['a prepared statement', 'SQL text']));
    expect(SQL.some(({ re }) => re.test('db.update(shifts).set({})'))).toBe(true);
    expect(SQL.some(({ re }) => re.test('ctx.db.$client.exec("drop table x")'))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStation } from './station';
import { mergeHandlerMaps } from './handlers';

describe('the station handler map', () => {
  it('merges the domains and stops at a name given twice', () => {
    expect(Object.keys(mergeHandlerMaps([{ a: 1 }, { b: 2 }]))).toEqual(['a', 'b']);
    expect(() => mergeHandlerMaps([{ 'sale-create': 1 }, { 'sale-create': 2 }])).toThrow(/Duplicate station handler name "sale-create"/);
  });

  it('offers what the POS needs, each a function', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'station-map-'));
    const station = createStation({ dataDir: dir });
    try {
      const names = Object.keys(station.handlers);
      for (const name of ['pair', 'settings-get', 'settings-save', 'login', 'logout', 'status', 'shift-open', 'shift-close', 'shift-x-report', 'shift-z-report', 'product-search', 'product-slots', 'product-customer-types', 'cart-price', 'sale-create', 'reserved-search', 'reserved-pay', 'sync-now']) {
        expect(names).toContain(name);
      }
      expect(Object.values(station.handlers).every((h) => typeof h === 'function')).toBe(true);
      // Errors cross as data: a handler that needs a login says so with a code.
      expect(() => station.handlers['shift-open']({ openingBalance: [] })).toThrow(expect.objectContaining({ code: 'not-logged-in', kind: 'unauthorized' }));
    } finally {
      await station.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

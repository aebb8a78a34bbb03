import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrintWorker } from './printing/print-worker';
import { createStation } from './station';

describe('a print worker that cannot start', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is caught, logged and shown in the status, never an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    vi.spyOn(PrintWorker.prototype, 'start').mockRejectedValue(new Error('print queue store is broken'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dataDir = mkdtempSync(join(tmpdir(), 'station-print-start-'));
    const station = createStation({ dataDir, autoSync: false });
    try {
      await vi.waitFor(async () => expect((await station.handlers.status({})).problems).toEqual(['printing-not-started']));
      await new Promise((r) => setTimeout(r, 50));
      expect(unhandled).toEqual([]);
      expect(String(logged.mock.calls[0])).toMatch(/print worker could not start.*print queue store is broken/);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await station.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

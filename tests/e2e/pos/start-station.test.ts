import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { createServer } from 'node:net';
import { setupTestApp } from '../../../sync-server/src/test/test-app';
import { seedDemo } from '../../../sync-server/src/demo/seed-demo';
import { electronBinary, startStation, type RunningStation } from '../../../scripts/start-station';

/** npm start's station: paired with the demo provider on its own, in browser mode where Electron's binary is absent, saying why. */
describe('the station npm start runs', async () => {
  const { app, db } = await setupTestApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const serverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const { providerId } = await seedDemo(db);
  const dataDir = mkdtempSync(join(tmpdir(), 'start-station-'));
  const running: RunningStation[] = [];
  afterAll(async () => {
    for (const r of running) await r.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says why Electron cannot run on these machines', () => {
    const found = electronBinary();
    if ('reason' in found) expect(found.reason).toMatch(/Electron/);
    else expect(found.path).toBeTruthy();
  });

  it('pairs a new station with the demo provider and serves the POS, then finds it paired on the next start', { timeout: 120_000 }, async () => {
    const first = await startStation({ db, providerId, serverUrl, dataDir, port: 0, browserOnly: true });
    running.push(first);
    expect(first.mode).toBe('browser');
    expect(first.lines.join('\n')).toContain('browser mode');
    const page = await fetch(first.url!);
    expect(await page.text()).toContain('<div id="root">');
    const status = await (await fetch(`${first.url}rpc/status`, { method: 'POST', body: '{}' })).json();
    expect(status).toMatchObject({ ok: true, data: { paired: true, serverUrl } });
    await first.stop();
    running.pop();

    const again = await startStation({ db, providerId, serverUrl, dataDir, port: 0, browserOnly: true });
    running.push(again);
    const after = await (await fetch(`${again.url}rpc/status`, { method: 'POST', body: '{}' })).json();
    expect(after).toMatchObject({ ok: true, data: { paired: true, refused: null } });
    // The same station: its data was not set aside for a new pairing.
    expect(readdirSync(dirname(dataDir)).filter((name) => name.startsWith(`${basename(dataDir)}.`))).toEqual([]);
  });

  it('listens on STATION_PORT when no port is given (issue 13)', { timeout: 120_000 }, async () => {
    const free = await new Promise<number>((done) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const port = (probe.address() as { port: number }).port;
        probe.close(() => done(port));
      });
    });
    const previous = process.env.STATION_PORT;
    process.env.STATION_PORT = String(free);
    try {
      const station = await startStation({ db, providerId, serverUrl, dataDir: `${dataDir}-port`, browserOnly: true });
      running.push(station);
      expect(station.url).toBe(`http://127.0.0.1:${free}/`);
      expect((await fetch(station.url!)).status).toBe(200);
      process.env.STATION_PORT = 'eighty';
      await expect(startStation({ db, providerId, serverUrl, dataDir: `${dataDir}-port2`, browserOnly: true })).rejects.toThrow(/STATION_PORT/);
    } finally {
      if (previous === undefined) delete process.env.STATION_PORT;
      else process.env.STATION_PORT = previous;
      rmSync(`${dataDir}-port`, { recursive: true, force: true });
      rmSync(`${dataDir}-port2`, { recursive: true, force: true });
    }
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupTestApp } from '../../../sync-server/src/test/test-app';
import { seedDemo } from '../../../sync-server/src/demo/seed-demo';
import { DEMO } from '../../../sync-server/src/demo/demo-data';
import { startStation, type RunningStation } from '../../../scripts/start-station';
import { startDemoPrinter, type DemoPrinter } from '../../../scripts/demo-printer';

/** npm start prints out of the box (issue 16): its station prints on the virtual printer, each printout written as text and PNG. */
describe("npm start's virtual printer", async () => {
  const { app, db } = await setupTestApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const serverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const { providerId } = await seedDemo(db);
  const dir = mkdtempSync(join(tmpdir(), 'demo-printer-'));
  const running: Array<RunningStation | DemoPrinter> = [];
  afterAll(async () => {
    for (const r of running.reverse()) await r.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the station is set up with it and an X report printed at the window lands in the prints folder', { timeout: 120_000 }, async () => {
    const previous = process.env.PRINTER_PORT;
    process.env.PRINTER_PORT = '0';
    const printer = await startDemoPrinter(join(dir, 'prints'));
    if (previous === undefined) delete process.env.PRINTER_PORT;
    else process.env.PRINTER_PORT = previous;
    running.push(printer);
    expect(printer.lines.join('\n')).toContain(printer.folder);
    const station = await startStation({ db, providerId, serverUrl, dataDir: join(dir, 'station'), port: 0, browserOnly: true, printerAddress: printer.address });
    running.push(station);
    const rpc = async (name: string, body: unknown) => (await fetch(`${station.url}rpc/${name}`, { method: 'POST', body: JSON.stringify(body) })).json();
    expect(await rpc('settings-get', {})).toMatchObject({ ok: true, data: { printers: [{ role: 'receipt', kind: 'virtual', address: printer.address }] } });
    expect(await rpc('login', { username: DEMO.cashier.username, password: DEMO.cashier.password })).toMatchObject({ ok: true });
    expect(await rpc('shift-open', { openingBalance: [{ currencyId: 1, amount: 50_000 }] })).toMatchObject({ ok: true });
    const printed = await rpc('shift-report-print', { kind: 'X' });
    expect(printed).toMatchObject({ ok: true, data: { problem: null } });
    await expect.poll(() => readdirSync(printer.folder).filter((f) => f.endsWith('.txt')).length, { timeout: 10_000 }).toBe(1);
    const files = readdirSync(printer.folder);
    expect(files.filter((f) => f.endsWith('.png'))).toHaveLength(1);
    const text = readFileSync(join(printer.folder, files.find((f) => f.endsWith('.txt'))!), 'utf8');
    expect(text).toContain('500.00');
    expect(text).toMatch(/cut/);
  });
});

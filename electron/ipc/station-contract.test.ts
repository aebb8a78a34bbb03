import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStation } from '../station/station';
import type { Handlers } from '../station/handlers';
import { channelOf, handlerNamesFromArgv, handlerNamesSwitch, type HandlerMapLike } from './contract';
import { createFakeIpc } from './fake-ipc.fixtures';
import { createPosApi } from './pos-api';
import { wireHandlers } from './wire-handlers';

/**
 * The real station core behind the IPC wiring and the preload API, without Electron: every
 * handler of its map is reachable by its name from the page, and whatever it does (answer,
 * refuse, fail) comes back as data, never as a rejected invoke.
 */
describe('station handler map over the IPC contract', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'station-contract-'));
  const station = createStation({ dataDir, autoSync: false, sync: { timeoutMs: 200 }, cardTimeoutMs: 200 });
  afterAll(async () => {
    await station.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reaches every handler by name and answers each with an RpcResult', { timeout: 20_000 }, async () => {
    const reached: string[] = [];
    const spied = Object.fromEntries(
      Object.entries(station.handlers as unknown as HandlerMapLike).map(([name, handler]) => [
        name,
        (args: never) => {
          reached.push(name);
          return handler(args);
        },
      ]),
    );
    const ipc = createFakeIpc('app://pos/index.html');
    wireHandlers(ipc.ipcMain, spied, { isTrustedSender: (url) => url.startsWith('app://pos/') });
    // What main passes the renderer, read back as the preload reads it.
    const names = handlerNamesFromArgv([handlerNamesSwitch(Object.keys(station.handlers))]) as (keyof Handlers & string)[];
    const pos = createPosApi<Handlers>(ipc.ipcRenderer, names);

    const all = Object.keys(station.handlers).sort();
    expect(all.length).toBeGreaterThan(10);
    expect(ipc.ipcMain.channels().sort()).toEqual(all.map(channelOf).sort());
    for (const name of all) {
      const invoke = (pos as unknown as Record<string, (args: unknown) => Promise<unknown>>)[name];
      expect(typeof invoke, name).toBe('function');
      const answer = (await invoke!({})) as { ok: boolean; error?: { type: string; code: string } };
      expect(typeof answer.ok, name).toBe('boolean');
      if (!answer.ok) expect(answer.error, name).toMatchObject({ type: 'AppError', code: expect.any(String) });
    }
    expect([...new Set(reached)].sort()).toEqual(all);
  });

  it('carries the core\'s own refusals with their codes', async () => {
    const ipc = createFakeIpc('app://pos/index.html');
    wireHandlers(ipc.ipcMain, station.handlers as unknown as HandlerMapLike, { isTrustedSender: () => true });
    const pos = createPosApi<Handlers>(ipc.ipcRenderer, ['login', 'shift-open', 'status']);
    expect(await pos.login({ username: 'cashier', password: 'x' })).toMatchObject({ ok: false, error: { code: 'station-not-paired' } });
    expect(await pos['shift-open']({ openingBalance: [] })).toMatchObject({ ok: false, error: { kind: 'unauthorized', code: 'not-logged-in' } });
    expect(await pos.status({})).toMatchObject({ ok: true, data: { paired: false, user: null, shift: null } });
  });
});

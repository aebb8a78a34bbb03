import { describe, expect, it, vi } from 'vitest';
import { AppError, fieldError, refused } from '@pos/shared/errors';
import { channelOf, EVENT_CHANNEL, handlerNamesFromArgv, handlerNamesSwitch } from './contract';
import { createFakeIpc } from './fake-ipc.fixtures';
import { createPosApi } from './pos-api';
import { wireHandlers } from './wire-handlers';

const POS_URL = 'app://pos/index.html';
const trusted = (url: string) => url.startsWith('app://pos/');

/** A small map shaped like the station's: sync and async handlers, with and without arguments. */
function sampleHandlers() {
  return {
    'status-get': () => ({ online: true, pending: 3 }),
    'sale-create': async (args: { lines: { price: number; quantity: number }[] }) => ({ total: args.lines.reduce((s, l) => s + l.price * l.quantity, 0) }),
    'shift-close': async (_args: { managerCode: string }): Promise<never> => {
      throw refused('incorrect-manager-code', 'Incorrect manager code');
    },
    'sale-validate': async (_args: { qty: number }): Promise<never> => {
      throw fieldError('quantity', 'Quantity must be at least 1');
    },
    'crash': async (): Promise<never> => {
      throw new Error('SQLITE_CORRUPT at /home/user/.data/station.db');
    },
  };
}

describe('IPC contract: preload API and main wiring without Electron', () => {
  it('reaches every handler of the map through a named call, arguments and answers cloned', async () => {
    const handlers = sampleHandlers();
    const spies = Object.fromEntries(Object.entries(handlers).map(([name, fn]) => [name, vi.fn(fn as (a: never) => unknown)]));
    const ipc = createFakeIpc(POS_URL);
    wireHandlers(ipc.ipcMain, spies, { isTrustedSender: trusted });
    const names = handlerNamesFromArgv(['--type=renderer', handlerNamesSwitch(Object.keys(handlers))]);
    const pos = createPosApi<typeof handlers>(ipc.ipcRenderer, names as (keyof typeof handlers)[]);

    expect(ipc.ipcMain.channels().sort()).toEqual(Object.keys(handlers).map(channelOf).sort());
    for (const name of Object.keys(handlers) as (keyof typeof handlers)[]) {
      expect(typeof pos[name]).toBe('function');
      await pos[name]({ probe: name } as never);
      expect(spies[name]).toHaveBeenCalledWith({ probe: name });
    }
    await expect(pos['status-get'](undefined as never)).resolves.toEqual({ ok: true, data: { online: true, pending: 3 } });
    await expect(pos['sale-create']({ lines: [{ price: 5000, quantity: 3 }] })).resolves.toEqual({ ok: true, data: { total: 15000 } });
  });

  it('carries a refusal and field errors as data, and hides an unexpected error', async () => {
    const ipc = createFakeIpc(POS_URL);
    const logError = vi.fn();
    wireHandlers(ipc.ipcMain, sampleHandlers(), { isTrustedSender: trusted, logError });
    const pos = createPosApi<ReturnType<typeof sampleHandlers>>(ipc.ipcRenderer, ['shift-close', 'sale-validate', 'crash']);

    // R-CASH-2: the refusal reaches the page with its code, to be said in the user's language.
    expect(await pos['shift-close']({ managerCode: '0000' })).toEqual({
      ok: false,
      error: { type: 'AppError', kind: 'unprocessable', code: 'incorrect-manager-code', message: 'Incorrect manager code' },
    });
    expect(await pos['sale-validate']({ qty: 0 })).toMatchObject({ ok: false, error: { kind: 'validation', fieldErrors: { quantity: ['Quantity must be at least 1'] } } });
    const crash = await pos.crash(undefined as never);
    expect(crash).toEqual({ ok: false, error: { type: 'AppError', kind: 'internal', code: 'internal', message: 'Internal error' } });
    expect(JSON.stringify(crash)).not.toContain('SQLITE');
    expect(logError).toHaveBeenCalledWith('crash', expect.any(Error));
    expect(new AppError('internal', 'x', 'y')).toBeInstanceOf(Error);
  });

  it('answers a frame that is not the POS page with forbidden, without running the handler', async () => {
    const ipc = createFakeIpc('https://evil.example/');
    const handler = vi.fn(() => 'secret');
    wireHandlers(ipc.ipcMain, { 'status-get': handler }, { isTrustedSender: trusted });
    const pos = createPosApi<{ 'status-get': () => string }>(ipc.ipcRenderer, ['status-get']);
    expect(await pos['status-get'](undefined as never)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(handler).not.toHaveBeenCalled();
  });

  it('exposes nothing but the named calls, the platform and the event subscription', () => {
    const ipc = createFakeIpc(POS_URL);
    const pos = createPosApi<{ 'status-get': () => void }>(ipc.ipcRenderer, ['status-get']);
    expect(Object.keys(pos).sort()).toEqual(['onStationEvent', 'platform', 'status-get']);
    expect(Object.isFrozen(pos)).toBe(true);
    expect(Object.values(pos)).not.toContain(ipc.ipcRenderer);
  });

  it('relays pushed station events without the IPC event object, and unsubscribes', () => {
    const ipc = createFakeIpc(POS_URL);
    const pos = createPosApi(ipc.ipcRenderer, []);
    const seen: unknown[] = [];
    const off = pos.onStationEvent((event) => seen.push(event));
    ipc.send(EVENT_CHANNEL, { type: 'sync', online: false, pending: 2 });
    off();
    ipc.send(EVENT_CHANNEL, { type: 'sync', online: true, pending: 0 });
    expect(seen).toEqual([{ type: 'sync', online: false, pending: 2 }]);
    expect(ipc.listenerCount(EVENT_CHANNEL)).toBe(0);
  });

  it('unwiring removes every channel', async () => {
    const ipc = createFakeIpc(POS_URL);
    const unwire = wireHandlers(ipc.ipcMain, sampleHandlers(), { isTrustedSender: trusted });
    unwire();
    expect(ipc.ipcMain.channels()).toEqual([]);
    const pos = createPosApi<ReturnType<typeof sampleHandlers>>(ipc.ipcRenderer, ['status-get']);
    await expect(pos['status-get'](undefined as never)).rejects.toThrow(/No handler registered/);
  });

  it('handler names survive the command-line switch, whatever their characters', () => {
    const names = ['sale-create', 'odd,name', 'שם'];
    expect(handlerNamesFromArgv(['x', handlerNamesSwitch(names)])).toEqual(names);
    expect(handlerNamesFromArgv(['x'])).toEqual([]);
  });
});

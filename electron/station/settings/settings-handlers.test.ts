import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CASHIER_PERMISSION_CODES, Permission } from '@pos/shared/permissions';
import { createUser } from '../../../sync-server/src/test/test-app';
import { createStation } from '../station';
import { pairedStation, serverForStations } from '../station.fixtures';
import { ServerApi } from '../sync/server-api';
import { parseTcpAddress } from './printer-address';

const receipt = (kind: string, address: string, extra: Record<string, unknown> = {}) => ({ role: 'receipt', kind, address, paper: '80mm', ...extra }) as never;

describe('station settings: printer addresses and server addresses are checked', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'station-settings-'));
  const station = createStation({ dataDir, autoSync: false });
  afterAll(async () => {
    await station.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const save = station.handlers['settings-save'];

  it('takes host:port in range, serial ports and USB printer devices; A4 needs no device', () => {
    const printers = [
      receipt('tcp', '192.168.1.50:9100'),
      receipt('virtual', 'printer.shop.lan'),
      receipt('tcp', '[fe80::1]:9100'),
      receipt('serial', '/dev/ttyUSB0', { baudRate: 19200 }),
      receipt('serial', 'COM3'),
      receipt('usb', '/dev/usb/lp0'),
      receipt('tcp', '', { paper: 'A4' }),
    ];
    expect(save({ printers }).printers).toHaveLength(7);
    expect(parseTcpAddress('shop:70000')).toBeNull();
    expect(parseTcpAddress('10.0.0.300')).toBeNull();
    expect(parseTcpAddress('10.0.0.3')).toEqual({ host: '10.0.0.3', port: 9100 });
  });

  it('refuses ports out of range, bad hosts, and device paths that are files, naming the printer and field', () => {
    let error: unknown;
    try {
      save({ printers: [receipt('tcp', 'shop:0'), receipt('tcp', 'a b:9100'), receipt('serial', '/etc/passwd'), receipt('usb', '/home/cashier/.bashrc'), receipt('usb', '/dev/usb/../../etc/shadow'), receipt('fax', 'x'), receipt('tcp', 'h:1', { profile: 'nope', baudRate: 7 })] });
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ kind: 'validation' });
    expect(Object.keys((error as { fieldErrors: object }).fieldErrors).sort()).toEqual(
      ['printers.0.address', 'printers.1.address', 'printers.2.address', 'printers.3.address', 'printers.4.address', 'printers.5.kind', 'printers.6.baudRate', 'printers.6.profile'].sort(),
    );
    expect(station.handlers['settings-get']({}).printers).toHaveLength(7);
  });

  it('refuses http:// server addresses except this computer (https required)', async () => {
    expect(() => save({ serverUrl: 'http://192.168.1.5:8080' })).toThrow(expect.objectContaining({ fieldErrors: { serverUrl: [expect.stringMatching(/https:\/\//)] } }));
    expect(() => save({ serverUrl: 'http://pos.example.com' })).toThrow(expect.objectContaining({ kind: 'validation' }));
    expect(save({ serverUrl: 'http://127.0.0.1:8080' }).serverUrl).toBe('http://127.0.0.1:8080');
    expect(save({ serverUrl: 'http://localhost:8080/' }).serverUrl).toBe('http://localhost:8080');
    expect(save({ serverUrl: 'https://pos.example.com' }).serverUrl).toBe('https://pos.example.com');
    await expect(station.handlers.pair({ serverUrl: 'http://10.0.0.2', code: 'ABC', cashierIdentifier: 'C1' })).rejects.toMatchObject({ kind: 'validation', fieldErrors: { serverUrl: expect.any(Array) } });
    await expect(new ServerApi('http://10.0.0.2', 'token').ping()).rejects.toMatchObject({ code: 'insecure-server-url' });
  });

  it('R-CASH-5: pairing asks for the cashier identifier with the code (issue 14)', async () => {
    await expect(station.handlers.pair({ serverUrl: 'http://127.0.0.1:9', code: 'ABC', cashierIdentifier: ' ' })).rejects.toMatchObject({ kind: 'validation', fieldErrors: { cashierIdentifier: expect.any(Array) } });
  });
});

describe('a paired station keeps its settings for a user with the settings right', async () => {
  const server = await serverForStations();
  const station = await pairedStation(server);
  const manager = await createUser(server.db, server.provider.id, { permissions: [...CASHIER_PERMISSION_CODES, Permission.EditProviderSettings], password: 'Manager123' });
  const printers = [receipt('tcp', '127.0.0.1:9100')];

  it('refuses printers without a login, and from a cashier without the right (17)', async () => {
    expect(() => station.handlers['settings-save']({ printers })).toThrow(expect.objectContaining({ code: 'not-logged-in' }));
    await station.handlers.login({ username: server.cashier.username, password: 'Cashier123' });
    expect(() => station.handlers['settings-save']({ printers })).toThrow(expect.objectContaining({ kind: 'forbidden', extra: expect.objectContaining({ permission: 17 }) }));
    expect(station.handlers['settings-save']({ language: 'en-US' }).language).toBe('en-US');
    expect(station.handlers['settings-get']({}).printers).toEqual([]);
  });

  it('takes them from a logged-in user holding the settings right', async () => {
    await station.handlers.login({ username: manager.username, password: 'Manager123' });
    expect(station.handlers['settings-save']({ printers }).printers).toEqual(printers);
  });
});

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SerialPortMock } from 'serialport';
import { describe, expect, it } from 'vitest';
import { DeviceTransport } from './device';
import { SerialTransport } from './serial';
import { parseStatus, STATUS_REQUEST } from './status';
import { PrinterUnavailableError } from './types';

describe('transports', () => {
  it('device: appends each job to the device file (a USB printer as /dev/usb/lp0)', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'lp-')), 'lp0');
    const transport = new DeviceTransport(path);
    await transport.send(Buffer.from('one\n'));
    await transport.send(Buffer.from('two\n'));
    expect(readFileSync(path, 'latin1')).toBe('one\ntwo\n');
    expect(await transport.status()).toEqual({ state: 'unknown', paperNearEnd: false });
    await expect(new DeviceTransport('/nonexistent/dir/lp0').send(Buffer.from('x'))).rejects.toBeInstanceOf(PrinterUnavailableError);
  });

  it('serial: writes the job and reads DLE EOT answers', async () => {
    SerialPortMock.binding.createPort('/dev/ttyPRINTER', { record: true });
    let port: SerialPortMock | undefined;
    const transport = new SerialTransport({
      path: '/dev/ttyPRINTER',
      timeoutMs: 500,
      openPort: (options) =>
        new Promise((resolve, reject) => {
          const opened: SerialPortMock = new SerialPortMock(options, (error) => (error ? reject(error) : resolve(opened)));
          port = opened;
        }),
    });
    await transport.send(Buffer.from('hello\n'));
    expect(port!.port!.recording.toString('latin1')).toBe('hello\n');

    const status = transport.status();
    await new Promise((r) => setTimeout(r, 20));
    expect(port!.port!.lastWrite).toEqual(Buffer.from(STATUS_REQUEST));
    port!.port!.emitData(Buffer.from([0x12, 0x12, 0x7e]));
    expect(await status).toEqual({ state: 'paper-out', paperNearEnd: true });
  });

  it('serial: a port that does not open is unavailable; one that does not answer has an unknown status', async () => {
    const missing = new SerialTransport({
      path: '/dev/ttyNONE',
      openPort: (options) =>
        new Promise((resolve, reject) => {
          const port: SerialPortMock = new SerialPortMock(options, (error) => (error ? reject(error) : resolve(port)));
        }),
    });
    await expect(missing.send(Buffer.from('x'))).rejects.toBeInstanceOf(PrinterUnavailableError);
    expect(await missing.status()).toEqual({ state: 'offline', paperNearEnd: false });
  });

  it('reads the DLE EOT bits (Epson layout)', () => {
    expect(parseStatus(Uint8Array.of(0x16, 0x12, 0x12))).toEqual({ state: 'ready', paperNearEnd: false });
    expect(parseStatus(Uint8Array.of(0x1e, 0x12, 0x12))).toEqual({ state: 'offline', paperNearEnd: false });
    expect(parseStatus(Uint8Array.of(0x1e, 0x16, 0x12))).toEqual({ state: 'cover-open', paperNearEnd: false });
    expect(parseStatus(Uint8Array.of(0x1e, 0x32, 0x72))).toEqual({ state: 'paper-out', paperNearEnd: false });
    expect(parseStatus(Uint8Array.of(0x16, 0x12, 0x1e))).toEqual({ state: 'ready', paperNearEnd: true });
  });
});

import { parseStatus, STATUS_REPLY_LENGTH, STATUS_REQUEST } from './status';
import { PrinterUnavailableError, type PrinterStatus, type PrinterTransport } from './types';

/** The part of serialport's SerialPortStream this transport uses. */
export interface SerialPortLike {
  write(data: Uint8Array, callback?: (error: Error | null | undefined) => void): boolean;
  drain(callback: (error: Error | null) => void): void;
  close(callback?: (error?: Error | null) => void): void;
  on(event: 'data', listener: (chunk: Buffer) => void): unknown;
  off(event: 'data', listener: (chunk: Buffer) => void): unknown;
}

export interface SerialTransportOptions {
  /** /dev/ttyUSB0, /dev/ttyS0, COM3. */
  path: string;
  /** The printer's setting; 9600 on most out of the box (a raster receipt then takes about a minute). */
  baudRate?: number;
  /** Hardware flow control, when the cable has RTS/CTS. */
  rtscts?: boolean;
  timeoutMs?: number;
  /** Opens the port; serialport's SerialPort by default, imported only when used (it is a native module). */
  openPort?: (options: { path: string; baudRate: number; rtscts: boolean }) => Promise<SerialPortLike>;
}

async function openWithSerialport(options: { path: string; baudRate: number; rtscts: boolean }): Promise<SerialPortLike> {
  const { SerialPort } = await import('serialport');
  return new Promise((resolve, reject) => {
    const port = new SerialPort(options, (error) => (error ? reject(error) : resolve(port)));
  });
}

/** A printer on a serial port (or a USB-serial adapter), one open/close per job. */
export class SerialTransport implements PrinterTransport {
  readonly description: string;

  constructor(private readonly options: SerialTransportOptions) {
    this.description = `serial ${options.path}`;
  }

  private async open(): Promise<SerialPortLike> {
    const openPort = this.options.openPort ?? openWithSerialport;
    try {
      return await openPort({ path: this.options.path, baudRate: this.options.baudRate ?? 9600, rtscts: this.options.rtscts ?? false });
    } catch (error) {
      throw new PrinterUnavailableError(`${this.description}: ${(error as Error).message}`, error);
    }
  }

  async send(bytes: Uint8Array): Promise<void> {
    const port = await this.open();
    try {
      await new Promise<void>((resolve, reject) => {
        port.write(bytes, (error) => (error ? reject(error) : undefined));
        port.drain((error) => (error ? reject(error) : resolve()));
      });
    } catch (error) {
      throw new PrinterUnavailableError(`${this.description}: ${(error as Error).message}`, error);
    } finally {
      await new Promise<void>((resolve) => port.close(() => resolve()));
    }
  }

  async status(): Promise<PrinterStatus> {
    let port: SerialPortLike;
    try {
      port = await this.open();
    } catch {
      return { state: 'offline', paperNearEnd: false };
    }
    const reply = await new Promise<Buffer | undefined>((resolve) => {
      const chunks: Buffer[] = [];
      const onData = (chunk: Buffer) => {
        chunks.push(chunk);
        if (Buffer.concat(chunks).length >= STATUS_REPLY_LENGTH) done(Buffer.concat(chunks));
      };
      const timer = setTimeout(() => done(undefined), this.options.timeoutMs ?? 2000);
      const done = (result: Buffer | undefined) => {
        clearTimeout(timer);
        port.off('data', onData);
        resolve(result);
      };
      port.on('data', onData);
      port.write(STATUS_REQUEST);
    });
    await new Promise<void>((resolve) => port.close(() => resolve()));
    return reply ? parseStatus(reply) : { state: 'unknown', paperNearEnd: false };
  }
}

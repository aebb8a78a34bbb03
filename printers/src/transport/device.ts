import { open } from 'node:fs/promises';
import { PrinterUnavailableError, type PrinterStatus, type PrinterTransport } from './types';

/**
 * A USB printer through the operating system's printer device, so no native USB library is needed:
 * Linux's usblp driver gives /dev/usb/lp0 (the user needs the `lp` group); on Windows, share the
 * printer (driver "Generic / Text Only") and write to \\localhost\<share name>. Also any file, for
 * capturing a job. Status cannot be read this way.
 */
export class DeviceTransport implements PrinterTransport {
  readonly description: string;

  constructor(private readonly path: string) {
    this.description = `device ${path}`;
  }

  async send(bytes: Uint8Array): Promise<void> {
    let file;
    try {
      // 'a' appends (and creates) so a capture file collects jobs; a device ignores the mode.
      file = await open(this.path, 'a');
    } catch (error) {
      throw new PrinterUnavailableError(`${this.description}: ${(error as Error).message}`, error);
    }
    try {
      await file.write(bytes);
    } catch (error) {
      throw new PrinterUnavailableError(`${this.description}: ${(error as Error).message}`, error);
    } finally {
      await file.close();
    }
  }

  async status(): Promise<PrinterStatus> {
    return { state: 'unknown', paperNearEnd: false };
  }
}

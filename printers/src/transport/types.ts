/**
 * How bytes reach a printer. Every transport sends a whole job at once; `status` asks the printer
 * (DLE EOT) where the connection can read, and says 'unknown' where it cannot.
 */
export type PrinterState = 'ready' | 'offline' | 'paper-out' | 'cover-open' | 'unknown';

export interface PrinterStatus {
  state: PrinterState;
  paperNearEnd: boolean;
}

export interface PrinterTransport {
  /** For logs: "tcp 192.168.1.50:9100", "serial /dev/ttyUSB0", "device /dev/usb/lp0". */
  readonly description: string;
  /** Resolves when the printer has taken every byte; rejects with PrinterUnavailableError when it cannot be reached. */
  send(bytes: Uint8Array): Promise<void>;
  status(): Promise<PrinterStatus>;
}

/** The printer could not be reached or refused the bytes: off, unplugged, busy, out of paper. */
export class PrinterUnavailableError extends Error {
  override readonly name = 'PrinterUnavailableError';
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

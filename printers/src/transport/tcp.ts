import { connect, type Socket } from 'node:net';
import { parseStatus, STATUS_REPLY_LENGTH, STATUS_REQUEST } from './status';
import { PrinterUnavailableError, type PrinterStatus, type PrinterTransport } from './types';

export interface TcpTransportOptions {
  host: string;
  /** Raw printing port; 9100 on almost every network printer. */
  port?: number;
  /** Connecting, and waiting for the printer to take the bytes or answer a status. */
  timeoutMs?: number;
}

/**
 * A network printer over raw TCP (port 9100). One connection per job: printers serve one
 * connection at a time, and a fresh one per job never leaves a half-dead socket behind.
 */
export class TcpTransport implements PrinterTransport {
  readonly description: string;
  private readonly port: number;
  private readonly timeoutMs: number;

  constructor(private readonly options: TcpTransportOptions) {
    this.port = options.port ?? 9100;
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.description = `tcp ${options.host}:${this.port}`;
  }

  private open(): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: this.options.host, port: this.port });
      const fail = (error: Error) => reject(new PrinterUnavailableError(`${this.description}: ${error.message}`, error));
      socket.setTimeout(this.timeoutMs, () => socket.destroy(new Error(`no connection within ${this.timeoutMs} ms`)));
      socket.once('error', fail);
      socket.once('connect', () => {
        socket.setTimeout(0);
        socket.off('error', fail);
        resolve(socket);
      });
    });
  }

  /**
   * Resolves once the bytes are written and the printer closed its side, or `timeoutMs` after the
   * write if it keeps the connection open. A failure after the bytes went out is not reported:
   * the printer may well have printed, and a duplicate ticket is worse than a missing one (the
   * cashier can reprint); see the queue's rules in ../queue/print-queue.ts.
   */
  async send(bytes: Uint8Array): Promise<void> {
    const socket = await this.open();
    await new Promise<void>((resolve, reject) => {
      let written = false;
      const finish = () => {
        socket.destroy();
        resolve();
      };
      socket.once('error', (error) => {
        if (written) finish();
        else reject(new PrinterUnavailableError(`${this.description}: ${error.message}`, error));
      });
      socket.once('close', () => (written ? finish() : reject(new PrinterUnavailableError(`${this.description}: closed before the job was sent`))));
      socket.setTimeout(this.timeoutMs, () =>
        written ? finish() : socket.destroy(new Error(`the printer did not take the job within ${this.timeoutMs} ms`)),
      );
      socket.end(bytes, () => {
        written = true;
      });
    });
  }

  async status(): Promise<PrinterStatus> {
    let socket: Socket;
    try {
      socket = await this.open();
    } catch {
      return { state: 'offline', paperNearEnd: false };
    }
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let received = 0;
      const done = (status: PrinterStatus) => {
        socket.destroy();
        resolve(status);
      };
      socket.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        received += chunk.length;
        if (received >= STATUS_REPLY_LENGTH) done(parseStatus(Buffer.concat(chunks)));
      });
      socket.setTimeout(this.timeoutMs, () => done({ state: 'unknown', paperNearEnd: false }));
      socket.once('error', () => done({ state: 'offline', paperNearEnd: false }));
      socket.write(STATUS_REQUEST);
    });
  }
}

import { createServer, type Server, type Socket } from 'node:net';
import { EscPosDecoder, type DecodedJob, type DecoderOptions } from './decoder';

export type PaperState = 'ok' | 'near-end' | 'out';

/**
 * A printer on 127.0.0.1 for tests and the demo: it listens like a network printer (raw TCP, port 0
 * picks a free one), decodes every job (ended by a cut or by the connection closing) and answers
 * status requests. It can be taken offline (stops listening) and run out of paper.
 */
export class VirtualPrinter {
  readonly jobs: DecodedJob[] = [];
  paper: PaperState = 'ok';
  coverOpen = false;
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  private waiters: Array<{ count: number; resolve: () => void }> = [];
  private boundPort = 0;

  constructor(private readonly options: Pick<DecoderOptions, 'codePageEncodings'> & { host?: string } = {}) {}

  get port(): number {
    return this.boundPort;
  }

  get host(): string {
    return this.options.host ?? '127.0.0.1';
  }

  /** Starts listening; `port` 0 picks a free port, later calls reuse the first one. */
  async start(port = this.boundPort): Promise<this> {
    if (this.server) return this;
    const server = createServer((socket) => this.accept(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, this.host, () => resolve());
    });
    const address = server.address();
    this.boundPort = typeof address === 'object' && address ? address.port : port;
    this.server = server;
    return this;
  }

  /** Stops listening and drops open connections: the printer is switched off. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves when at least `count` jobs have been printed. */
  waitForJobs(count: number, timeoutMs = 5000): Promise<DecodedJob[]> {
    if (this.jobs.length >= count) return Promise.resolve(this.jobs);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`virtual printer: ${this.jobs.length} of ${count} jobs after ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve(this.jobs);
        },
      });
    });
  }

  private accept(socket: Socket): void {
    this.sockets.add(socket);
    const decoder = new EscPosDecoder((job) => this.record(job), {
      codePageEncodings: this.options.codePageEncodings,
      onStatusRequest: (n) => socket.write(Uint8Array.of(this.statusByte(n))),
    });
    socket.on('data', (chunk) => decoder.push(chunk));
    socket.on('close', () => {
      this.sockets.delete(socket);
      decoder.end();
    });
    socket.on('error', () => socket.destroy());
  }

  private record(job: DecodedJob): void {
    this.jobs.push(job);
    this.waiters = this.waiters.filter((w) => {
      if (this.jobs.length < w.count) return true;
      w.resolve();
      return false;
    });
  }

  /** DLE EOT answers: bits 1 and 4 are always set (0x12). */
  private statusByte(n: number): number {
    const paperOut = this.paper === 'out';
    switch (n) {
      case 1:
        return 0x12 | (paperOut || this.coverOpen ? 0x08 : 0);
      case 2:
        return 0x12 | (this.coverOpen ? 0x04 : 0) | (paperOut ? 0x20 : 0);
      case 4:
        return 0x12 | (this.paper === 'near-end' ? 0x0c : 0) | (paperOut ? 0x60 : 0);
      default:
        return 0x12;
    }
  }
}

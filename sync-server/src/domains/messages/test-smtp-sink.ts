import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface ReceivedMail {
  raw: string;
  parsed: ParsedMail;
  envelopeTo: string[];
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server) that keeps what it accepts, for tests. A recipient
 * containing "refused" is answered 550 (permanent); one containing "busy" is answered 451 (try
 * again later) the first `busyTimes` times.
 */
export async function startSmtpSink(opts: { busyTimes?: number } = {}) {
  const received: ReceivedMail[] = [];
  const busyCount = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address;
      if (to.includes('refused')) return callback(Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }));
      if (to.includes('busy')) {
        const n = (busyCount.get(to) ?? 0) + 1;
        busyCount.set(to, n);
        if (n <= (opts.busyTimes ?? 1)) return callback(Object.assign(new Error('4.3.2 Try again later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            received.push({ raw: raw.toString('utf8'), parsed, envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Mails to this address. */
    to: (address: string) => received.filter((m) => m.envelopeTo.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` answers something truthy (polling; tests wait for conditions, not for times). */
export async function waitFor<T>(check: () => Promise<T | null | undefined | false> | T | null | undefined | false, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

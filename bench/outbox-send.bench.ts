import nodemailer from 'nodemailer';
import { buildApp } from '../sync-server/src/app';
import { providers } from '../sync-server/src/db/schema';
import { queueMessages, type MessageToSend } from '../sync-server/src/domains/messages/outbox';
import { startSmtpSink } from '../sync-server/src/domains/messages/smtp-sink.fixtures';
import { createTestDatabase } from '../sync-server/src/test/test-db';
import { result, type Benchmark } from './lib';

const MESSAGES = 400;

async function until(check: () => boolean, what: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Issue 21: outbox-send-per-s, e-mails accepted by a real SMTP server (smtp-server on 127.0.0.1)
 * per second when 400 Hebrew messages are written to the outbox in one transaction and delivered by
 * the message-send jobs of the Postgres queue (retries, states and all). Baseline: the same 400
 * e-mails sent directly with nodemailer, one after another, to the same server in the same run.
 */
const bench: Benchmark = async () => {
  const sink = await startSmtpSink();
  const previous = process.env.SMTP_URL;
  process.env.SMTP_URL = sink.url;
  const database = await createTestDatabase({ poolSize: 8 });
  const app = await buildApp({ database });
  try {
    const [provider] = await database.db.insert(providers).values({ name: 'Bench provider', timezone: 'Asia/Jerusalem' }).returning();
    const mail = (i: number) => ({ to: `guest${i}@example.test`, subject: `עדכון לסיור ${i}`, text: `שלום דנה, הסיור מחר בשעה 10:00 יוצא כמתוכנן. (${i})` });

    // Baseline: nodemailer straight to the server.
    const transport = nodemailer.createTransport(sink.url);
    let started = performance.now();
    for (let i = 0; i < MESSAGES; i++) await transport.sendMail({ from: 'office@bench.example', ...mail(i) });
    const directPerSecond = MESSAGES / ((performance.now() - started) / 1000);
    transport.close();
    sink.received.length = 0;

    // The outbox: written in one transaction, delivered by the queue's jobs.
    const messages: MessageToSend[] = Array.from({ length: MESSAGES }, (_, i) => {
      const m = mail(i);
      return { providerId: provider!.id, kind: 'template', source: 'order', channel: 'email', toAddress: m.to, fromAddress: 'office@bench.example', subject: m.subject, body: m.text };
    });
    started = performance.now();
    await database.db.transaction((tx) => queueMessages(tx, messages, app.jobs));
    await until(() => sink.received.length >= MESSAGES, `${MESSAGES} messages at the SMTP sink`);
    const outboxPerSecond = MESSAGES / ((performance.now() - started) / 1000);
    return [
      result(
        'outbox-send-per-s',
        Math.round(outboxPerSecond * 10) / 10,
        'messages/s',
        Math.round(directPerSecond * 10) / 10,
        `${MESSAGES} Hebrew e-mails through the outbox and the message-send jobs (4 at a time) to smtp-server; baseline: the same e-mails sent directly with nodemailer one after another`,
      ),
    ];
  } finally {
    await app.close();
    await database.drop();
    await sink.close();
    if (previous === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = previous;
  }
};

export default bench;

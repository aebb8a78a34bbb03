import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { DeliveryError } from './delivery-error';

export interface OutgoingEmail {
  /** Our id of the message: the Message-ID is made from it, so a retried e-mail is recognisably the same one. */
  messageId: number;
  from: { name: string; address: string };
  replyTo?: string | null;
  to: { name?: string | null; address: string };
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

export interface EmailAdapter {
  /** Delivers the e-mail or throws a DeliveryError; answers the SMTP Message-ID. */
  send(mail: OutgoingEmail): Promise<{ externalId: string }>;
  close(): void;
}

function messageOf(mail: OutgoingEmail, domain: string): Mail.Options {
  return {
    messageId: `<outgoing-${mail.messageId}@${domain}>`,
    from: mail.from,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    to: mail.to.name ? { name: mail.to.name, address: mail.to.address } : mail.to.address,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // UTF-8 subjects and bodies (Hebrew, Russian) are encoded by nodemailer (RFC 2047 words, base64 or quoted-printable parts).
    attachments: mail.attachments,
  };
}

const domainOf = (address: string) => address.split('@')[1] || 'localhost';

/**
 * E-mail by SMTP (SMTP_URL). A 5xx reply (a recipient refused, a message rejected) is permanent;
 * no connection, a timeout or a 4xx reply is retried.
 */
export function smtpEmail(smtpUrl: string): EmailAdapter {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail(messageOf(mail, domainOf(mail.from.address)));
        return { externalId: info.messageId };
      } catch (error) {
        const e = error as { responseCode?: number; message?: string };
        const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500;
        throw new DeliveryError(`SMTP: ${e.message ?? String(error)}`, permanent);
      }
    },
    close: () => transport.close(),
  };
}

/**
 * The e-mail simulator: builds the same MIME message as the SMTP sender and writes it to
 * `{sinkDir}/email/{id}.eml` instead of sending it (open it with any mail reader).
 */
export function simulatedEmail(sinkDir: string): EmailAdapter {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = join(sinkDir, 'email');
  return {
    async send(mail) {
      const info = await transport.sendMail(messageOf(mail, domainOf(mail.from.address)));
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, `${mail.messageId}.eml`), info.message as Buffer);
      return { externalId: info.messageId };
    },
    close: () => transport.close(),
  };
}

import { resolve } from 'node:path';

/** How messages leave the server (docs: sync-server/src/domains/messages/README.md). */
export interface MessagingConfig {
  /** SMTP_URL (smtp://user:pass@host:587 or smtps://...): the real e-mail sender; unset: the simulator outside production. */
  smtpUrl: string | null;
  /** MAIL_FROM: the envelope and From address every e-mail is sent from (the provider's name is its display name). */
  mailFrom: string;
  /** PUBLIC_URL: the back office's address; app links in a message (/reset-password/...) are made absolute with it. */
  publicUrl: string;
  /** SMS_GATEWAY_URL and SMS_GATEWAY_KEY: the SMS gateway's HTTP API and bearer key; unset: the simulator outside production. */
  smsGateway: { url: string; key: string } | null;
  /** MESSAGE_SINK_DIR: where the simulators write what they would have sent (.eml and .json files). */
  sinkDir: string;
}

export function readMessagingConfig(env: Record<string, string | undefined> = process.env): MessagingConfig {
  const url = env.SMS_GATEWAY_URL?.trim();
  const key = env.SMS_GATEWAY_KEY?.trim();
  if (url && !key) throw new Error('SMS_GATEWAY_URL is set without SMS_GATEWAY_KEY (the gateway’s bearer key).');
  const publicUrl = (env.PUBLIC_URL?.trim() || `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, '');
  return {
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || 'no-reply@localhost',
    publicUrl,
    smsGateway: url && key ? { url, key } : null,
    sinkDir: resolve(env.MESSAGE_SINK_DIR ?? '.data/message-sink'),
  };
}

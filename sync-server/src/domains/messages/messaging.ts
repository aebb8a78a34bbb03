import { chooseAdapter, readSimulatorConfig, type ExternalSystem, type SimulatorConfig } from '@pos/shared/simulators';
import type { Db } from '../../db/client';
import type { FileStorage } from '../files';
import { readMessagingConfig, type MessagingConfig } from './config';
import { simulatedEmail, smtpEmail, type EmailAdapter } from './email-adapter';
import { gatewaySms, simulatedSms, type SmsAdapter } from './sms-adapter';

/** The senders a server uses, chosen once from its configuration. */
export interface Messaging {
  config: MessagingConfig;
  email: EmailAdapter;
  sms: SmsAdapter;
  /** The systems simulated (reported like every simulator). */
  simulated: ExternalSystem[];
  /** Where the stored files mailed with a message are read (the app's file store). */
  files?: FileStorage;
}

/**
 * E-mail and SMS by the one simulator rule (@pos/shared/simulators): the real client when SMTP_URL
 * / SMS_GATEWAY_URL is set and the system is not named in SIMULATORS, else the simulator outside
 * production; in production without either, SimulatorRefused (the server does not start).
 */
export function chooseMessaging(env: Record<string, string | undefined> = process.env, simulators: SimulatorConfig = readSimulatorConfig(env)): Messaging {
  const config = readMessagingConfig(env);
  const email = chooseAdapter<EmailAdapter>('email', simulators, { real: config.smtpUrl ? () => smtpEmail(config.smtpUrl!) : null, simulator: () => simulatedEmail(config.sinkDir) });
  const sms = chooseAdapter<SmsAdapter>('sms', simulators, { real: config.smsGateway ? () => gatewaySms(config.smsGateway!) : null, simulator: () => simulatedSms(config.sinkDir) });
  const simulated: ExternalSystem[] = [...(sms.simulated ? (['sms'] as const) : []), ...(email.simulated ? (['email'] as const) : [])];
  return { config, email: email.adapter, sms: sms.adapter, simulated };
}

/** The senders of the app over this database (the send job gets only the database). */
const byDatabase = new WeakMap<Db, Messaging>();

export function attachMessaging(db: Db, messaging: Messaging): void {
  byDatabase.set(db, messaging);
}

export function detachMessaging(db: Db, messaging: Messaging): void {
  if (byDatabase.get(db) === messaging) byDatabase.delete(db);
}

export function messagingOf(db: Db): Messaging {
  const messaging = byDatabase.get(db);
  if (!messaging) throw new Error('No messaging is attached to this database (the messages routes are not registered).');
  return messaging;
}

/** Whether the server's SMS and e-mail would be simulated under this configuration (for the start-up check and GET /api/version), without making the senders. */
export function messagingSimulated(system: 'sms' | 'email', simulators: SimulatorConfig, env: Record<string, string | undefined> = process.env): boolean {
  const config = readMessagingConfig(env);
  const configured = system === 'sms' ? config.smsGateway !== null : config.smtpUrl !== null;
  return chooseAdapter(system, simulators, { real: configured ? () => system : null, simulator: () => system }).simulated;
}

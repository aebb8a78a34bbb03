import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DeliveryError } from './delivery-error';

export interface OutgoingSms {
  messageId: number;
  /** The sender name the phone shows (at most 11 letters or digits). */
  sender: string;
  to: string;
  text: string;
}

export interface SmsAdapter {
  /** Delivers the SMS to the gateway or throws a DeliveryError; answers the gateway's id of it. */
  send(sms: OutgoingSms): Promise<{ externalId: string }>;
}

/** A mobile as gateways take it: digits only, a leading + kept (0521234567, +972521234567). */
export function gatewayPhone(mobile: string): string {
  const trimmed = mobile.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

const GATEWAY_TIMEOUT_MS = 15_000;

/**
 * The SMS gateway's HTTP API, shaped like the Israeli gateways' JSON APIs (019 SMS, InforU):
 * POST {url} with `Authorization: Bearer {key}` and
 * `{ "source": sender, "destinations": { "phone": [mobile] }, "message": text, "reference": id }`;
 * the answer is `{ "status": 0, "shipment_id": "..." }` when accepted, or a non-zero status and a
 * message when refused (a bad number or sender: permanent). HTTP 5xx, 429, 401/403 (a key being
 * fixed) and no answer are retried; other 4xx are permanent.
 */
export function gatewaySms(gateway: { url: string; key: string }, timeoutMs = GATEWAY_TIMEOUT_MS): SmsAdapter {
  return {
    async send(sms) {
      let response: Response;
      try {
        response = await fetch(gateway.url, {
          method: 'POST',
          headers: { authorization: `Bearer ${gateway.key}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ source: sms.sender, destinations: { phone: [gatewayPhone(sms.to)] }, message: sms.text, reference: String(sms.messageId) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new DeliveryError(`SMS gateway unreachable: ${(error as Error).message}`, false);
      }
      const text = await response.text().catch(() => '');
      let answer: { status?: unknown; shipment_id?: unknown; message?: unknown } = {};
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        /* not JSON: judged by the HTTP status below */
      }
      if (!response.ok) {
        const retry = response.status >= 500 || response.status === 429 || response.status === 408 || response.status === 401 || response.status === 403;
        throw new DeliveryError(`SMS gateway HTTP ${response.status}: ${String(answer.message ?? text).slice(0, 300)}`, !retry);
      }
      if (answer.status === 0 && (typeof answer.shipment_id === 'string' || typeof answer.shipment_id === 'number')) return { externalId: String(answer.shipment_id) };
      if (typeof answer.status === 'number' && answer.status !== 0) throw new DeliveryError(`SMS gateway refused (${answer.status}): ${String(answer.message ?? '')}`, true);
      throw new DeliveryError(`SMS gateway answered without a shipment id: ${text.slice(0, 300)}`, false);
    },
  };
}

/** The SMS simulator: writes what it would send to `{sinkDir}/sms/{id}.json`. */
export function simulatedSms(sinkDir: string): SmsAdapter {
  const dir = join(sinkDir, 'sms');
  return {
    async send(sms) {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, `${sms.messageId}.json`), JSON.stringify({ ...sms, to: gatewayPhone(sms.to), at: new Date().toISOString() }, null, 2));
      return { externalId: `simulated-${sms.messageId}` };
    },
  };
}

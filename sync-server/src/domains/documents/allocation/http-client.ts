/**
 * The real allocation client: an OAuth2 client-credentials token from the token endpoint (kept
 * until shortly before it expires), then the invoice as JSON to the approval endpoint with the
 * bearer token. Each call has a time limit; a network error, time-out or 5xx is tried again with
 * back-off, and after the last try the service is unavailable (the job retries later). A 401 drops
 * the token and asks for a new one once.
 */
import { AllocationUnavailable, TAX_AUTHORITY_INVOICE_TYPE, toShekels, type AllocationAnswer, type AllocationClient, type AllocationCredentials, type AllocationInvoice } from './adapter';
import { isAllocationNumber } from '@pos/shared/accounting/israel-invoice';

export interface AllocationHttpConfig {
  tokenUrl: string;
  approvalUrl: string;
  scope?: string;
  /** Each HTTP call's time limit. */
  timeoutMs?: number;
  /** Tries of one call (network error, time-out or 5xx), with back-off from retryDelayMs. */
  attempts?: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

interface Token {
  value: string;
  expiresAt: number;
}

/** The request body, named as the Tax Authority's Invoices approval API names its fields. */
export function approvalBody(invoice: AllocationInvoice) {
  return {
    Invoice_ID: invoice.reference,
    Invoice_Type: TAX_AUTHORITY_INVOICE_TYPE[invoice.docType],
    Vat_Number: invoice.sellerVatNumber,
    Union_Vat_Number: 0,
    Invoice_Reference_Number: String(invoice.invoiceNumber),
    Customer_VAT_Number: invoice.buyerVatNumber,
    Invoice_Date: invoice.date,
    Invoice_Issuance_Date: invoice.date,
    Amount_Before_Discount: toShekels(invoice.amountBeforeVat),
    Discount: 0,
    Payment_Amount: toShekels(invoice.amountBeforeVat),
    VAT_Amount: toShekels(invoice.vatAmount),
    Payment_Amount_Including_VAT: toShekels(invoice.total),
  };
}

class RetryableStatus extends Error {}

export class AllocationHttpClient implements AllocationClient {
  readonly kind = 'real' as const;
  private readonly tokens = new Map<string, Token>();
  private readonly fetch: typeof fetch;

  constructor(private readonly config: AllocationHttpConfig) {
    this.fetch = config.fetch ?? globalThis.fetch;
  }

  async requestAllocation(credentials: AllocationCredentials | null, invoice: AllocationInvoice, signal?: AbortSignal): Promise<AllocationAnswer> {
    if (!credentials) return { ok: false, refusal: { code: 'credentials-missing', message: 'The allocation service credentials are not set in the accounting settings.' } };
    const unauthorized: AllocationAnswer = { ok: false, refusal: { code: 'unauthorized', message: 'The allocation service refused the credentials.' } };
    let response = await this.approve(credentials, invoice, signal);
    if (response?.status === 401) {
      this.tokens.delete(credentials.clientId);
      response = await this.approve(credentials, invoice, signal);
    }
    if (!response || response.status === 401) return unauthorized;
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    const number = body && typeof body.Confirmation_Number === 'string' ? body.Confirmation_Number : null;
    if (response.ok && body?.Approved === true && number && isAllocationNumber(number)) return { ok: true, allocationNumber: number };
    const message = body?.Message as { Code?: unknown; Text?: unknown } | string | undefined;
    const code = typeof message === 'object' && message?.Code !== undefined ? String(message.Code) : String(response.status);
    const text = typeof message === 'object' && typeof message?.Text === 'string' ? message.Text : typeof message === 'string' ? message : 'The allocation service refused the invoice.';
    return { ok: false, refusal: { code, message: text } };
  }

  /** The approval call's answer, or null when the token endpoint refused the credentials. */
  private async approve(credentials: AllocationCredentials, invoice: AllocationInvoice, signal?: AbortSignal): Promise<Response | null> {
    const token = await this.token(credentials, signal);
    if (token === null) return null;
    return this.withRetries(signal, (s) =>
      this.fetch(this.config.approvalUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(approvalBody(invoice)),
        signal: s,
      }),
    );
  }

  private async token(credentials: AllocationCredentials, signal?: AbortSignal): Promise<string | null> {
    const cached = this.tokens.get(credentials.clientId);
    if (cached && cached.expiresAt > Date.now()) return cached.value;
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: credentials.clientId, client_secret: credentials.clientSecret });
    if (this.config.scope) form.set('scope', this.config.scope);
    const response = await this.withRetries(signal, (s) => this.fetch(this.config.tokenUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: form, signal: s }));
    const body = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (!response.ok || typeof body?.access_token !== 'string') {
      // A refused client id or secret is an answer the job records, not an outage to retry.
      if (response.status === 400 || response.status === 401) return null;
      throw new AllocationUnavailable(`token endpoint answered ${response.status}`);
    }
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 300;
    this.tokens.set(credentials.clientId, { value: body.access_token, expiresAt: Date.now() + Math.max(0, seconds - 30) * 1000 });
    return body.access_token;
  }

  /** One call, tried again on a network error, a time-out or a 5xx answer. */
  private async withRetries(outer: AbortSignal | undefined, call: (signal: AbortSignal) => Promise<Response>): Promise<Response> {
    const attempts = this.config.attempts ?? 3;
    let last = 'no attempt';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (outer?.aborted) break;
      const signal = AbortSignal.any([AbortSignal.timeout(this.config.timeoutMs ?? 10_000), ...(outer ? [outer] : [])]);
      try {
        const response = await call(signal);
        if (response.status >= 500) throw new RetryableStatus(`answered ${response.status}`);
        return response;
      } catch (error) {
        last = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
      if (attempt < attempts) await new Promise((r) => setTimeout(r, (this.config.retryDelayMs ?? 500) * 2 ** (attempt - 1)));
    }
    throw new AllocationUnavailable(`allocation service unavailable after ${attempts} tries (${last})`);
  }
}

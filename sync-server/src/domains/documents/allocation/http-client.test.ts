/**
 * The REAL allocation client against a local HTTP server standing in for the Tax Authority: the
 * server checks the client-credentials token request, the bearer token and the invoice's fields.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AllocationHttpClient } from './http-client';
import { AllocationUnavailable, type AllocationInvoice } from './adapter';

const CREDENTIALS = { clientId: 'pos-client', clientSecret: 'pos-secret' };
const invoice: AllocationInvoice = {
  reference: '6f1c2a4e-1111-4c3b-9a55-000000000001',
  docType: 'invoice',
  sellerVatNumber: '123456782',
  buyerVatNumber: '514713288',
  invoiceNumber: 1042,
  date: '2026-11-24',
  amountBeforeVat: 600_000,
  vatAmount: 108_000,
  total: 708_000,
};

interface Seen {
  tokenForms: URLSearchParams[];
  approvals: { authorization: string | undefined; body: Record<string, unknown> }[];
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

describe('allocation service: the real HTTP client', async () => {
  const seen: Seen = { tokenForms: [], approvals: [] };
  /** What the approval endpoint does next (one entry per call; then approve). */
  let script: ('503' | 'hang' | 'refuse' | '401' | 'approve')[] = [];
  let tokenCounter = 0;
  const validTokens = new Set<string>();

  const server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      if (req.url === '/oauth2/token') {
        const form = new URLSearchParams(text);
        seen.tokenForms.push(form);
        if (req.headers['content-type'] !== 'application/x-www-form-urlencoded' || form.get('grant_type') !== 'client_credentials') return json(res, 400, { error: 'unsupported_grant_type' });
        if (form.get('client_id') !== CREDENTIALS.clientId || form.get('client_secret') !== CREDENTIALS.clientSecret) return json(res, 401, { error: 'invalid_client' });
        const token = `tok-${++tokenCounter}`;
        validTokens.add(token);
        return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
      }
      if (req.url === '/invoices/v1/approval' && req.method === 'POST') {
        const body = JSON.parse(text) as Record<string, unknown>;
        seen.approvals.push({ authorization: req.headers.authorization, body });
        const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        if (!token || !validTokens.has(token)) return json(res, 401, { error: 'invalid_token' });
        const step = script.shift() ?? 'approve';
        if (step === 'hang') return; // never answers: the client's time limit ends the call
        if (step === '503') return json(res, 503, { error: 'busy' });
        if (step === '401') {
          validTokens.delete(token);
          return json(res, 401, { error: 'invalid_token' });
        }
        if (step === 'refuse') return json(res, 200, { Status: 200, Approved: false, Message: { Code: '2011', Text: 'Customer VAT number not registered' } });
        return json(res, 200, { Status: 200, Approved: true, Confirmation_Number: '317245908', Message: { Code: '0', Text: 'OK' } });
      }
      json(res, 404, {});
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const client = (opts: { attempts?: number; timeoutMs?: number } = {}) =>
    new AllocationHttpClient({ tokenUrl: `${base}/oauth2/token`, approvalUrl: `${base}/invoices/v1/approval`, scope: 'scope', retryDelayMs: 10, ...opts });

  beforeEach(() => {
    seen.tokenForms = [];
    seen.approvals = [];
    script = [];
    server.closeAllConnections();
  });

  it('gets a client-credentials token, sends the invoice with the bearer token and answers the 9-digit number', async () => {
    const c = client();
    expect(await c.requestAllocation(CREDENTIALS, invoice)).toEqual({ ok: true, allocationNumber: '317245908' });
    expect(seen.tokenForms).toHaveLength(1);
    expect(Object.fromEntries(seen.tokenForms[0]!)).toEqual({ grant_type: 'client_credentials', client_id: 'pos-client', client_secret: 'pos-secret', scope: 'scope' });
    expect(seen.approvals[0]!.authorization).toBe('Bearer tok-' + tokenCounter);
    expect(seen.approvals[0]!.body).toEqual({
      Invoice_ID: invoice.reference,
      Invoice_Type: 305,
      Vat_Number: '123456782',
      Union_Vat_Number: 0,
      Invoice_Reference_Number: '1042',
      Customer_VAT_Number: '514713288',
      Invoice_Date: '2026-11-24',
      Invoice_Issuance_Date: '2026-11-24',
      Amount_Before_Discount: 6000,
      Discount: 0,
      Payment_Amount: 6000,
      VAT_Amount: 1080,
      Payment_Amount_Including_VAT: 7080,
    });
    // The token is kept for the next invoice.
    await c.requestAllocation(CREDENTIALS, { ...invoice, docType: 'invoice-receipt', invoiceNumber: 1043 });
    expect(seen.tokenForms).toHaveLength(1);
    expect(seen.approvals[1]!.body).toMatchObject({ Invoice_Type: 320, Invoice_Reference_Number: '1043' });
  });

  it('a refusal is an answer with the service’s code and message', async () => {
    script = ['refuse'];
    expect(await client().requestAllocation(CREDENTIALS, invoice)).toEqual({ ok: false, refusal: { code: '2011', message: 'Customer VAT number not registered' } });
  });

  it('tries again on a 5xx and on a call that does not answer in time', async () => {
    script = ['503', 'hang'];
    expect(await client({ attempts: 3, timeoutMs: 300 }).requestAllocation(CREDENTIALS, invoice)).toEqual({ ok: true, allocationNumber: '317245908' });
    expect(seen.approvals).toHaveLength(3);
  });

  it('after the last try the service is unavailable (the job asks again later)', async () => {
    script = ['503', '503', '503'];
    await expect(client({ attempts: 3 }).requestAllocation(CREDENTIALS, invoice)).rejects.toBeInstanceOf(AllocationUnavailable);
    expect(seen.approvals).toHaveLength(3);
  });

  it('an expired token (401) is replaced once; wrong credentials are refused without an approval call', async () => {
    const c = client();
    await c.requestAllocation(CREDENTIALS, invoice);
    script = ['401'];
    expect(await c.requestAllocation(CREDENTIALS, invoice)).toEqual({ ok: true, allocationNumber: '317245908' });
    expect(seen.tokenForms).toHaveLength(2);

    seen.approvals = [];
    expect(await client().requestAllocation({ clientId: 'pos-client', clientSecret: 'wrong' }, invoice)).toEqual({ ok: false, refusal: { code: 'unauthorized', message: 'The allocation service refused the credentials.' } });
    expect(seen.approvals).toHaveLength(0);
    expect(await client().requestAllocation(null, invoice)).toMatchObject({ ok: false, refusal: { code: 'credentials-missing' } });
  });

  it('a network error is an outage, not an answer', async () => {
    const dead = new AllocationHttpClient({ tokenUrl: 'http://127.0.0.1:9/token', approvalUrl: 'http://127.0.0.1:9/approval', attempts: 2, retryDelayMs: 5 });
    await expect(dead.requestAllocation(CREDENTIALS, invoice)).rejects.toBeInstanceOf(AllocationUnavailable);
  });
});

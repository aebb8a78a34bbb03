import type { OnlineRefundAnswer, OnlineRefundRequest, SaleForRefund, SaleForRefundQuery } from '@pos/shared/sync/online-refund';
import { AppError } from '@pos/shared/errors';
import type { CrmCustomerShortView } from '@pos/shared/api/crm';
import type { PairRequest, PairResponse, PullRequest, PullResponse, PushRequest, PushResponse, VoucherCheckRequest, VoucherCheckResponse } from '@pos/shared/sync/protocol';

export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body?: string; signal: AbortSignal }) => Promise<{ status: number; json(): Promise<unknown> }>;

/** https, or http to a loopback address (127.0.0.0/8, ::1, localhost). */
export function isSecureServerUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:') return true;
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return parsed.protocol === 'http:' && (host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host));
}

/** The server could not be reached or did not answer in time: the station is offline. */
export class ServerUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServerUnreachable';
  }
}

/** The server was reached but failed (5xx, or an answer that is not ours): it is up, retry with growing waits. */
export class ServerFailing extends ServerUnreachable {
  constructor(message: string) {
    super(message);
    this.name = 'ServerFailing';
  }
}

/**
 * The /sync calls of a station. A network failure or a timeout is ServerUnreachable (the station is
 * offline); an answer the server gives as a problem (401, 403, 422) is an AppError with its code,
 * e.g. station-revoked; a 5xx is ServerFailing (a ServerUnreachable: the server is down for now, but
 * there is a route to it).
 */
export class ServerApi {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string | null,
    private readonly opts: { fetch?: FetchLike; timeoutMs?: number } = {},
  ) {}

  pair(request: PairRequest): Promise<PairResponse> {
    return this.call('POST', '/sync/pair', request);
  }

  pull(request: PullRequest): Promise<PullResponse> {
    return this.call('POST', '/sync/pull', request);
  }

  push(request: PushRequest): Promise<PushResponse> {
    return this.call('POST', '/sync/push', request);
  }

  /** The clubs whose external coupon systems take vouchers (R-ORD-7). */
  voucherSystems(): Promise<{ businessClientId: number; name: string; system: string }[]> {
    return this.call('GET', '/sync/voucher-systems');
  }

  /** A club voucher checked with its external system, online only. */
  voucherCheck(request: VoucherCheckRequest): Promise<VoucherCheckResponse> {
    return this.call('POST', '/sync/voucher', request);
  }

  /** Issue 15: a paid sale of the provider found on the server, to refund it online. */
  refundSale(query: SaleForRefundQuery): Promise<SaleForRefund> {
    return this.call('POST', '/sync/refund-sale', query);
  }

  /** Issue 15: the window's refund done now by the server's refund path. */
  refundOnline(request: OnlineRefundRequest): Promise<OnlineRefundAnswer> {
    return this.call('POST', '/sync/refund', request);
  }

  /** Issue 22 (C295 at the POS): the provider's CRM customers by name, mobile or e-mail. */
  crmCustomers(keyword: string): Promise<CrmCustomerShortView[]> {
    return this.call('GET', `/sync/crm-customers?keyword=${encodeURIComponent(keyword)}`);
  }

  /** The server's version and the external systems it simulates (anonymous). */
  version(): Promise<{ version: string; simulators?: string[] }> {
    return this.call('GET', '/api/version');
  }

  /** The cheap probe: the server is reachable and knows the token; with `after` (highest checkpoint held), whether a pull would bring anything. */
  ping(after?: number): Promise<{ stationId: number; serverTime: string; changes?: boolean }> {
    return this.call('GET', after === undefined ? '/sync/ping' : `/sync/ping?after=${after}`);
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    // The bearer token never travels in clear: https, or plain http to this computer only.
    if (!isSecureServerUrl(this.baseUrl)) throw new AppError('unprocessable', 'insecure-server-url', 'The server address must start with https:// (http:// only for this computer).');
    const doFetch: FetchLike = this.opts.fetch ?? ((url, init) => fetch(url, init));
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.opts.timeoutMs ?? 20_000);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let status: number;
    let payload: unknown;
    try {
      const res = await doFetch(`${this.baseUrl.replace(/\/+$/, '')}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: controller.signal });
      status = res.status;
      payload = await res.json().catch(() => undefined);
    } catch (error) {
      throw new ServerUnreachable((error as Error).message || 'network error');
    } finally {
      clearTimeout(timer);
    }
    if (status >= 200 && status < 300) return (payload as { data: T }).data;
    if (status >= 500 || payload === undefined) throw new ServerFailing(`server answered ${status}`);
    const problem = payload as { status?: number; code?: string; detail?: string; title?: string; errors?: Record<string, string[]> };
    const kind = status === 401 ? 'unauthorized' : status === 403 ? 'forbidden' : status === 400 ? 'validation' : status === 404 ? 'not-found' : 'unprocessable';
    throw new AppError(kind, problem.code ?? `http-${status}`, problem.detail ?? problem.title ?? `server answered ${status}`, problem.errors ? { fieldErrors: problem.errors } : {});
  }
}

/**
 * The real Pelecard client (PaymentGW 2.0): POST /PaymentGW/init with the terminal's user and
 * password answers the payment page's URL (its transactionId in the query); POST
 * /PaymentGW/GetTransaction reads the result; POST /services/RefundTransaction gives back (part
 * of) a charge by its transaction id, Pelecard's services API with the terminal number, the total in
 * agorot and the currency, answering StatusCode 000 and the refund's own transaction id and
 * approval, or another code that refuses it. Calls have a time limit; a network error, time-out or
 * 5xx is tried again, then the gateway is unavailable.
 */
import { CardBrand } from '@pos/shared/payments/card-codes';
import { CREDIT_CARD_PAYMENT_TYPES } from '@pos/shared/api/accounting';
import { GatewayUnavailable, type CardPaymentGateway, type CardRefundAnswer, type CardRefundRequest, type GatewayTransaction, type PaymentPageInit, type PaymentPageRequest } from './adapter';

export interface PelecardConfig {
  baseUrl: string;
  terminal: string;
  user: string;
  password: string;
  timeoutMs?: number;
  attempts?: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

/** Pelecard's currency codes by our currency id (1 NIS, 2 USD). */
const PELECARD_CURRENCY: Record<number, number> = { 1: 1, 2: 2 };

/** Pelecard's CreditCardBrand codes to the R-RCPT-11 bits; Diners and Amex come as the clearer. */
export function brandBitOf(brandCode: string | undefined, clearerCode: string | undefined): number | null {
  if (clearerCode === '3') return CardBrand.Diners;
  if (clearerCode === '4') return CardBrand.AmericanExpress;
  if (clearerCode === '6' && brandCode !== '1' && brandCode !== '2') return CardBrand.LeumiCard;
  switch (brandCode) {
    case '1':
      return CardBrand.Mastercard;
    case '2':
      return CardBrand.Visa;
    case '5':
      return CardBrand.Isracard;
    default:
      return null;
  }
}

/** The init body as Pelecard names its fields (Total in agorot). */
export function initBody(config: PelecardConfig, request: PaymentPageRequest) {
  const installments = request.creditCardPaymentType === CREDIT_CARD_PAYMENT_TYPES.Regular ? 1 : request.payments;
  return {
    terminal: config.terminal,
    user: config.user,
    password: config.password,
    GoodURL: request.goodUrl,
    ErrorURL: request.errorUrl,
    CancelURL: request.errorUrl,
    ActionType: 'J4',
    Currency: String(PELECARD_CURRENCY[request.currencyId] ?? request.currencyId),
    Total: String(request.amount),
    MinPayments: String(installments),
    MaxPayments: String(installments),
    CreateToken: 'False',
    ParamX: request.reference,
  };
}

/** The refund body as Pelecard's services API names its fields (total in agorot). */
export function refundBody(config: PelecardConfig, request: CardRefundRequest) {
  return {
    terminalNumber: config.terminal,
    user: config.user,
    password: config.password,
    shopNumber: '001',
    TransactionId: request.transactionId,
    total: String(request.amount),
    currency: String(PELECARD_CURRENCY[request.currencyId] ?? request.currencyId),
    paramX: request.reference,
  };
}

export class PelecardClient implements CardPaymentGateway {
  readonly kind = 'real' as const;
  private readonly fetch: typeof fetch;

  constructor(private readonly config: PelecardConfig) {
    this.fetch = config.fetch ?? globalThis.fetch;
  }

  async init(request: PaymentPageRequest, signal?: AbortSignal): Promise<PaymentPageInit> {
    const body = await this.post('/PaymentGW/init', initBody(this.config, request), signal);
    const error = body.Error as { ErrCode?: unknown; ErrMsg?: unknown } | undefined;
    const url = typeof body.URL === 'string' ? body.URL : null;
    const transactionId = url ? new URL(url).searchParams.get('transactionId') : null;
    if (error && Number(error.ErrCode) !== 0) return { ok: false, code: String(error.ErrCode).padStart(3, '0'), message: String(error.ErrMsg ?? '') };
    if (!url || !transactionId) return { ok: false, code: '599', message: 'Pelecard answered no payment page.' };
    return { ok: true, url, transactionId };
  }

  async getTransaction(transactionId: string, signal?: AbortSignal): Promise<GatewayTransaction> {
    const body = await this.post('/PaymentGW/GetTransaction', { terminal: this.config.terminal, user: this.config.user, password: this.config.password, TransactionId: transactionId }, signal);
    const status = String(body.StatusCode ?? '');
    const data = (body.ResultData ?? {}) as Record<string, unknown>;
    // Pelecard answers 301 (no transaction yet) while the payer is still on the page.
    if (status === '301' || status === '') return { pending: true };
    const card = typeof data.CreditCardNumber === 'string' ? data.CreditCardNumber : '';
    return {
      pending: false,
      clearingCode: status.padStart(3, '0'),
      brand: brandBitOf(data.CreditCardBrand as string | undefined, data.CreditCardCompanyClearer as string | undefined),
      last4: /\d{4}$/.exec(card)?.[0] ?? null,
      approvalCode: typeof data.DebitApproveNumber === 'string' && data.DebitApproveNumber !== '' ? data.DebitApproveNumber : null,
    };
  }

  async refund(request: CardRefundRequest, signal?: AbortSignal): Promise<CardRefundAnswer> {
    // Money going back is not asked twice: a time-out or a 5xx may hide a refund Pelecard made, so only
    // a connection that was never made is tried again; else the refund stays InProgress for the office.
    const body = await this.post('/services/RefundTransaction', refundBody(this.config, request), signal, 'unsent-only');
    const status = String(body.StatusCode ?? '').padStart(3, '0');
    const data = (body.ResultData ?? {}) as Record<string, unknown>;
    if (status !== '000') return { ok: false, code: status, message: typeof body.ErrorMessage === 'string' ? body.ErrorMessage : '' };
    const id = data.PelecardTransactionId ?? data.TransactionId;
    if (typeof id !== 'string' || id === '') return { ok: false, code: '599', message: 'Pelecard answered no refund transaction.' };
    return { ok: true, refundTransactionId: id, approvalCode: typeof data.DebitApproveNumber === 'string' && data.DebitApproveNumber !== '' ? data.DebitApproveNumber : null };
  }

  /**
   * POSTs with retries: `any` failure is tried again (reads, and a payment page that is only made);
   * `unsent-only` tries again only when the connection was never made (nothing reached Pelecard).
   */
  private async post(path: string, payload: object, outer?: AbortSignal, retry: 'any' | 'unsent-only' = 'any'): Promise<Record<string, unknown>> {
    const attempts = this.config.attempts ?? 3;
    let last = 'no attempt';
    let tries = 0;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (outer?.aborted) break;
      tries = attempt;
      const signal = AbortSignal.any([AbortSignal.timeout(this.config.timeoutMs ?? 15_000), ...(outer ? [outer] : [])]);
      let unsent = false;
      try {
        const response = await this.fetch(new URL(path, this.config.baseUrl), { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(payload), signal });
        if (response.status < 500) {
          if (!response.ok) throw new GatewayUnavailable(`Pelecard answered ${response.status}`);
          return (await response.json()) as Record<string, unknown>;
        }
        last = `answered ${response.status}`;
      } catch (error) {
        if (error instanceof GatewayUnavailable) throw error;
        last = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        unsent = neverSent(error);
      }
      if (retry === 'unsent-only' && !unsent) break;
      if (attempt < attempts) await new Promise((r) => setTimeout(r, (this.config.retryDelayMs ?? 500) * 2 ** (attempt - 1)));
    }
    throw new GatewayUnavailable(`Pelecard unavailable after ${tries} ${tries === 1 ? 'try' : 'tries'} (${last})`);
  }
}

/** A fetch that failed before a connection was made (refused, no such host): the request never left. */
function neverSent(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

/**
 * The Tax Authority's allocation service (Israel Invoice, חשבוניות ישראל) as the ledger sees it:
 * one interface, shaped like the real client (an OAuth2 client-credentials bearer token, a JSON
 * request with the invoice's fields, an answer with the 9-digit allocation number or a refusal),
 * implemented by the real HTTP client and by the simulator. A refusal is an answer; a service that
 * cannot be reached (network, time-out, 5xx after retries) throws AllocationUnavailable so the job
 * asks again later.
 */

export interface AllocationCredentials {
  clientId: string;
  clientSecret: string;
}

/** The invoice as the service asks for it. Amounts in minor units (agorot). */
export interface AllocationInvoice {
  /** Our reference of the request (the document's uuid): the same invoice asked twice is one request. */
  reference: string;
  docType: 'invoice' | 'invoice-receipt';
  sellerVatNumber: string;
  buyerVatNumber: string;
  invoiceNumber: number;
  /** YYYY-MM-DD. */
  date: string;
  amountBeforeVat: number;
  vatAmount: number;
  total: number;
}

export interface AllocationRefusal {
  code: string;
  message: string;
}

export type AllocationAnswer = { ok: true; allocationNumber: string } | { ok: false; refusal: AllocationRefusal };

export class AllocationUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AllocationUnavailable';
  }
}

export interface AllocationClient {
  readonly kind: 'real' | 'simulator';
  requestAllocation(credentials: AllocationCredentials | null, invoice: AllocationInvoice, signal?: AbortSignal): Promise<AllocationAnswer>;
}

/** The Tax Authority's invoice type codes: 305 tax invoice, 320 tax invoice-receipt. */
export const TAX_AUTHORITY_INVOICE_TYPE = { invoice: 305, 'invoice-receipt': 320 } as const;

/** Minor units to the service's amounts (shekels with two decimals). */
export const toShekels = (minor: number) => Math.round(minor) / 100;

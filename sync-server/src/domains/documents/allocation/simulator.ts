/**
 * The allocation service's simulator (selected only by configuration: systems.ts). It answers as
 * the service does, in process: a 9-digit number for a well-formed invoice, the same number for the
 * same invoice asked again, and a refusal (code and message) where the service refuses: a buyer's
 * VAT number that fails its check digit, a buyer who is the seller, amounts that do not add up, or
 * an invoice dated in the future.
 */
import { randomInt } from 'node:crypto';
import { isValidIsraeliId } from '@pos/shared/employees';
import { instantToLocal } from '@pos/shared/calendar/index';
import type { AllocationAnswer, AllocationClient, AllocationCredentials, AllocationInvoice } from './adapter';

export const SIMULATOR_REFUSALS = {
  buyerVatNumber: { code: '1001', message: "The buyer's VAT number is not valid." },
  sameParty: { code: '1002', message: 'The buyer and the seller are the same VAT number.' },
  amounts: { code: '1003', message: 'The amount before VAT and the VAT do not add up to the total.' },
  futureDate: { code: '1004', message: 'The invoice is dated in the future.' },
  sellerVatNumber: { code: '1005', message: "The seller's VAT number is not valid." },
} as const;

export class AllocationSimulator implements AllocationClient {
  readonly kind = 'simulator' as const;
  private readonly answered = new Map<string, string>();
  private readonly issued = new Set<string>();

  /** `today`: the service's date, Israel's (an invoice dated just after midnight in Israel is not in the future while UTC is still on the day before). */
  constructor(private readonly today: () => string = () => instantToLocal(new Date(), 'Asia/Jerusalem').date) {}

  async requestAllocation(_credentials: AllocationCredentials | null, invoice: AllocationInvoice): Promise<AllocationAnswer> {
    await new Promise((r) => setTimeout(r, 5));
    const refusal = this.refusalOf(invoice);
    if (refusal) return { ok: false, refusal: { ...refusal } };
    const known = this.answered.get(invoice.reference);
    if (known) return { ok: true, allocationNumber: known };
    let number: string;
    do number = String(randomInt(100_000_000, 1_000_000_000));
    while (this.issued.has(number));
    this.issued.add(number);
    this.answered.set(invoice.reference, number);
    return { ok: true, allocationNumber: number };
  }

  private refusalOf(invoice: AllocationInvoice) {
    if (!isValidIsraeliId(invoice.sellerVatNumber)) return SIMULATOR_REFUSALS.sellerVatNumber;
    if (!isValidIsraeliId(invoice.buyerVatNumber)) return SIMULATOR_REFUSALS.buyerVatNumber;
    if (invoice.buyerVatNumber.padStart(9, '0') === invoice.sellerVatNumber.padStart(9, '0')) return SIMULATOR_REFUSALS.sameParty;
    if (invoice.amountBeforeVat + invoice.vatAmount !== invoice.total) return SIMULATOR_REFUSALS.amounts;
    if (invoice.date > this.today()) return SIMULATOR_REFUSALS.futureDate;
    return null;
  }
}

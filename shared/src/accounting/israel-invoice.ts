/**
 * Israel Invoice (חשבוניות ישראל): a tax invoice a licensed dealer issues to a buyer with a VAT
 * number needs an allocation number from the Tax Authority before it is final when its amount
 * before VAT is above the threshold in force on the invoice's date. The threshold is a dated
 * setting: one row per period, from its first day on, amounts in minor units (agorot) before VAT.
 * The server decides with this rule and the back office shows the same table.
 */
import { INVOICE_TYPES } from '../documents/document-types';

export interface AllocationThreshold {
  /** First day (YYYY-MM-DD, Israel's calendar day of the invoice) the amount applies. */
  effectiveFrom: string;
  /** An invoice whose amount before VAT is above this (minor units) needs an allocation number. */
  amountBeforeVat: number;
}

/**
 * The periods, oldest first. The reform began on 2024-05-05 at NIS 25,000; NIS 20,000 from
 * 2025-01-01; NIS 10,000 from 2026-01-01; NIS 5,000 from 2026-06-01. Before the first row no
 * invoice needs a number.
 */
export const ALLOCATION_THRESHOLDS: readonly AllocationThreshold[] = [
  { effectiveFrom: '2024-05-05', amountBeforeVat: 2_500_000 },
  { effectiveFrom: '2025-01-01', amountBeforeVat: 2_000_000 },
  { effectiveFrom: '2026-01-01', amountBeforeVat: 1_000_000 },
  { effectiveFrom: '2026-06-01', amountBeforeVat: 500_000 },
];

/** The threshold in force on a date (YYYY-MM-DD), or null before the reform. */
export function allocationThresholdOn(date: string, table: readonly AllocationThreshold[] = ALLOCATION_THRESHOLDS): AllocationThreshold | null {
  let found: AllocationThreshold | null = null;
  for (const row of table) if (row.effectiveFrom <= date) found = row;
  return found;
}

/** Document types that are tax invoices (the allocation rule applies to them only): the ledger's invoice types. */
export const TAX_INVOICE_TYPES = INVOICE_TYPES;

export const TAX_STATUSES = ['LicensedDealer', 'ExemptDealer'] as const;
export type TaxStatus = (typeof TAX_STATUSES)[number];

export interface AllocationCase {
  docType: string;
  sellerTaxStatus: TaxStatus;
  /** The buyer's VAT (or company) number; null or blank for a private buyer. */
  buyerVatNumber: string | null;
  /** Minor units, before VAT. */
  amountBeforeVat: number;
  /** The invoice's date, YYYY-MM-DD. */
  date: string;
}

/** Whether the invoice needs an allocation number before it is final. */
export function needsAllocation(c: AllocationCase, table: readonly AllocationThreshold[] = ALLOCATION_THRESHOLDS): boolean {
  if (!(TAX_INVOICE_TYPES as readonly string[]).includes(c.docType)) return false;
  if (c.sellerTaxStatus !== 'LicensedDealer') return false;
  if (!c.buyerVatNumber || c.buyerVatNumber.trim() === '') return false;
  const threshold = allocationThresholdOn(c.date, table);
  return threshold !== null && c.amountBeforeVat > threshold.amountBeforeVat;
}

/** An allocation number is nine digits. */
export const ALLOCATION_NUMBER_PATTERN = /^\d{9}$/;

export function isAllocationNumber(text: string): boolean {
  return ALLOCATION_NUMBER_PATTERN.test(text);
}

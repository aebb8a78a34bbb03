/**
 * The ledger's rows the allocation reads and completes. Written against the documents table's
 * columns (provider_id, doc_type, number, total, vat_amount, customer_tax_id, issued_at, status,
 * state, allocation_number) in SQL text so it does not wait for the ledger's schema module.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { queryRows } from '../../../db/sql-rows';
import { documentAllocations } from '../../../db/schema';

export interface AllocationDocument {
  id: number;
  providerId: number;
  uuid: string;
  docType: string;
  number: number;
  /** VAT included, minor units. */
  total: number;
  vatAmount: number;
  buyerVatNumber: string;
  /** The day it was issued in Israel (YYYY-MM-DD). */
  date: string;
  status: string;
  state: string;
  allocationNumber: string | null;
}

/**
 * The buyer's VAT number: the document's customer tax id, except a private lead customer's identity
 * number (an order without a business client prints the lead customer's ID there; a private person
 * is not a dealer and gets no allocation number).
 */
export function buyerVatNumberOf(customerTaxId: string | null, businessClientId: number | null, leadPid: string | null): string {
  const taxId = (customerTaxId ?? '').trim();
  if (businessClientId === null && leadPid && taxId === leadPid.trim()) return '';
  return taxId;
}

export async function findAllocationDocument(tx: Tx, documentId: number, forUpdate = false): Promise<AllocationDocument | null> {
  const lock = forUpdate ? sql` for update` : sql``;
  const rows = await queryRows<{ id: number; provider_id: number; uuid: string; doc_type: string; number: number; total: number; vat_amount: number; customer_tax_id: string | null; day: string; status: string; state: string; allocation_number: string | null; business_client_id: number | null; lead_pid: string | null }>(
    tx,
    sql`
    select id, provider_id, uuid::text as uuid, doc_type, number, total, vat_amount, customer_tax_id,
           to_char(issued_at at time zone 'Asia/Jerusalem', 'YYYY-MM-DD') as day, status, state, allocation_number,
           business_client_id, (select o.lead_customer->>'pid' from orders o where o.id = documents.order_id) as lead_pid
      from documents where id = ${documentId}${lock}`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    providerId: Number(row.provider_id),
    uuid: row.uuid,
    docType: row.doc_type,
    number: Number(row.number),
    total: Number(row.total),
    vatAmount: Number(row.vat_amount),
    buyerVatNumber: buyerVatNumberOf(row.customer_tax_id, row.business_client_id, row.lead_pid),
    date: row.day,
    status: row.status,
    state: row.state,
    allocationNumber: row.allocation_number,
  };
}

/** R-INV-6: the document waits for its number (InProgress), gets it (Done) or is refused (Fail). */
export async function setDocumentState(tx: Tx, documentId: number, state: 'InProgress' | 'Done' | 'Fail', allocationNumber: string | null = null): Promise<void> {
  await tx.execute(sql`update documents set state = ${state}, allocation_number = coalesce(${allocationNumber}, allocation_number) where id = ${documentId}`);
}

export type AllocationRow = typeof documentAllocations.$inferSelect;

export async function findAllocation(tx: Tx, documentId: number): Promise<AllocationRow | null> {
  const [row] = await tx.select().from(documentAllocations).where(eq(documentAllocations.documentId, documentId));
  return row ?? null;
}

/** The requests still waiting after `olderThanMs` (their job was lost, or never queued: a document pushed by a station). */
export async function staleRequests(tx: Tx, olderThanMs: number, limit = 500): Promise<number[]> {
  const rows = await tx
    .select({ documentId: documentAllocations.documentId })
    .from(documentAllocations)
    .where(and(eq(documentAllocations.status, 'requested'), lt(documentAllocations.requestedAt, new Date(Date.now() - olderThanMs))))
    .limit(limit);
  return rows.map((r) => r.documentId);
}

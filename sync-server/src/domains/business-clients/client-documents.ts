/**
 * A business client's accounting documents, read from the document ledger (domains/documents owns
 * it): the documents issued to the client, or for one of its orders. Invoices are invoice and
 * invoice-receipt, receipts are receipt and invoice-receipt (shared/src/documents/document-types);
 * void and cancelled documents do not count.
 *
 * Until the ledger's table is in the database (issue 15 lands it), a client has no documents.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ClientDocumentView } from '@pos/shared/api/business-clients';
import type { Tx } from '../../db/client';
import { intArray, queryRows } from '../../db/sql-rows';

type DocTotals = { invoices: number; receipts: number; invoicesTotal: number; receiptsTotal: number };

async function ledgerExists(db: Tx): Promise<boolean> {
  const r = await queryRows<{ ok: boolean }>(db, sql`select to_regclass('documents') is not null and exists (select 1 from information_schema.columns where table_name = 'documents' and column_name = 'business_client_id') as ok`);
  return r[0]?.ok === true;
}

const CLIENT_OF = sql`coalesce(d.business_client_id, o.business_client_id)`;

/** Invoices and receipts per client (all the provider's clients when ids is null). */
export async function documentTotalsOf(db: Tx, providerId: number, ids: readonly number[] | null): Promise<Map<number, DocTotals>> {
  if ((ids !== null && ids.length === 0) || !(await ledgerExists(db))) return new Map();
  const only = ids === null ? sql`` : sql`and ${CLIENT_OF} = any(${intArray(ids)})`;
  const rows = await queryRows<{ id: number; invoices: number; receipts: number; invoices_total: number; receipts_total: number }>(db, sql`
    select ${CLIENT_OF} as id,
           count(*) filter (where d.doc_type in ('invoice', 'invoice-receipt'))::int as invoices,
           count(*) filter (where d.doc_type in ('receipt', 'invoice-receipt'))::int as receipts,
           coalesce(sum(d.total) filter (where d.doc_type in ('invoice', 'invoice-receipt')), 0)::bigint as invoices_total,
           coalesce(sum(d.total) filter (where d.doc_type in ('receipt', 'invoice-receipt')), 0)::bigint as receipts_total
      from documents d left join orders o on o.id = d.order_id
     where d.provider_id = ${providerId} and d.status = 'issued' and ${CLIENT_OF} is not null ${only}
     group by 1`);
  return new Map(rows.map((r) => [Number(r.id), { invoices: Number(r.invoices), receipts: Number(r.receipts), invoicesTotal: Number(r.invoices_total), receiptsTotal: Number(r.receipts_total) }]));
}

export interface ClientDocumentsFilter {
  businessClientId: number;
  orderBy?: 'DocumentNumber' | 'CreateDate' | 'Total';
  descending?: boolean;
  documentNumber?: number;
  customer?: string;
  orderNumber?: number;
  userId?: number;
  documentType?: string;
  fromCreateDate?: string;
  toCreateDate?: string;
  pageIndex?: number;
}

const DOC_ORDER: Record<string, SQL> = { DocumentNumber: sql`d.number`, CreateDate: sql`d.issued_at`, Total: sql`d.total` };

/** C234: the client's documents by the documents filter; R-BC-9: by document number unless told. */
export async function clientDocuments(db: Tx, providerId: number, f: ClientDocumentsFilter, pageSize: number): Promise<{ items: ClientDocumentView[]; total: number; orderBy: string }> {
  const orderBy = f.orderBy ?? 'DocumentNumber';
  if (!(await ledgerExists(db))) return { items: [], total: 0, orderBy };
  const where: SQL[] = [sql`d.provider_id = ${providerId}`, sql`${CLIENT_OF} = ${f.businessClientId}`];
  if (f.documentNumber) where.push(sql`d.number = ${f.documentNumber}`);
  if (f.customer?.trim()) where.push(sql`d.customer_name ilike ${`%${f.customer.trim().replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`);
  if (f.orderNumber) where.push(sql`o.order_number = ${f.orderNumber}`);
  if (f.userId) where.push(sql`d.user_id = ${f.userId}`);
  if (f.documentType) where.push(sql`d.doc_type = ${f.documentType}`);
  if (f.fromCreateDate) where.push(sql`d.issued_at >= ${f.fromCreateDate}::date`);
  if (f.toCreateDate) where.push(sql`d.issued_at < ${f.toCreateDate}::date + 1`);
  const dir = f.descending ? sql`desc` : sql`asc`;
  const rows = await queryRows<{ id: number; doc_type: string; number: number; order_id: number | null; order_number: number | null; customer_name: string; total: number; status: string; issued_at: string | Date; full_count: number }>(db, sql`
    select d.id, d.doc_type, d.number, d.order_id, o.order_number, d.customer_name, d.total, d.status, d.issued_at, count(*) over ()::int as full_count
      from documents d left join orders o on o.id = d.order_id
     where ${sql.join(where, sql` and `)}
     order by ${DOC_ORDER[orderBy]!} ${dir}, d.id ${dir}
     limit ${pageSize} offset ${(f.pageIndex ?? 0) * pageSize}`);
  return {
    orderBy,
    total: rows.length ? Number(rows[0]!.full_count) : 0,
    items: rows.map((r) => ({
      id: Number(r.id),
      docType: r.doc_type,
      number: Number(r.number),
      orderId: r.order_id === null ? null : Number(r.order_id),
      orderNumber: r.order_number === null ? null : Number(r.order_number),
      customerName: r.customer_name,
      total: Number(r.total),
      status: r.status,
      issuedAt: new Date(r.issued_at).toISOString(),
    })),
  };
}

/** The type of a standing document of the client (issued to it or for one of its orders), or null. */
export async function clientDocumentType(db: Tx, providerId: number, businessClientId: number, documentId: number): Promise<string | null> {
  if (!(await ledgerExists(db))) return null;
  const rows = await queryRows<{ doc_type: string }>(db, sql`
    select d.doc_type from documents d left join orders o on o.id = d.order_id
     where d.id = ${documentId} and d.provider_id = ${providerId} and ${CLIENT_OF} = ${businessClientId} and d.status = 'issued'`);
  return rows[0]?.doc_type ?? null;
}

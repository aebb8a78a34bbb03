/**
 * C157 POST documents: the provider's ledger, filtered and paged. Ordered by number ascending by
 * default (R-INV-7), the id breaking ties between types (each type has its own numbers). Indexes
 * that keep it fast over hundreds of thousands of documents (db/schema/documents.ts):
 * (provider, number, id) for the default order, (provider, type, number), (provider, station, number),
 * (provider, lower(customer) text_pattern_ops) for a customer's name by its start, (provider, issued, number, id)
 * for a period: its page is read from the index alone, then the page's 50 rows.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { documents, orders, stations, users } from '../../../db/schema';

/** The total is counted up to this many documents (40 pages of 50); beyond it the answer says "more". */
export const COUNT_CAP = 2_000;

export type DocumentSort = 'Number' | 'CreateDate' | 'Total';

export interface DocumentFilter {
  type?: string;
  number?: number;
  /** The customer's name by its start (case-insensitive), or their id / VAT number exactly. */
  customer?: string;
  orderNumber?: number;
  orderId?: number;
  /** Local dates (the provider's zone), both included. */
  fromDate?: string;
  toDate?: string;
  /** A station's documents; 0: the office's (no station). */
  stationId?: number;
  /** A number, an order number, or the start of a customer's name. */
  keyword?: string;
  creatorName?: string;
  amount?: number;
  currencyId?: number;
  orderBy: DocumentSort;
  asc: boolean;
  pageIndex: number;
  pageSize: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const startsWith = (value: string) => `${escapeLike(value.toLowerCase())}%`;

/** The where clause, always scoped to the provider. */
export function documentsWhere(providerId: number, timeZone: string, f: DocumentFilter, keywordOrderIds: readonly number[] = []): SQL {
  const conditions: SQL[] = [eq(documents.providerId, providerId)];
  const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;
  const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;
  const customerName = sql`lower(${documents.customerName})`;
  const ofOrderNumber = (n: number) => sql`${documents.orderId} in (select ${orders.id} from ${orders} where ${orders.providerId} = ${providerId} and ${orders.orderNumber} = ${n})`;
  if (f.type !== undefined) conditions.push(eq(documents.docType, f.type));
  if (f.number !== undefined) conditions.push(eq(documents.number, f.number));
  if (f.customer !== undefined) conditions.push(sql`(${customerName} like ${startsWith(f.customer)} or ${documents.customerTaxId} = ${f.customer})`);
  if (f.orderNumber !== undefined) conditions.push(ofOrderNumber(f.orderNumber));
  if (f.orderId !== undefined) conditions.push(eq(documents.orderId, f.orderId));
  if (f.fromDate !== undefined) conditions.push(sql`${documents.issuedAt} >= ${dayStart(f.fromDate)}`);
  if (f.toDate !== undefined) conditions.push(sql`${documents.issuedAt} < ${dayEnd(f.toDate)}`);
  if (f.stationId !== undefined) conditions.push(f.stationId === 0 ? sql`${documents.stationId} is null` : eq(documents.stationId, f.stationId));
  if (f.amount !== undefined) conditions.push(eq(documents.total, f.amount));
  if (f.currencyId !== undefined) conditions.push(eq(documents.currencyId, f.currencyId));
  if (f.creatorName !== undefined) {
    const like = `%${escapeLike(f.creatorName.toLowerCase())}%`;
    conditions.push(
      sql`${documents.userId} in (select ${users.id} from ${users} where ${users.providerId} = ${providerId} and (lower(${users.firstName} || ' ' || ${users.lastName}) like ${like} or lower(${users.username}) like ${like}))`,
    );
  }
  if (f.keyword !== undefined) {
    const keyword = f.keyword;
    const byName = sql`${customerName} like ${startsWith(keyword)}`;
    if (/^\d{1,9}$/.test(keyword)) {
      // The order's ids are looked up first: an IN (subquery) inside an OR would stop the indexes being combined.
      const ofOrders = keywordOrderIds.length > 0 ? [sql`${documents.orderId} in (${sql.join(keywordOrderIds.map((id) => sql`${id}`), sql`, `)})`] : [];
      conditions.push(sql`(${sql.join([sql`${documents.number} = ${Number(keyword)}`, ...ofOrders, sql`${documents.customerTaxId} = ${keyword}`, byName], sql` or `)})`);
    } else {
      conditions.push(byName);
    }
  }
  return and(...conditions)!;
}

const SORTS: Record<DocumentSort, SQL> = {
  Number: sql`${documents.number}`,
  CreateDate: sql`${documents.issuedAt}`,
  Total: sql`${documents.total}`,
};

/**
 * A filter that picks few documents by its own index (a customer, a number, an order, a keyword, a short period):
 * the page is sorted from the matches rather than read in number order through the whole ledger
 * (`number + 0` keeps the planner from walking the number index and filtering every row).
 */
const selective = (f: DocumentFilter) =>
  f.customer !== undefined ||
  f.keyword !== undefined ||
  f.number !== undefined ||
  f.orderNumber !== undefined ||
  f.orderId !== undefined ||
  f.creatorName !== undefined ||
  f.amount !== undefined ||
  shortPeriod(f);

/**
 * Both dates, at most two months apart: the period's documents are found by date and sorted. Walking
 * the number index instead reads every older document first, which for a recent month of a large
 * ledger is most of it (numbers grow with time).
 */
export const SHORT_PERIOD_DAYS = 62;
function shortPeriod(f: DocumentFilter): boolean {
  if (f.fromDate === undefined || f.toDate === undefined) return false;
  return (Date.parse(f.toDate) - Date.parse(f.fromDate)) / 86_400_000 <= SHORT_PERIOD_DAYS;
}

/** One page of documents with what the list shows. */
export async function searchDocuments(db: Tx, providerId: number, timeZone: string, f: DocumentFilter) {
  const keywordOrderIds =
    f.keyword !== undefined && /^\d{1,9}$/.test(f.keyword)
      ? (await db.select({ id: orders.id }).from(orders).where(and(eq(orders.providerId, providerId), eq(orders.orderNumber, Number(f.keyword))))).map((o) => o.id)
      : [];
  const where = documentsWhere(providerId, timeZone, f, keywordOrderIds);
  const direction = f.asc ? sql`asc` : sql`desc`;
  const sort = f.orderBy === 'Number' && selective(f) ? sql`(${documents.number} + 0)` : SORTS[f.orderBy];
  // The page's ids first (an index-only read where an index covers the filter and the order), then their rows.
  const pageIds = db
    .select({ id: documents.id })
    .from(documents)
    .where(where)
    .orderBy(sql`${sort} ${direction}`, sql`${documents.id} ${direction}`)
    .limit(f.pageSize)
    .offset(f.pageIndex * f.pageSize);
  const page = db
    .select({
      id: documents.id,
      docType: documents.docType,
      number: documents.number,
      status: documents.status,
      state: documents.state,
      issuedAt: documents.issuedAt,
      customerName: documents.customerName,
      customerTaxId: documents.customerTaxId,
      currencyId: documents.currencyId,
      total: documents.total,
      vatAmount: documents.vatAmount,
      allocationNumber: documents.allocationNumber,
      creditedDocumentId: documents.creditedDocumentId,
      orderId: documents.orderId,
      orderNumber: orders.orderNumber,
      stationId: documents.stationId,
      stationName: stations.name,
      userFirstName: users.firstName,
      userLastName: users.lastName,
      username: users.username,
    })
    .from(documents)
    .leftJoin(orders, eq(orders.id, documents.orderId))
    .leftJoin(stations, eq(stations.id, documents.stationId))
    .leftJoin(users, eq(users.id, documents.userId))
    .where(inArray(documents.id, pageIds))
    .orderBy(sql`${SORTS[f.orderBy]} ${direction}`, sql`${documents.id} ${direction}`);
  // Counting every match of a large ledger costs more than the page itself: the count stops at COUNT_CAP.
  // The page and the count run side by side (two connections of the pool).
  const matches = db.select({ one: sql`1`.as('one') }).from(documents).where(where).limit(COUNT_CAP + 1).as('matches');
  const [rows, [count]] = await Promise.all([page, db.select({ n: sql<number>`count(*)::int` }).from(matches)]);
  const n = count?.n ?? 0;
  return { rows, totalCount: Math.min(n, COUNT_CAP), totalCountCapped: n > COUNT_CAP };
}
export type DocumentSearchRow = Awaited<ReturnType<typeof searchDocuments>>['rows'][number];

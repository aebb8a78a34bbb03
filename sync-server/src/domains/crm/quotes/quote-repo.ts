/** Quotes: rows, their lines' names (catalogue reads) and the lists. Only this file touches `quotes`. */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { QuoteRowView, QuoteStatus, QuoteView } from '@pos/shared/api/quotes';
import type { Tx } from '../../../db/client';
import { queryRows } from '../../../db/sql-rows';
import { customerTypes, products, quotes, slots, type QuoteProduct } from '../../../db/schema';
import { pageOf } from '../history-repo';

export type QuoteRecord = typeof quotes.$inferSelect;
export type NewQuote = typeof quotes.$inferInsert;
export type QuoteChange = Partial<Pick<NewQuote, 'products' | 'totalToPay' | 'remarks' | 'date' | 'requestedTime' | 'participants' | 'budgetPerPerson' | 'groupName' | 'comments' | 'status' | 'sentAt' | 'shareTokenHash' | 'language' | 'orderId' | 'acceptedAt'>>;

export async function insertQuote(db: Tx, values: NewQuote): Promise<number> {
  const [row] = await db.insert(quotes).values(values).returning({ id: quotes.id });
  return row!.id;
}

export async function quoteRecord(db: Tx, providerId: number, id: number): Promise<QuoteRecord | null> {
  const [row] = await db.select().from(quotes).where(and(eq(quotes.providerId, providerId), eq(quotes.id, id))).limit(1);
  return row ?? null;
}

/** The quote by id alone: the shared page knows no provider, its token proves the right. */
export async function quoteById(db: Tx, id: number): Promise<QuoteRecord | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
  return row ?? null;
}

/** Locks the row for a change made from what it holds now (two edits at once do not lose one). */
export async function lockQuote(tx: Tx, providerId: number, id: number): Promise<QuoteRecord | null> {
  const [row] = await tx.select().from(quotes).where(and(eq(quotes.providerId, providerId), eq(quotes.id, id))).for('update').limit(1);
  return row ?? null;
}

export async function updateQuote(db: Tx, id: number, change: QuoteChange): Promise<void> {
  await db.update(quotes).set({ ...change, updatedAt: new Date() }).where(eq(quotes.id, id));
}

/** Marks the quote accepted with its order, once: answers false when it already was. */
export async function markAccepted(db: Tx, id: number, orderId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(quotes)
    .set({ status: 'Accepted', orderId, acceptedAt: at, updatedAt: at })
    .where(and(eq(quotes.id, id), sql`${quotes.status} <> 'Accepted'`))
    .returning({ id: quotes.id });
  return rows.length > 0;
}

export async function deleteQuoteRow(db: Tx, id: number): Promise<void> {
  await db.delete(quotes).where(eq(quotes.id, id));
}

/** Names of the products, customer types and slot times the lines show. */
async function lineNames(db: Tx, lines: readonly QuoteProduct[]) {
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const typeIds = [...new Set(lines.flatMap((l) => l.customers.map((c) => c.customerTypeId)))];
  const slotIds = [...new Set(lines.map((l) => l.slotId))];
  if (productIds.length === 0) return { product: new Map<number, string>(), type: new Map<number, string>(), slot: new Map<number, string>() };
  const [p, t, s] = await Promise.all([
    db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, productIds)),
    typeIds.length ? db.select({ id: customerTypes.id, name: customerTypes.name }).from(customerTypes).where(inArray(customerTypes.id, typeIds)) : [],
    db.select({ id: slots.id, startTime: slots.startTime }).from(slots).where(inArray(slots.id, slotIds)),
  ]);
  return { product: new Map(p.map((r) => [r.id, r.name])), type: new Map(t.map((r) => [r.id, r.name])), slot: new Map(s.map((r) => [r.id, r.startTime])) };
}

/** The quote's product entries with their names, as the pages show them. */
export async function namedProducts(db: Tx, lines: readonly QuoteProduct[]): Promise<QuoteView['products']> {
  const names = await lineNames(db, lines);
  return lines.map((l) => ({
    productId: l.productId,
    productName: names.product.get(l.productId) ?? '',
    date: l.date,
    slotId: l.slotId,
    startTime: names.slot.get(l.slotId) ?? null,
    customers: l.customers.map((c) => ({
      customerTypeId: c.customerTypeId,
      customerTypeName: names.type.get(c.customerTypeId) ?? '',
      quantity: c.quantity,
      discountAmount: c.discountAmount ?? null,
      discountPercent: c.discountPercent ?? null,
      priceForOne: c.priceForOne,
      price: c.price,
    })),
  }));
}

/** The customer's name and the order's number of a quote. */
export async function quoteParties(db: Tx, q: QuoteRecord): Promise<{ customerName: string; orderNumber: number | null; orderStatus: string | null }> {
  const [row] = await queryRows<{ first_name: string; last_name: string; order_number: number | null; order_status: string | null }>(
    db,
    sql`select c.first_name, c.last_name, o.order_number, o.status as order_status
          from crm_customers c left join orders o on o.id = ${q.orderId}
         where c.id = ${q.crmCustomerId}`,
  );
  return { customerName: `${row?.first_name ?? ''} ${row?.last_name ?? ''}`.trim(), orderNumber: row?.order_number ?? null, orderStatus: row?.order_status ?? null };
}

interface QuoteListRow {
  id: number;
  crm_customer_id: number;
  crm_customer_lead_id: number;
  first_name: string;
  last_name: string;
  status: QuoteStatus;
  date: string;
  currency_id: number;
  total_to_pay: number;
  order_id: number | null;
  created_at: string | Date;
}

const rowView = (r: QuoteListRow): QuoteRowView => ({
  id: r.id,
  crmCustomerId: r.crm_customer_id,
  crmCustomerLeadId: r.crm_customer_lead_id,
  customerName: `${r.first_name} ${r.last_name}`.trim(),
  status: r.status,
  date: r.date,
  currencyId: r.currency_id,
  totalToPay: Number(r.total_to_pay),
  orderId: r.order_id,
  creationDate: new Date(r.created_at).toISOString(),
});

const listQuery = (where: SQL, limit: number, offset: number) => sql`
  select q.id, q.crm_customer_id, q.crm_customer_lead_id, c.first_name, c.last_name, q.status, q.date::text as date, q.currency_id, q.total_to_pay, q.order_id, q.created_at
    from quotes q join crm_customers c on c.id = q.crm_customer_id
   where ${where} order by q.id desc limit ${limit} offset ${offset}`;

/** C337: the provider's quotes, newest first. */
export async function searchQuotes(db: Tx, providerId: number, filter: { status?: QuoteStatus; keyword?: string }, pageIndex: number, pageSize: number) {
  const parts: SQL[] = [sql`q.provider_id = ${providerId}`];
  if (filter.status) parts.push(sql`q.status = ${filter.status}`);
  const k = filter.keyword?.trim().toLowerCase();
  if (k) parts.push(sql`lower(c.first_name || ' ' || c.last_name || ' ' || q.group_name) like ${`%${k.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`);
  const where = sql.join(parts, sql` and `);
  const [rows, [count]] = await Promise.all([
    queryRows<QuoteListRow>(db, listQuery(where, pageSize, pageIndex * pageSize)),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from quotes q join crm_customers c on c.id = q.crm_customer_id where ${where}`),
  ]);
  return { items: rows.map(rowView), totalCount: Number(count?.n ?? 0), pageIndex, pageSize };
}

/** A lead's (C339) or a customer's (C316) quotes, paged by the last id (R-CRM-9). */
export async function quotesOf(db: Tx, providerId: number, of: { crmCustomerId: number } | { crmCustomerLeadId: number }, lastId: number | undefined, pageSize: number) {
  const owner = 'crmCustomerId' in of ? sql`q.crm_customer_id = ${of.crmCustomerId}` : sql`q.crm_customer_lead_id = ${of.crmCustomerLeadId}`;
  const rows = await queryRows<QuoteListRow>(db, listQuery(sql`q.provider_id = ${providerId} and ${owner}${lastId ? sql` and q.id < ${lastId}` : sql``}`, pageSize + 1, 0));
  return pageOf(rows.map(rowView), pageSize);
}

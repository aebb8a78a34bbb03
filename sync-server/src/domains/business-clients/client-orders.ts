/**
 * A business client's orders (C233 order-products, by the Business orders filter; R-BC-9: by order
 * id unless told), the orders to invoice (C235 customersForInvoice) and what an invoice to the
 * client prints (C236 infoForInvoice). Cancelled orders are left out of the invoice questions.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { BusinessOrderView } from '@pos/shared/api/business-clients';
import type { Tx } from '../../db/client';
import { intArray, queryRows } from '../../db/sql-rows';
import { businessClientContacts, businessClients } from '../../db/schema';

export interface BusinessOrdersFilter {
  businessClientId: number;
  productId?: number;
  orderNumber?: number;
  customerName?: string;
  couponId?: number;
  pageIndex?: number;
  orderBy?: 'OrderId' | 'CreateDate' | 'CustomerName' | 'Total';
  descending?: boolean;
  fromCreateDate?: string;
  toCreateDate?: string;
  keyword?: string;
}

const escapeLike = (s: string) => `%${s.trim().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
const CUSTOMER = sql`btrim(coalesce(o.lead_customer->>'firstName', '') || ' ' || coalesce(o.lead_customer->>'lastName', ''))`;
const ORDER_BY: Record<string, SQL> = { OrderId: sql`o.id`, CreateDate: sql`o.create_date`, CustomerName: sql`lower(${CUSTOMER})`, Total: sql`o.total_to_pay` };

type OrderRow = { id: number; order_number: number; status: string; create_date: string | Date; customer: string; total_to_pay: number; paid: number; currency_id: number; full_count: number };

/** C233: the client's orders with their products, a page at a time. */
export async function clientOrders(db: Tx, providerId: number, f: BusinessOrdersFilter, pageSize: number): Promise<{ items: BusinessOrderView[]; total: number; orderBy: string }> {
  const orderBy = f.orderBy ?? 'OrderId';
  const where: SQL[] = [sql`o.provider_id = ${providerId}`, sql`o.business_client_id = ${f.businessClientId}`];
  if (f.productId) where.push(sql`exists (select 1 from order_lines l where l.order_id = o.id and l.product_id = ${f.productId})`);
  if (f.orderNumber) where.push(sql`o.order_number = ${f.orderNumber}`);
  if (f.customerName?.trim()) where.push(sql`${CUSTOMER} ilike ${escapeLike(f.customerName)}`);
  if (f.couponId) where.push(sql`exists (select 1 from coupon_uses u where u.order_id = o.id and u.coupon_id = ${f.couponId})`);
  if (f.fromCreateDate) where.push(sql`o.create_date >= ${f.fromCreateDate}::date`);
  if (f.toCreateDate) where.push(sql`o.create_date < ${f.toCreateDate}::date + 1`);
  if (f.keyword?.trim()) where.push(sql`(${CUSTOMER} ilike ${escapeLike(f.keyword)} or o.order_number::text = ${f.keyword.trim()} or o.remarks ilike ${escapeLike(f.keyword)})`);
  const dir = f.descending ? sql`desc` : sql`asc`;
  const rows = await queryRows<OrderRow>(db, sql`
    select o.id, o.order_number, o.status, o.create_date, ${CUSTOMER} as customer, o.total_to_pay, o.paid, o.currency_id, count(*) over ()::int as full_count
      from orders o
     where ${sql.join(where, sql` and `)}
     order by ${ORDER_BY[orderBy]!} ${dir}, o.id ${dir}
     limit ${pageSize} offset ${(f.pageIndex ?? 0) * pageSize}`);
  const ids = rows.map((r) => Number(r.id));
  const lines = ids.length
    ? (
        await queryRows<{ order_id: number; product_id: number; name: string; date: string; quantity: number; total: number }>(db, sql`
          select l.order_id, l.product_id, p.name, to_char(l.date, 'YYYY-MM-DD') as date, sum(l.quantity)::int as quantity, sum(l.total)::bigint as total
            from order_lines l join products p on p.id = l.product_id
           where l.order_id = any(${intArray(ids)})
           group by l.order_id, l.product_id, p.name, l.date
           order by l.order_id, l.date, p.name`)
      )
    : [];
  return {
    orderBy,
    total: rows.length ? Number(rows[0]!.full_count) : 0,
    items: rows.map((r) => ({
      id: Number(r.id),
      orderNumber: Number(r.order_number),
      status: r.status,
      createDate: new Date(r.create_date).toISOString(),
      customerName: r.customer,
      products: lines.filter((l) => Number(l.order_id) === Number(r.id)).map((l) => ({ productId: Number(l.product_id), productName: l.name, date: l.date, quantity: Number(l.quantity), total: Number(l.total) })),
      totalToPay: Number(r.total_to_pay),
      paid: Number(r.paid),
      balance: Number(r.total_to_pay) - Number(r.paid),
      currencyId: Number(r.currency_id),
    })),
  };
}

/** C235: the client's orders still to invoice (not cancelled, without accounting documents), oldest first. */
export async function customersForInvoice(db: Tx, providerId: number, businessClientId: number) {
  const rows = await queryRows<OrderRow>(db, sql`
    select o.id, o.order_number, o.create_date, ${CUSTOMER} as customer, o.total_to_pay, o.paid
      from orders o
     where o.provider_id = ${providerId} and o.business_client_id = ${businessClientId} and o.status <> 'CN' and not o.has_accounting_docs
     order by o.id`);
  return rows.map((r) => ({
    orderId: Number(r.id),
    orderNumber: Number(r.order_number),
    customerName: r.customer,
    createDate: new Date(r.create_date).toISOString(),
    totalToPay: Number(r.total_to_pay),
    paid: Number(r.paid),
    balance: Number(r.total_to_pay) - Number(r.paid),
  }));
}

/** C236: what an invoice to the client prints and where it goes; null when the client is not the provider's. */
export async function infoForInvoice(db: Tx, providerId: number, businessClientId: number) {
  const [c] = await db.select().from(businessClients).where(and(eq(businessClients.id, businessClientId), eq(businessClients.providerId, providerId)));
  if (!c) return null;
  const contacts = await db.select({ email: businessClientContacts.email }).from(businessClientContacts).where(and(eq(businessClientContacts.businessClientId, c.id), eq(businessClientContacts.receiveEmailNotifications, true))).orderBy(asc(businessClientContacts.id));
  const open = await customersForInvoice(db, providerId, c.id);
  const emails = [...new Set([c.email, ...contacts.map((k) => k.email)].map((e) => e.trim()).filter(Boolean))];
  return {
    businessClientId: c.id,
    name: c.name,
    vatNumber: c.vatNumber ?? '',
    address: c.address,
    email: c.email,
    accountingSystemCode: c.accountingSystemCode,
    emails,
    openOrders: open.length,
    openBalance: open.reduce((s, o) => s + o.balance, 0),
  };
}

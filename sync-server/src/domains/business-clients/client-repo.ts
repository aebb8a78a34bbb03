/**
 * Reading business clients: the list with its filter (001 §3 Business client filter) and balances,
 * one client with contacts, discounts and totals, the pickers (hashed/all, ByNewOrder) and the
 * translations. Balances come from the client's orders (total to pay, paid) and documents.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { bpToPercent } from '@pos/shared/money';
import { allowedBy } from '@pos/shared/pricing/cashier-limits';
import type { BusinessClientFilterView, BusinessClientListItemView, BusinessClientView, ClientTotalsView, DiscountCombinationView } from '@pos/shared/api/business-clients';
import type { Tx } from '../../db/client';
import { intArray, queryRows } from '../../db/sql-rows';
import { businessClientContacts, businessClientDiscounts, businessClientTranslations, businessClients } from '../../db/schema';
import { documentTotalsOf } from './client-documents';
import { photoInstructionsOf } from './client-files';
import { couponSystemOf } from '../coupons/external/credentials-repo';

export const PAGE_SIZE = 20;

const ZERO: ClientTotalsView = { orders: 0, ordersTotal: 0, paid: 0, balance: 0, invoices: 0, receipts: 0, invoicesTotal: 0, receiptsTotal: 0 };

/** Orders (not cancelled) of each client: count, total to pay, paid and balance. */
async function orderTotalsOf(db: Tx, providerId: number, ids: readonly number[]): Promise<Map<number, Pick<ClientTotalsView, 'orders' | 'ordersTotal' | 'paid' | 'balance'>>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; orders: number; total: number; paid: number }>(db, sql`
    select business_client_id as id, count(*)::int as orders, coalesce(sum(total_to_pay), 0)::bigint as total, coalesce(sum(paid), 0)::bigint as paid
      from orders
     where provider_id = ${providerId} and status <> 'CN' and business_client_id = any(${intArray(ids)})
     group by business_client_id`);
  return new Map(rows.map((r) => [Number(r.id), { orders: Number(r.orders), ordersTotal: Number(r.total), paid: Number(r.paid), balance: Number(r.total) - Number(r.paid) }]));
}

/** Totals of each client: orders and balance, invoices and receipts. */
export async function totalsOf(db: Tx, providerId: number, ids: readonly number[]): Promise<Map<number, ClientTotalsView>> {
  const [orders, docs] = await Promise.all([orderTotalsOf(db, providerId, ids), documentTotalsOf(db, providerId, ids)]);
  return new Map(ids.map((id) => [id, { ...ZERO, ...orders.get(id), ...docs.get(id) }]));
}

const ORDER_COLUMNS: Record<string, SQL> = {
  Name: sql`lower(c.name)`,
  Id: sql`c.id`,
  Type: sql`c.business_client_type_id`,
  Balance: sql`coalesce(t.balance, 0)`,
  CreateDate: sql`c.created_at`,
};

/**
 * C221: the provider's clients by the filter, a page at a time; by default by name. The three
 * balance filters keep clients with (true) or without (false) receipts, invoices, money owed.
 */
export async function searchClients(db: Tx, providerId: number, filter: BusinessClientFilterView): Promise<{ items: BusinessClientListItemView[]; total: number }> {
  const where: SQL[] = [sql`c.provider_id = ${providerId}`];
  const kw = filter.keywords?.trim();
  if (kw) {
    const like = `%${kw.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(sql`(c.name ilike ${like} or coalesce(c.vat_number, '') ilike ${like} or c.email ilike ${like} or c.phone1 ilike ${like})`);
  }
  if (filter.name?.trim()) where.push(sql`c.name ilike ${`%${filter.name.trim().replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`);
  if (filter.id) where.push(sql`c.id = ${filter.id}`);
  if (filter.type) where.push(sql`c.business_client_type_id = ${filter.type}`);
  if (filter.active !== undefined) where.push(sql`c.active = ${filter.active}`);
  if (filter.balanceDue !== undefined) where.push(filter.balanceDue ? sql`coalesce(t.balance, 0) > 0` : sql`coalesce(t.balance, 0) <= 0`);
  const docs = await documentTotalsOf(db, providerId, null);
  const withDocs = (kind: 'invoices' | 'receipts', yes: boolean) => {
    const ids = [...docs].filter(([, d]) => (d[kind] ?? 0) > 0).map(([id]) => id);
    const list = ids.length ? sql`c.id = any(${intArray(ids)})` : sql`false`;
    return yes ? list : sql`not (${list})`;
  };
  if (filter.balanceOfInvoice !== undefined) where.push(withDocs('invoices', filter.balanceOfInvoice));
  if (filter.balanceOfReceipts !== undefined) where.push(withDocs('receipts', filter.balanceOfReceipts));

  const orderBy = ORDER_COLUMNS[filter.orderBy ?? 'Name']!;
  const direction = filter.asc === false ? sql`desc` : sql`asc`;
  const pageSize = filter.pageSize ?? PAGE_SIZE;
  const rows = await queryRows<{ id: number; name: string; vat_number: string | null; business_client_type_id: number | null; phone1: string; email: string; active: boolean; full_count: number }>(db, sql`
    with t as (
      select business_client_id as id, sum(total_to_pay) - sum(paid) as balance
        from orders where provider_id = ${providerId} and status <> 'CN' and business_client_id is not null
       group by business_client_id)
    select c.id, c.name, c.vat_number, c.business_client_type_id, c.phone1, c.email, c.active, count(*) over ()::int as full_count
      from business_clients c left join t on t.id = c.id
     where ${sql.join(where, sql` and `)}
     order by ${orderBy} ${direction}, c.id ${direction}
     limit ${pageSize} offset ${(filter.pageIndex ?? 0) * pageSize}`);
  const ids = rows.map((r) => Number(r.id));
  const totals = await totalsOf(db, providerId, ids);
  return {
    total: rows.length ? Number(rows[0]!.full_count) : 0,
    items: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      vatNumber: r.vat_number ?? '',
      businessClientTypeId: r.business_client_type_id,
      phone1: r.phone1,
      email: r.email,
      active: r.active,
      totals: totals.get(Number(r.id))!,
    })),
  };
}

function discountView(d: { channelId: number; priceTypeId: number; productId: number | null; discountBp: number }): DiscountCombinationView {
  return { channelId: d.channelId, priceTypeId: d.priceTypeId, productId: d.productId, discountPercent: bpToPercent(d.discountBp) };
}

async function discountsOf(db: Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.select().from(businessClientDiscounts).where(inArray(businessClientDiscounts.businessClientId, [...ids])).orderBy(asc(businessClientDiscounts.id));
}

/** C225: one client of the provider with contacts, discounts and totals; null when not the provider's. */
export async function findClient(db: Tx, providerId: number, id: number): Promise<BusinessClientView | null> {
  const [c] = await db.select().from(businessClients).where(and(eq(businessClients.id, id), eq(businessClients.providerId, providerId)));
  if (!c) return null;
  const [contacts, discounts, totals, photoInstructions, couponSystem] = await Promise.all([
    db.select().from(businessClientContacts).where(eq(businessClientContacts.businessClientId, id)).orderBy(asc(businessClientContacts.id)),
    discountsOf(db, [id]),
    totalsOf(db, providerId, [id]),
    photoInstructionsOf(db, id),
    couponSystemOf(db, providerId, id),
  ]);
  return {
    id: c.id,
    name: c.name,
    vatNumber: c.vatNumber ?? '',
    businessClientTypeId: c.businessClientTypeId,
    phone1: c.phone1,
    phone2: c.phone2,
    email: c.email,
    fax: c.fax,
    website: c.website,
    address: c.address,
    accountingSystemCode: c.accountingSystemCode,
    officialClubId: c.officialClubId,
    countryId: c.countryId,
    cityId: c.cityId,
    instruction: c.instruction,
    isSubsidized: c.isSubsidized,
    active: c.active,
    logoFileId: c.logoFileId,
    photoInstructions,
    couponSystem,
    contacts: contacts.map((k) => ({ id: k.id, firstName: k.firstName, lastName: k.lastName, mobile: k.mobile, phone: k.phone, email: k.email, role: k.role, receiveEmailNotifications: k.receiveEmailNotifications })),
    discounts: discounts.map(discountView),
    totals: totals.get(id)!,
    createdAt: c.createdAt.toISOString(),
  };
}

/** C223: every client of the provider keyed by id. */
export async function hashedClients(db: Tx, providerId: number) {
  const rows = await db
    .select({ id: businessClients.id, name: businessClients.name, businessClientTypeId: businessClients.businessClientTypeId, active: businessClients.active })
    .from(businessClients)
    .where(eq(businessClients.providerId, providerId));
  return Object.fromEntries(rows.map((r) => [String(r.id), r]));
}

/**
 * C224: the active clients a new order may be for, by name, with their discount combinations; a
 * cashier sees only the client types they may sell to (R-CASH-4).
 */
export async function clientsForNewOrder(db: Tx, providerId: number, allowedClientTypeIds: readonly number[] | null) {
  const rows = await db
    .select({ id: businessClients.id, name: businessClients.name, businessClientTypeId: businessClients.businessClientTypeId, vatNumber: businessClients.vatNumber })
    .from(businessClients)
    .where(and(eq(businessClients.providerId, providerId), eq(businessClients.active, true)))
    .orderBy(asc(businessClients.name), asc(businessClients.id));
  const allowed = rows.filter((r) => allowedClientTypeIds === null || allowedClientTypeIds.length === 0 || (r.businessClientTypeId !== null && allowedBy(allowedClientTypeIds, r.businessClientTypeId)));
  const discounts = await discountsOf(db, allowed.map((r) => r.id));
  return allowed.map((r) => ({ ...r, vatNumber: r.vatNumber ?? '', discounts: discounts.filter((d) => d.businessClientId === r.id).map(discountView) }));
}

/** C227: the client's texts per language. */
export async function clientTranslations(db: Tx, businessClientId: number): Promise<Record<string, { name?: string; instruction?: string }>> {
  const rows = await db.select().from(businessClientTranslations).where(eq(businessClientTranslations.businessClientId, businessClientId));
  return Object.fromEntries(rows.map((r) => [r.language, r.fields]));
}

/** The client exists and is the provider's (any state). */
export async function isProvidersClient(db: Tx, providerId: number, id: number): Promise<boolean> {
  const [row] = await db.select({ id: businessClients.id }).from(businessClients).where(and(eq(businessClients.id, id), eq(businessClients.providerId, providerId)));
  return row !== undefined;
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SalePartnerCode } from '@pos/shared/sync/protocol';
import { orderTickets, type TicketLineInput } from '@pos/shared/tickets/ticket-codes';
import type { Tx } from '../../db/client';
import { externalCodes, products } from '../../db/schema';
import { queryRows } from '../../db/sql-rows';

/** A station sale as its push carries it, with the partner codes printed on its tickets. */
export interface PushedSaleCodes {
  saleUuid: string;
  orderUuid: string;
  lines: readonly Omit<TicketLineInput, 'printingType'>[];
  partnerCodes: readonly SalePartnerCode[];
}

/** Why a printed partner code was not recorded for its ticket (order event partner-code-refused). */
export type PartnerCodeRefusal = 'unknown-code' | 'not-this-station' | 'used-by-another-ticket' | 'other-product' | 'not-a-ticket-of-the-sale';

export interface PartnerCodePlan {
  /** Codes the station printed, now to be marked used with their ticket. */
  uses: { id: number; ticketCode: string; saleUuid: string }[];
  refused: { saleUuid: string; ticketCode: string; code: string; reason: PartnerCodeRefusal }[];
  /** Tickets of products with codes that printed none (the station ran out, or its code was refused): the server claims one. */
  missing: { saleUuid: string; ticketCode: string; productId: number }[];
}

const EMPTY: PartnerCodePlan = { uses: [], refused: [], missing: [] };

/** Of these products, those with imported codes (one index probe each). */
async function productsWithCodes(tx: Tx, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(tx, sql`
    select p.id from unnest(${`{${productIds.join(',')}}`}::int[]) as p(id) where exists (select 1 from external_codes e where e.product_id = p.id)`);
  return new Set(rows.map((r) => r.id));
}

/**
 * Issue 23, before a batch's orders are written: judges the partner codes its sales printed. A code
 * is recorded for its ticket only when it is this station's (allotted to it), unused, of the ticket's
 * product; the code rows are locked (FOR UPDATE), so two stations pushing the same code, or a server
 * print, cannot both have it: the second is refused and its sale flagged, never doubled. A code the
 * ticket already holds (a retried batch) is left as it is.
 */
export async function checkPushedPartnerCodes(tx: Tx, who: { providerId: number; stationId: number }, sales: readonly PushedSaleCodes[]): Promise<PartnerCodePlan> {
  const withCodes = await productsWithCodes(tx, [...new Set(sales.flatMap((s) => s.lines.map((l) => l.productId)))]);
  if (withCodes.size === 0 && sales.every((s) => s.partnerCodes.length === 0)) return EMPTY;
  const printing = withCodes.size
    ? new Map((await tx.select({ id: products.id, printingType: products.printingType }).from(products).where(inArray(products.id, [...withCodes]))).map((p) => [p.id, p.printingType]))
    : new Map<number, string>();
  const pushed = sales.flatMap((s) => s.partnerCodes);
  const rows = pushed.length
    ? await tx
        .select()
        .from(externalCodes)
        .where(and(eq(externalCodes.providerId, who.providerId), inArray(externalCodes.code, [...new Set(pushed.map((p) => p.code))])))
        .for('update')
    : [];
  const plan: PartnerCodePlan = { uses: [], refused: [], missing: [] };
  const taken = new Set<number>();
  for (const sale of sales) {
    const tickets = orderTickets(sale.orderUuid, sale.lines.map((l) => ({ ...l, printingType: printing.get(l.productId) ?? 'single-unit' })));
    const productOf = new Map(tickets.map((t) => [t.code, t.productId]));
    const coded = new Set<string>();
    for (const { ticketCode, code } of sale.partnerCodes) {
      const productId = productOf.get(ticketCode);
      const row = rows.find((r) => r.code === code && (productId === undefined || r.productId === productId)) ?? rows.find((r) => r.code === code);
      const refuse = (reason: PartnerCodeRefusal) => plan.refused.push({ saleUuid: sale.saleUuid, ticketCode, code, reason });
      if (productId === undefined || coded.has(ticketCode)) refuse('not-a-ticket-of-the-sale');
      else if (!row) refuse('unknown-code');
      else if (row.ticketCode === ticketCode) coded.add(ticketCode);
      else if (row.usedAt !== null || taken.has(row.id)) refuse('used-by-another-ticket');
      else if (row.stationId !== who.stationId) refuse('not-this-station');
      else if (row.productId !== productId) refuse('other-product');
      else {
        taken.add(row.id);
        coded.add(ticketCode);
        plan.uses.push({ id: row.id, ticketCode, saleUuid: sale.saleUuid });
      }
    }
    for (const t of tickets) if (withCodes.has(t.productId) && !coded.has(t.code)) plan.missing.push({ saleUuid: sale.saleUuid, ticketCode: t.code, productId: t.productId });
  }
  return plan;
}

/**
 * After the orders are written: marks the station's codes used with their ticket and order (one
 * statement), then gives each ticket left without a code one nobody holds (station_id null, SKIP
 * LOCKED: never a station's stock), one statement per product, so the e-ticket and a reprint show it.
 */
export async function applyPushedPartnerCodes(tx: Tx, plan: PartnerCodePlan, orderIdOf: (saleUuid: string) => number): Promise<void> {
  if (plan.uses.length) {
    const values = sql.join(plan.uses.map((u) => sql`(${u.id}::int, ${u.ticketCode}::text, ${orderIdOf(u.saleUuid)}::int)`), sql`, `);
    await tx.execute(sql`update external_codes e set ticket_code = v.ticket_code, order_id = v.order_id, used_at = now()
      from (values ${values}) as v(id, ticket_code, order_id) where e.id = v.id`);
  }
  const byProduct = new Map<number, PartnerCodePlan['missing']>();
  for (const m of plan.missing) byProduct.set(m.productId, [...(byProduct.get(m.productId) ?? []), m]);
  for (const [productId, tickets] of byProduct) {
    const values = sql.join(tickets.map((t, i) => sql`(${i + 1}::int, ${t.ticketCode}::text, ${orderIdOf(t.saleUuid)}::int)`), sql`, `);
    await tx.execute(sql`
      with pick as (
        select id, row_number() over (order by id)::int as n from (
          select id from external_codes where product_id = ${productId} and station_id is null and used_at is null
          order by id limit ${tickets.length} for update skip locked
        ) f
      )
      update external_codes e set ticket_code = v.ticket_code, order_id = v.order_id, used_at = now()
      from pick join (values ${values}) as v(n, ticket_code, order_id) on v.n = pick.n
      where e.id = pick.id`);
  }
}

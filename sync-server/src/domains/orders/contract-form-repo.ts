import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customerTypes, orderLines, orders, products } from '../../db/schema';
import type { OrderRow } from './order-repo';

/** A contract-form link works this many days from its sending (issue 14). */
export const CONTRACT_FORM_LINK_DAYS = 30;

/** Whether a link sent at `sentAt` has expired. */
export function contractLinkExpired(sentAt: Date, now = new Date()): boolean {
  return now.getTime() - sentAt.getTime() >= CONTRACT_FORM_LINK_DAYS * 86_400_000;
}

/** What the customer signs with (001 §5: full name, job title and signature). */
export interface ContractSignature {
  fullName: string;
  jobTitle: string;
  /** The drawn signature as a PNG data URL. */
  signature: string;
  ip?: string;
  /** R-SET-3: the provider's extra fields as they read when signed, with the customer's answers. */
  extraFields?: { label: string; value: string }[];
}

export async function setContractFormSent(tx: Tx, orderId: number, tokenHash: string): Promise<void> {
  await tx.update(orders).set({ contractFormSentAt: sql`now()`, contractFormTokenHash: tokenHash, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

/** The order whose form link has this token hash (only a sent form has one). */
export async function findOrderByContractToken(db: Tx, tokenHash: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.contractFormTokenHash, tokenHash), isNotNull(orders.contractFormSentAt)));
  return row;
}

/**
 * Signs the form in ONE guarded UPDATE: only a sent, unexpired, unsigned form of a live order with
 * this token is signed (a signed form is read-only), so two signings at once cannot both pass. The order's id, or null when nothing matched.
 */
export async function signContractForm(tx: Tx, tokenHash: string, signature: ContractSignature): Promise<number | null> {
  const [row] = await tx
    .update(orders)
    .set({ contractFormSignedAt: sql`now()`, contractFormSignature: signature, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.contractFormTokenHash, tokenHash),
        isNotNull(orders.contractFormSentAt),
        sql`${orders.contractFormSentAt} > now() - make_interval(days => ${CONTRACT_FORM_LINK_DAYS})`,
        isNull(orders.contractFormSignedAt),
        ne(orders.status, 'CN'),
      ),
    )
    .returning({ id: orders.id });
  return row?.id ?? null;
}

/** The order's lines as the customer reads them on the form, with each product's policy text. */
export function contractLines(db: Tx, orderId: number) {
  return db
    .select({ product: products.name, policy: products.policy, date: orderLines.date, startTime: orderLines.startTime, customerType: customerTypes.name, quantity: orderLines.quantity, total: orderLines.total })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(customerTypes, eq(customerTypes.id, orderLines.customerTypeId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.date), asc(orderLines.startTime), asc(orderLines.id));
}

import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { promos } from '../../db/schema';

export type PromoRow = typeof promos.$inferSelect;

export async function listPromos(tx: Tx): Promise<PromoRow[]> {
  return tx.select().from(promos).orderBy(desc(promos.fromDate), desc(promos.id));
}

export async function insertPromo(tx: Tx, values: typeof promos.$inferInsert): Promise<PromoRow> {
  const [row] = await tx.insert(promos).values(values).returning();
  return row!;
}

export async function updatePromo(tx: Tx, id: number, values: Partial<typeof promos.$inferInsert>): Promise<PromoRow | null> {
  const [row] = await tx.update(promos).set(values).where(eq(promos.id, id)).returning();
  return row ?? null;
}

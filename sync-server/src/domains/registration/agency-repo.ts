import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { agencies, agents } from '../../db/schema';

export async function agencyTaken(tx: Tx, name: string, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: agencies.id })
    .from(agencies)
    .where(sql`lower(${agencies.name}) = ${name.toLowerCase()} or lower(${agencies.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

export async function insertAgency(tx: Tx, values: typeof agencies.$inferInsert): Promise<{ id: number; accessDueOn: string }> {
  const [row] = await tx.insert(agencies).values(values).returning({ id: agencies.id, accessDueOn: agencies.accessDueOn });
  return row!;
}

export async function listAgencies(tx: Tx) {
  const rows = await tx.select().from(agencies).orderBy(desc(agencies.registeredAt));
  const people = await tx.select().from(agents).where(eq(agents.active, true)).orderBy(agents.id);
  return rows.map((a) => ({ ...a, agents: people.filter((p) => p.agencyId === a.id) }));
}
export type AgencyRow = Awaited<ReturnType<typeof listAgencies>>[number];

export async function findAgency(tx: Tx, id: number) {
  const [row] = await tx.select().from(agencies).where(eq(agencies.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function markAccessSent(tx: Tx, id: number): Promise<void> {
  await tx.update(agencies).set({ status: 'active', accessSentAt: new Date() }).where(eq(agencies.id, id));
}

export async function setAgencyStatus(tx: Tx, id: number, status: 'active' | 'inactive'): Promise<void> {
  await tx.update(agencies).set({ status }).where(eq(agencies.id, id));
}

export async function insertAgent(tx: Tx, values: typeof agents.$inferInsert): Promise<void> {
  await tx.insert(agents).values(values);
}

/** C215: counts for the index statistics; `today` and the month's first day are local dates. */
export async function agencyCounts(tx: Tx, today: string, monthStart: Date) {
  const [row] = await tx
    .select({
      active: sql<number>`count(*) filter (where ${agencies.status} = 'active')`.mapWith(Number),
      awaiting: sql<number>`count(*) filter (where ${agencies.status} = 'awaiting-access')`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${agencies.status} = 'awaiting-access' and ${agencies.accessDueOn} < ${today})`.mapWith(Number),
      thisMonth: sql<number>`count(*) filter (where ${agencies.registeredAt} >= ${monthStart})`.mapWith(Number),
    })
    .from(agencies);
  const [agentRow] = await tx
    .select({ n: count() })
    .from(agents)
    .innerJoin(agencies, and(eq(agencies.id, agents.agencyId), eq(agencies.status, 'active')))
    .where(eq(agents.active, true));
  return { ...row!, agents: agentRow?.n ?? 0 };
}

import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { providerRegistrations, providers, users } from '../../db/schema';

const columns = {
  id: providerRegistrations.id,
  providerId: providerRegistrations.providerId,
  status: providerRegistrations.status,
  language: providerRegistrations.language,
  termsVersion: providerRegistrations.termsVersion,
  createdAt: providerRegistrations.createdAt,
  emailConfirmedAt: providerRegistrations.emailConfirmedAt,
  rejectReason: providerRegistrations.rejectReason,
  companyName: providers.name,
  companyId: providers.companyId,
  email: providers.email,
  mobile: providers.mobile,
  username: users.username,
};

function base(tx: Tx) {
  return tx
    .select(columns)
    .from(providerRegistrations)
    .innerJoin(providers, eq(providers.id, providerRegistrations.providerId))
    .innerJoin(users, eq(users.id, providerRegistrations.userId));
}

export async function listRegistrations(tx: Tx, status: string | undefined) {
  const query = base(tx).orderBy(desc(providerRegistrations.createdAt));
  return status ? query.where(eq(providerRegistrations.status, status)) : query;
}
export type RegistrationListRow = Awaited<ReturnType<typeof listRegistrations>>[number];

export async function lockRegistrationOf(tx: Tx, providerId: number) {
  const [row] = await base(tx).where(eq(providerRegistrations.providerId, providerId)).for('update', { of: providerRegistrations }).limit(1);
  return row ?? null;
}

export async function setDecision(tx: Tx, id: number, values: { status: 'approved' | 'rejected'; decidedBy: number; rejectReason?: string }): Promise<void> {
  await tx
    .update(providerRegistrations)
    .set({ status: values.status, decidedBy: values.decidedBy, decidedAt: new Date(), rejectReason: values.rejectReason ?? null })
    .where(eq(providerRegistrations.id, id));
}

export async function setProviderActive(tx: Tx, providerId: number, active: boolean): Promise<void> {
  await tx.update(providers).set({ active }).where(eq(providers.id, providerId));
}

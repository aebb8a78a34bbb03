import { and, eq } from 'drizzle-orm';
import { notFound } from '@pos/shared/errors';
import type { Tx } from '../../db/client';
import { businessClients } from '../../db/schema';

/** A business client of the provider that is active, or 404. */
export async function assertBusinessClient(db: Tx, providerId: number, id: number): Promise<void> {
  const [row] = await db
    .select({ id: businessClients.id })
    .from(businessClients)
    .where(and(eq(businessClients.id, id), eq(businessClients.providerId, providerId), eq(businessClients.active, true)));
  if (!row) throw notFound('Business client');
}

import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';

/** Whether the user is one of the provider's (a station names its cashier by id). */
export async function isProviderUser(tx: Tx, providerId: number, userId: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.providerId, providerId)));
  return row !== undefined;
}

import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { providers, stations } from '../../db/schema';

export interface StationTokenRow {
  stationId: number;
  providerId: number;
  number: number;
  revoked: boolean;
  providerActive: boolean;
  lastSeenAt: Date | null;
}

export async function stationByTokenHash(db: Tx, tokenHash: string): Promise<StationTokenRow | undefined> {
  const [row] = await db
    .select({ stationId: stations.id, providerId: stations.providerId, number: stations.number, revokedAt: stations.revokedAt, providerActive: providers.active, lastSeenAt: stations.lastSeenAt })
    .from(stations)
    .innerJoin(providers, eq(providers.id, stations.providerId))
    .where(eq(stations.tokenHash, tokenHash));
  if (!row) return undefined;
  return { stationId: row.stationId, providerId: row.providerId, number: row.number, revoked: row.revokedAt !== null, providerActive: row.providerActive, lastSeenAt: row.lastSeenAt };
}

export async function touchStation(db: Tx, stationId: number): Promise<void> {
  await db.update(stations).set({ lastSeenAt: sql`now()` }).where(eq(stations.id, stationId));
}

import { and, asc, desc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { voidUnusedBlocks } from '../documents/number-blocks';
import { orders, providers, stations } from '../../db/schema';

export type StationRecord = typeof stations.$inferSelect;

export interface StationView {
  id: number;
  number: number;
  name: string;
  cashierIdentifier: string;
  deviceId: string | null;
  status: string;
  receiptBlockSize: number;
  paired: boolean;
  pairedAt: string | null;
  revokedAt: string | null;
  lastSeenAt: string | null;
  /** Set while a pairing code waits to be used. */
  pairingExpiresAt: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function stationView(s: StationRecord): StationView {
  return {
    id: s.id,
    number: s.number,
    name: s.name,
    cashierIdentifier: s.cashierIdentifier,
    deviceId: s.deviceId,
    status: s.status,
    receiptBlockSize: s.receiptBlockSize,
    paired: s.tokenHash !== null,
    pairedAt: iso(s.pairedAt),
    revokedAt: iso(s.revokedAt),
    lastSeenAt: iso(s.lastSeenAt),
    pairingExpiresAt: s.pairingCodeHash ? iso(s.pairingExpiresAt) : null,
  };
}

export async function listStations(db: Tx, providerId: number): Promise<StationRecord[]> {
  return db.select().from(stations).where(eq(stations.providerId, providerId)).orderBy(asc(stations.number));
}

export async function findStation(db: Tx, providerId: number, id: number): Promise<StationRecord | undefined> {
  const [row] = await db.select().from(stations).where(and(eq(stations.id, id), eq(stations.providerId, providerId)));
  return row;
}

/** A new station numbered after the provider's last (the provider row is locked so two creations never share a number). */
export async function insertStation(
  tx: Tx,
  providerId: number,
  values: { name: string; cashierIdentifier: string; receiptBlockSize: number; pairingCodeHash: string; pairingExpiresAt: Date },
): Promise<StationRecord> {
  await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for('update');
  const [last] = await tx.select({ n: max(stations.number) }).from(stations).where(eq(stations.providerId, providerId));
  const [row] = await tx
    .insert(stations)
    .values({ providerId, number: (last?.n ?? 0) + 1, ...values })
    .returning();
  return row!;
}

export async function updateStation(db: Tx, providerId: number, id: number, values: Partial<Pick<StationRecord, 'name' | 'cashierIdentifier' | 'receiptBlockSize' | 'pairingCodeHash' | 'pairingExpiresAt'>>): Promise<StationRecord | undefined> {
  const [row] = await db.update(stations).set(values).where(and(eq(stations.id, id), eq(stations.providerId, providerId))).returning();
  return row;
}

/** The pairing: the code is good once, within its time, for a station neither paired nor revoked. */
export async function pairStation(db: Tx, codeHash: string, values: { tokenHash: string; deviceId: string; now: Date }): Promise<StationRecord | undefined> {
  const [row] = await db
    .update(stations)
    .set({ tokenHash: values.tokenHash, deviceId: values.deviceId, pairedAt: values.now, lastSeenAt: values.now, status: 'connected', pairingCodeHash: null, pairingExpiresAt: null })
    .where(and(eq(stations.pairingCodeHash, codeHash), gt(stations.pairingExpiresAt, values.now), isNull(stations.tokenHash), isNull(stations.revokedAt)))
    .returning();
  return row;
}

export async function stationByCodeHash(db: Tx, codeHash: string): Promise<StationRecord | undefined> {
  const [row] = await db.select().from(stations).where(eq(stations.pairingCodeHash, codeHash));
  return row;
}

/**
 * Revokes a station: its token stops working (403 station-revoked), its data stays. The numbers of
 * its blocks above the last one it pushed are voided in the same transaction, so no receipt number
 * goes missing without a record.
 */
export async function revokeStation(tx: Tx, providerId: number, id: number, now: Date): Promise<StationRecord | undefined> {
  const [row] = await tx
    .update(stations)
    .set({ revokedAt: now, status: 'disconnected', pairingCodeHash: null, pairingExpiresAt: null })
    .where(and(eq(stations.id, id), eq(stations.providerId, providerId), isNull(stations.revokedAt)))
    .returning();
  if (!row) return undefined;
  await voidUnusedBlocks(tx, providerId, id, 'station revoked');
  return row;
}

export async function setManagerCodeHash(db: Tx, providerId: number, hash: string): Promise<void> {
  await db.update(providers).set({ managerCodeHash: hash }).where(eq(providers.id, providerId));
}

export interface ConflictRow {
  orderId: number;
  orderNumber: number;
  flags: string[];
  stationId: number | null;
  createDate: string;
  totalToPay: number;
  currencyId: number;
}

/** Orders that offline sync flagged for the provider (slot over its limit, paid twice), newest first. */
export async function listConflicts(db: Tx, providerId: number, pageIndex: number, pageSize: number): Promise<ConflictRow[]> {
  const rows = await db
    .select({ orderId: orders.id, orderNumber: orders.orderNumber, flags: orders.conflictFlags, stationId: orders.stationId, createDate: orders.createDate, totalToPay: orders.totalToPay, currencyId: orders.currencyId })
    .from(orders)
    .where(and(eq(orders.providerId, providerId), sql`${orders.conflictFlags} <> '[]'::jsonb`))
    .orderBy(desc(orders.createDate), desc(orders.id))
    .limit(pageSize)
    .offset(pageIndex * pageSize);
  return rows.map((r) => ({ ...r, createDate: r.createDate.toISOString() }));
}

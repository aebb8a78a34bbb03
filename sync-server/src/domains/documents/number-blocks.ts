import { and, count, desc, eq, gte, isNull, max, sql } from 'drizzle-orm';
import type { DocType } from '@pos/shared/sync/streams';
import type { Db, Tx } from '../../db/client';
import { documentNumberBlocks, documentNumberSequences, documents, providerAccounting, stations } from '../../db/schema';
import { saleDocTypeOf, STATION_REFUND_DOC_TYPE } from '@pos/shared/documents/document-types';
import { numbersLeft } from '@pos/shared/sync/number-blocks';

/** A new station's block (the back office may choose another per station): a busy day offline at one window. */
export const NEW_STATION_BLOCK = 2000;
/** A block covers this many of the station's busiest days... */
export const BUSIEST_DAYS_PER_BLOCK = 3;
/** ...over this many days of its history... */
export const HISTORY_DAYS = 90;
/** ...and never more than this (numbers of a revoked station's block are voided, not reused). */
export const MAX_BLOCK = 50_000;

/** Receipts of the station's busiest day (UTC days) over the last HISTORY_DAYS, of one document type. */
export async function busiestDay(db: Tx, stationId: number, docType: DocType, now = new Date()): Promise<number> {
  const day = sql`date_trunc('day', ${documents.issuedAt})`;
  const [row] = await db
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.stationId, stationId), eq(documents.docType, docType), gte(documents.issuedAt, new Date(now.getTime() - HISTORY_DAYS * 86_400_000))))
    .groupBy(day)
    .orderBy(desc(count()))
    .limit(1);
  return row?.n ?? 0;
}

/** The block size for a station: three of its busiest days, at least the size set for it (R-RCPT-3). */
export function blockSizeFor(setting: number, busiest: number): number {
  return Math.min(MAX_BLOCK, Math.max(setting, BUSIEST_DAYS_PER_BLOCK * busiest));
}

/**
 * Hands the station a new block of document numbers when what it has left (by the last number it
 * used) falls under half a block (the low-water mark: at least a day and a half of its busiest day),
 * the block sized by blockSizeFor. Every pull asks, so the refill happens in the background while
 * the station is online. Blocks already handed out count even if the station has not received them
 * yet, so a lost answer never makes the server hand out a second one.
 */
export async function refillNumberBlocks(db: Db, who: { providerId: number; stationId: number }, docType: DocType, lastUsed: number | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [station] = await tx
      .select({ blockSize: stations.receiptBlockSize })
      .from(stations)
      .where(eq(stations.id, who.stationId))
      .for('update');
    if (!station) return false;
    const blockSize = blockSizeFor(station.blockSize, await busiestDay(tx, who.stationId, docType));
    const blocks = await tx
      .select({ fromNumber: documentNumberBlocks.fromNumber, toNumber: documentNumberBlocks.toNumber })
      .from(documentNumberBlocks)
      .where(and(eq(documentNumberBlocks.stationId, who.stationId), eq(documentNumberBlocks.docType, docType), isNull(documentNumberBlocks.voidFrom)));
    if (numbersLeft(blocks, lastUsed) >= Math.ceil(blockSize / 2)) return false;
    const [seq] = await tx
      .insert(documentNumberSequences)
      .values({ providerId: who.providerId, docType, lastNumber: blockSize })
      .onConflictDoUpdate({ target: [documentNumberSequences.providerId, documentNumberSequences.docType], set: { lastNumber: sql`${documentNumberSequences.lastNumber} + ${blockSize}` } })
      .returning({ last: documentNumberSequences.lastNumber });
    await tx.insert(documentNumberBlocks).values({ providerId: who.providerId, stationId: who.stationId, docType, fromNumber: seq!.last - blockSize + 1, toNumber: seq!.last });
    return true;
  });
}

/**
 * A revoked station's blocks end at its last used number: the numbers after it are void, so no
 * station (nor a restored copy of this one) can issue them.
 */
export async function voidUnusedBlocks(tx: Tx, providerId: number, stationId: number, reason: string): Promise<void> {
  const blocks = await tx.select().from(documentNumberBlocks).where(and(eq(documentNumberBlocks.stationId, stationId), isNull(documentNumberBlocks.voidFrom)));
  for (const block of blocks) {
    const [used] = await tx
      .select({ last: max(documents.number) })
      .from(documents)
      .where(and(eq(documents.providerId, providerId), eq(documents.docType, block.docType), sql`${documents.number} between ${block.fromNumber} and ${block.toNumber}`));
    const voidFrom = (used?.last ?? block.fromNumber - 1) + 1;
    if (voidFrom <= block.toNumber) {
      await tx.update(documentNumberBlocks).set({ voidFrom, voidReason: reason }).where(eq(documentNumberBlocks.id, block.id));
    }
  }
}

/** What a station asks of its numbers in a pull: the last number it used per document type. */
export type NumbersAsked = Partial<Record<DocType, { lastUsed: number | null }>>;

/**
 * The station's sale document type (docs/decisions/station-document-type.md): a licensed dealer's
 * sale is a tax invoice-receipt, an exempt dealer's a receipt, by the tax status saved in the
 * accounting settings; a provider that has not saved one keeps the receipts its stations issue.
 */
export async function stationSaleDocType(db: Tx, providerId: number): Promise<'receipt' | 'invoice-receipt'> {
  const [row] = await db.select({ taxStatus: providerAccounting.taxStatus }).from(providerAccounting).where(eq(providerAccounting.providerId, providerId));
  return row?.taxStatus === 'LicensedDealer' || row?.taxStatus === 'ExemptDealer' ? saleDocTypeOf(row.taxStatus) : 'receipt';
}

/**
 * The blocks a pull refills (issue 15), whenever the station asks for numbers: its sale document
 * type, which the server decides (whatever sale type the station asked under), and its refund
 * numbers (a refund at the window takes a refund number).
 */
export async function refillStationBlocks(db: Db, who: { providerId: number; stationId: number }, asked: NumbersAsked): Promise<void> {
  if (Object.keys(asked).length === 0) return;
  const saleType = await stationSaleDocType(db, who.providerId);
  await refillNumberBlocks(db, who, saleType, asked[saleType]?.lastUsed ?? null);
  await refillNumberBlocks(db, who, STATION_REFUND_DOC_TYPE, asked.refund?.lastUsed ?? null);
}

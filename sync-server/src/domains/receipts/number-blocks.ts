import { and, eq, isNull, max, sql } from 'drizzle-orm';
import type { DocType } from '@pos/shared/sync/streams';
import type { Db, Tx } from '../../db/client';
import { documentNumberBlocks, documentNumberSequences, receipts, stations } from '../../db/schema';
import { numbersLeft } from '@pos/shared/sync/number-blocks';

/**
 * Hands the station a new block of document numbers when what it has left (by the last number it
 * used) falls under half a block. Blocks already handed out count even if the station has not
 * received them yet, so a lost answer never makes the server hand out a second one.
 */
export async function refillNumberBlocks(db: Db, who: { providerId: number; stationId: number }, docType: DocType, lastUsed: number | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [station] = await tx
      .select({ blockSize: stations.receiptBlockSize })
      .from(stations)
      .where(eq(stations.id, who.stationId))
      .for('update');
    if (!station) return false;
    const blocks = await tx
      .select({ fromNumber: documentNumberBlocks.fromNumber, toNumber: documentNumberBlocks.toNumber })
      .from(documentNumberBlocks)
      .where(and(eq(documentNumberBlocks.stationId, who.stationId), eq(documentNumberBlocks.docType, docType), isNull(documentNumberBlocks.voidFrom)));
    if (numbersLeft(blocks, lastUsed) >= Math.ceil(station.blockSize / 2)) return false;
    const [seq] = await tx
      .insert(documentNumberSequences)
      .values({ providerId: who.providerId, docType, lastNumber: station.blockSize })
      .onConflictDoUpdate({ target: [documentNumberSequences.providerId, documentNumberSequences.docType], set: { lastNumber: sql`${documentNumberSequences.lastNumber} + ${station.blockSize}` } })
      .returning({ last: documentNumberSequences.lastNumber });
    await tx.insert(documentNumberBlocks).values({ providerId: who.providerId, stationId: who.stationId, docType, fromNumber: seq!.last - station.blockSize + 1, toNumber: seq!.last });
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
      .select({ last: max(receipts.number) })
      .from(receipts)
      .where(and(eq(receipts.providerId, providerId), eq(receipts.docType, block.docType), sql`${receipts.number} between ${block.fromNumber} and ${block.toNumber}`));
    const voidFrom = (used?.last ?? block.fromNumber - 1) + 1;
    if (voidFrom <= block.toNumber) {
      await tx.update(documentNumberBlocks).set({ voidFrom, voidReason: reason }).where(eq(documentNumberBlocks.id, block.id));
    }
  }
}

/**
 * Document numbers handed to a station in blocks (docs/decisions/sync-protocol.md): the station
 * takes them in ascending order, so everything above the last number it used is still free. The
 * server counts with it when to hand out the next block; the station, what it has left.
 */
export interface NumberRange {
  fromNumber: number;
  toNumber: number;
  /** Numbers from here on were voided (the station was revoked). */
  voidFrom?: number | null;
}

function lastUsable(b: NumberRange): number {
  return b.voidFrom === null || b.voidFrom === undefined ? b.toNumber : Math.min(b.toNumber, b.voidFrom - 1);
}

/** Numbers still free after `lastUsed`, over every block. */
export function numbersLeft(blocks: readonly NumberRange[], lastUsed: number | null): number {
  const used = lastUsed ?? 0;
  return blocks.reduce((sum, b) => sum + Math.max(0, lastUsable(b) - Math.max(b.fromNumber - 1, used)), 0);
}

/** The next number to use after `lastUsed`, or null when every block is used up. */
export function nextNumber(blocks: readonly NumberRange[], lastUsed: number | null): number | null {
  let best: number | null = null;
  for (const b of blocks) {
    const candidate = Math.max(b.fromNumber, (lastUsed ?? 0) + 1);
    if (candidate <= lastUsable(b) && (best === null || candidate < best)) best = candidate;
  }
  return best;
}

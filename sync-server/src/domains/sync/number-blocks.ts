/** A block of document numbers, from and to inclusive. */
export interface NumberRange {
  fromNumber: number;
  toNumber: number;
}

/**
 * Numbers a station still has after `lastUsed`: a station takes its numbers in ascending order, so
 * every number of its blocks above the last one it used is still free.
 */
export function numbersLeft(blocks: readonly NumberRange[], lastUsed: number | null): number {
  const used = lastUsed ?? 0;
  return blocks.reduce((sum, b) => sum + Math.max(0, b.toNumber - Math.max(b.fromNumber - 1, used)), 0);
}

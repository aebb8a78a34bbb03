import type { StreamName, StreamRows } from '@pos/shared/sync/streams';
import type { Tx } from '../../db/client';

/** Who is pulling: rows of other providers (and other stations' own rows) are never loaded. */
export interface Puller {
  providerId: number;
  stationId: number;
}

/** Loads the current rows of the keys; a key without a row (gone, or not for stations) is a deletion. */
export type Loader<S extends StreamName> = (db: Tx, who: Puller, keys: string[]) => Promise<Map<string, StreamRows[S]>>;

/** The keys that are row ids (anything else cannot name a row). */
export const ids = (keys: string[]) => keys.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647);
export const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [String(r.id), r]));

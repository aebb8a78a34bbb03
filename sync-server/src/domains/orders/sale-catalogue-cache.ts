/**
 * A sale's catalogue as order/calculate reads it (issue 13, the slow paths): the provider's terms,
 * products, price lists, slots, repeat stops and stop sales change seldom and are remembered by the
 * process (db/watched-cache.ts: forgotten on every instance when any of their tables changes, at
 * once for this process's own changes); the seats sold change with every sale and are read every
 * time. order/create reads the whole catalogue from the database inside its transaction, always.
 */
import type { Db } from '../../db/client';
import type { TableChanges } from '../../db/table-changes';
import { WatchedCache } from '../../db/watched-cache';
import { CATALOGUE_TABLES, loadSaleCatalogue, loadSeatsSold, type SaleCatalogue, type SaleScope } from './sale-catalogue-repo';

const KEEP_MS = 60_000;

export class SaleCatalogueCache extends WatchedCache<Omit<SaleCatalogue, 'sold'>> {
  constructor(
    private readonly db: Db,
    changes: TableChanges | null,
    keepMs = KEEP_MS,
  ) {
    super(changes, CATALOGUE_TABLES, keepMs, 1_000);
  }

  /** The catalogue of a sale of these products and slots on these dates, as loadSaleCatalogue answers it. */
  async catalogueOf(providerId: number, scope: SaleScope): Promise<SaleCatalogue> {
    const dates = [...new Set(scope.dates)].sort();
    const key = `${providerId}|${idsKey(scope.productIds)}|${idsKey(scope.slotIds)}|${dates[0] ?? ''}|${dates[dates.length - 1] ?? ''}`;
    let loaded: SaleCatalogue | null = null;
    const remembered = await this.get(key, async () => {
      loaded = await loadSaleCatalogue(this.db, providerId, scope);
      const { sold: _sold, ...rest } = loaded;
      return { value: rest };
    });
    if (loaded) return loaded;
    return { ...remembered!, sold: await loadSeatsSold(this.db, providerId, scope.slotIds, dates) };
  }
}

function idsKey(ids: readonly number[]): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(',');
}

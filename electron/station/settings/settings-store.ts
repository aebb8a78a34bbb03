import { eq } from 'drizzle-orm';
import type { StationDb } from '../db/open';
import { settings } from '../db/schema';

/** What the station keeps about itself. The token is the station's credential with the server. */
export interface StoredSettings {
  serverUrl: string;
  deviceId: string;
  token: string;
  stationId: number;
  providerId: number;
  language: string;
  printers: PrinterSetting[];
  /** The last time a sync round finished (push and pull caught up). */
  lastSyncAt: string;
  /** Counter of sync events, for local seat counts (sync/pull-apply.ts). */
  syncGen: number;
}

export interface PrinterSetting {
  /** receipt, ticket or report */
  role: string;
  kind: 'tcp' | 'serial' | 'usb' | 'virtual';
  address: string;
  model?: string;
  codePage?: string;
  columns?: number;
}

export function getSetting<K extends keyof StoredSettings>(db: StationDb, key: K): StoredSettings[K] | undefined {
  const row = db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).get();
  return row ? (JSON.parse(row.value) as StoredSettings[K]) : undefined;
}

export function setSetting<K extends keyof StoredSettings>(db: StationDb, key: K, value: StoredSettings[K]): void {
  const json = JSON.stringify(value);
  db.insert(settings).values({ key, value: json }).onConflictDoUpdate({ target: settings.key, set: { value: json } }).run();
}

export function deleteSetting(db: StationDb, key: keyof StoredSettings): void {
  db.delete(settings).where(eq(settings.key, key)).run();
}

import { eq } from 'drizzle-orm';
import type { ProfileName } from '@pos/printers';
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
  /** The external systems the server simulates (its GET /api/version), learnt while syncing. */
  serverSimulators: string[];
}

export interface PrinterSetting {
  /** receipt, ticket or report */
  role: string;
  /** How the printer is reached: tcp and virtual `host:port` (port 9100 when left out), serial a port path, usb a device path. */
  kind: 'tcp' | 'serial' | 'usb' | 'virtual';
  address: string;
  /** Roll (80mm, 58mm: ESC/POS) or A4 (a PDF under the data folder's prints/). Default 80mm. */
  paper?: PaperSize;
  /** The model's code-page profile (@pos/printers PROFILES); default generic-80mm or generic-58mm by paper. */
  profile?: ProfileName;
  /** Serial only; default 9600. */
  baudRate?: number;
  model?: string;
  codePage?: string;
  columns?: number;
}

export const PAPER_SIZES = ['80mm', '58mm', 'A4'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

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

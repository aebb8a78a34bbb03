import { randomUUID } from 'node:crypto';
import { AppError, fieldError } from '@pos/shared/errors';
import { isLanguage, type Language } from '@pos/shared/languages';
import { Permission } from '@pos/shared/permissions';
import { currentCashier, requirePermission, type StationContext } from '../context';
import { replica } from '../catalogue/replica';
import { getSetting, setSetting, type PrinterSetting } from './settings-store';
import { validatePrinters } from './printer-address';
import { stationLanguage } from '../catalogue/names-here';
import { isSecureServerUrl } from '../sync/server-api';

export interface StationSettings {
  serverUrl: string | null;
  deviceId: string;
  language: string;
  printers: PrinterSetting[];
  paired: boolean;
  station: { id: number; name: string; number: number; cashierIdentifier: string } | null;
  providerName: string | null;
}

export interface SaveSettingsArgs {
  serverUrl?: string;
  language?: Language;
  printers?: PrinterSetting[];
}

export interface PairArgs {
  serverUrl: string;
  code: string;
  /** The station's cashier identifier from the back office (checked by the server with the code). */
  cashierIdentifier: string;
}

export interface PairResult {
  stationId: number;
  name: string;
  number: number;
}

/** The device's GUID, made once (spec 001 §3 Cashier station "device GUID"). */
export function deviceId(ctx: StationContext): string {
  let id = getSetting(ctx.db, 'deviceId');
  if (!id) {
    id = randomUUID();
    setSetting(ctx.db, 'deviceId', id);
  }
  return id;
}

export function normalizeServerUrl(url: string): string {
  const trimmed = String(url ?? '').trim().replace(/\/+$/, '');
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    throw fieldError('serverUrl', 'Enter the server address, e.g. https://pos.example.com');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw fieldError('serverUrl', 'The server address starts with https://');
  if (!isSecureServerUrl(trimmed)) throw fieldError('serverUrl', 'The server address must start with https:// (http:// only for this computer).');
  if (parsed.username || parsed.password) throw fieldError('serverUrl', 'The server address has no user name or password in it.');
  return trimmed;
}

export function getSettings(ctx: StationContext): StationSettings {
  const station = replica.station(ctx.db);
  const stationId = getSetting(ctx.db, 'stationId');
  return {
    serverUrl: getSetting(ctx.db, 'serverUrl') ?? null,
    deviceId: deviceId(ctx),
    language: stationLanguage(ctx.db),
    printers: getSetting(ctx.db, 'printers') ?? [],
    paired: getSetting(ctx.db, 'token') !== undefined,
    station: station ? { id: station.id, name: station.name, number: station.number, cashierIdentifier: station.cashierIdentifier } : stationId ? { id: stationId, name: '', number: 0, cashierIdentifier: '' } : null,
    providerName: replica.provider(ctx.db)?.name ?? null,
  };
}

/**
 * settings-save: a paired station's server address and printers change only for a logged-in user
 * with the settings right (17); an unpaired station is being set up and takes them from anyone at
 * it. The language is the screen's, open to all.
 */
export function saveSettings(ctx: StationContext, args: SaveSettingsArgs): StationSettings {
  const paired = getSetting(ctx.db, 'token') !== undefined;
  if (paired && (args.serverUrl !== undefined || args.printers !== undefined)) requirePermission(currentCashier(ctx), Permission.EditProviderSettings);
  return configureStation(ctx, args);
}

/** Keeps the settings (validated) without asking who: for saveSettings, and a test's or the installer's set-up. */
export function configureStation(ctx: StationContext, args: SaveSettingsArgs): StationSettings {
  const printers = args.printers !== undefined ? validatePrinters(args.printers) : undefined;
  if (args.serverUrl !== undefined) {
    if (getSetting(ctx.db, 'token') !== undefined && normalizeServerUrl(args.serverUrl) !== getSetting(ctx.db, 'serverUrl')) {
      throw new AppError('unprocessable', 'station-paired', 'The station is paired with its server; the address cannot change.');
    }
    setSetting(ctx.db, 'serverUrl', normalizeServerUrl(args.serverUrl));
  }
  if (args.language !== undefined) {
    if (!isLanguage(args.language)) throw fieldError('language', 'Unknown language.');
    setSetting(ctx.db, 'language', args.language);
  }
  if (printers !== undefined) setSetting(ctx.db, 'printers', printers);
  ctx.events.emit({ type: 'status' });
  return getSettings(ctx);
}

/**
 * Pairs the station with the server by the one-time code made in the back office, then starts
 * syncing (the first pull brings settings and cashiers first, so a login can follow at once).
 * A station database is paired once: its outbox numbers belong to that pairing.
 */
export async function pair(ctx: StationContext, args: PairArgs): Promise<PairResult> {
  if (getSetting(ctx.db, 'token') !== undefined) {
    throw new AppError('unprocessable', 'station-paired', 'This station is already paired. To pair it again, start it with a new data folder.');
  }
  if (!args.code?.trim()) throw fieldError('code', 'Enter the pairing code from the back office.');
  if (!args.cashierIdentifier?.trim()) throw fieldError('cashierIdentifier', 'Enter the cashier identifier set for this station in the back office.');
  const serverUrl = normalizeServerUrl(args.serverUrl);
  setSetting(ctx.db, 'serverUrl', serverUrl);
  const api = ctx.sync.api(null)!;
  const answer = await api.pair({ code: args.code, deviceId: deviceId(ctx), cashierIdentifier: args.cashierIdentifier.trim() });
  ctx.db.$client.transaction(() => {
    ctx.sync.saveToken(answer.token);
    setSetting(ctx.db, 'stationId', answer.stationId);
    setSetting(ctx.db, 'providerId', answer.providerId);
  })();
  ctx.sync.start();
  ctx.events.emit({ type: 'status' });
  return { stationId: answer.stationId, name: answer.name, number: answer.number };
}

export function settingsHandlers(ctx: StationContext) {
  return {
    'settings-get': (_args: Record<string, never> = {}) => getSettings(ctx),
    'settings-save': (args: SaveSettingsArgs) => saveSettings(ctx, args),
    pair: (args: PairArgs) => pair(ctx, args),
  };
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../sync-server/src/db/client';
import { createStation as createCashierStation } from '../sync-server/src/domains/stations/stations';
import { startHost, type StationHost } from '../electron/station/host';
import { setDemoPrinter } from '../electron/station/settings/demo-printer';
import { buildPos, POS_DIST } from '../renderer/pos/build';
import { ELECTRON_APP_DIR } from './build-electron';

/**
 * npm start's cashier station, paired with the demo provider: in Electron when its binary and the
 * desktop build are there, otherwise the station host in browser mode (its URL printed, and why).
 *
 * From scripts/start.ts, after the server is up and the demo seeded:
 *   const station = await startStation({ db: app.db, providerId: seeded.providerId, serverUrl: url, dataDir: join(config.dataDir, '..', 'station') });
 *   lines.push(...station.lines);   // and on Ctrl+C: await station.stop();
 */
export interface StartStationOptions {
  db: Db;
  providerId: number;
  /** The sync server's address, as the station reaches it. */
  serverUrl: string;
  /** The station's own folder (its SQLite database); default .data/station. */
  dataDir?: string;
  /** The browser-mode host's port; default STATION_PORT or 8090, 0 for any. */
  port?: number;
  /** Force browser mode even where Electron could run (tests, headless machines). */
  browserOnly?: boolean;
  /** npm start's virtual printer (host:port): the station prints on it unless its printers are set up already. */
  printerAddress?: string;
}

export interface RunningStation {
  mode: 'electron' | 'browser';
  /** The POS address in browser mode. */
  url?: string;
  lines: string[];
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** The Electron binary's path, or why it cannot be used (the npm package throws when its binary is missing). */
export function electronBinary(): { path: string } | { reason: string } {
  try {
    const path = createRequire(join(root, 'electron', 'package.json'))('electron') as unknown;
    if (typeof path === 'string' && existsSync(path)) return { path };
    return { reason: 'the Electron package has no binary' };
  } catch {
    return { reason: "Electron's binary is not installed" };
  }
}

/**
 * npm ci does not download Electron's binary (its install script is denied in package.json's
 * allowScripts, so installs work where the download host cannot be reached). npm start fetches it
 * here when it can; where it cannot, the station runs in browser mode and says why.
 * ELECTRON_SKIP_BINARY_DOWNLOAD=1 skips the attempt.
 */
export function fetchElectronBinary(log: (line: string) => void = console.log, installerPath?: string): { path: string } | { reason: string } {
  const present = electronBinary();
  if ('path' in present) return present;
  if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) return { reason: "Electron's binary is not installed and ELECTRON_SKIP_BINARY_DOWNLOAD is set" };
  let installer = installerPath ?? '';
  if (!installer) try {
    installer = join(dirname(createRequire(join(root, 'electron', 'package.json')).resolve('electron/package.json')), 'install.js');
  } catch {
    return { reason: 'the electron package is not installed' };
  }
  log("Fetching Electron's binary ...");
  const run = spawnSync(process.execPath, [installer], { encoding: 'utf8', timeout: 120_000 });
  const after = electronBinary();
  if ('path' in after) return after;
  const why = (run.error?.message ?? `${run.stderr}`.split('\n').find((line) => /Error|ENOTFOUND|ECONN|ETIMEDOUT|EAI_AGAIN/.test(line)) ?? `exit code ${run.status}`).trim();
  return { reason: `Electron's binary could not be downloaded (${why.slice(0, 160)})` };
}

/** The desktop build with its native modules built for Electron (scripts/build-electron.ts, then npm install and install-app-deps). */
function desktopBuildMissing(): string | null {
  if (!existsSync(join(ELECTRON_APP_DIR, 'main.js'))) return 'the desktop app is not built (npx tsx scripts/build-electron.ts)';
  if (!existsSync(join(ELECTRON_APP_DIR, 'node_modules', 'better-sqlite3'))) {
    return 'the desktop app has no native modules for Electron (npm install --omit=dev --prefix out/electron, then npx electron-builder install-app-deps)';
  }
  return null;
}

function stationPort(opts: StartStationOptions): number {
  if (opts.port !== undefined) return opts.port;
  const port = Number(process.env.STATION_PORT ?? 8090);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`STATION_PORT must be a port number (0-65535), not "${process.env.STATION_PORT}"`);
  return port;
}

const DEMO_CASHIER_IDENTIFIER = 'DEMO';

/** A new demo station made as the back office makes one: the one-time code and the identifier typed with it. */
async function newPairing(opts: StartStationOptions): Promise<{ code: string; cashierIdentifier: string }> {
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const made = await createCashierStation(opts.db, opts.providerId, { name: `Demo window ${stamp}`, cashierIdentifier: DEMO_CASHIER_IDENTIFIER, receiptBlockSize: 100 });
  return { code: made.pairingCode, cashierIdentifier: DEMO_CASHIER_IDENTIFIER };
}

export async function startStation(opts: StartStationOptions): Promise<RunningStation> {
  const dataDir = resolve(opts.dataDir ?? '.data/station');
  const electron = opts.browserOnly ? { reason: 'browser mode was asked for' } : fetchElectronBinary();
  const missing = 'path' in electron ? desktopBuildMissing() : null;
  if ('path' in electron && !missing) return startElectron(electron.path, dataDir, opts);
  return startBrowser(dataDir, opts, 'reason' in electron ? electron.reason : missing!);
}

async function startElectron(binary: string, dataDir: string, opts: StartStationOptions): Promise<RunningStation> {
  // main.ts pairs a new station from these (and ignores them once paired).
  const pairing = await newPairing(opts);
  const child: ChildProcess = spawn(binary, [join(ELECTRON_APP_DIR, 'main.js')], {
    stdio: 'inherit',
    env: { ...process.env, POS_DATA_DIR: join(dataDir, 'electron'), POS_SERVER_URL: opts.serverUrl, POS_PAIRING_CODE: pairing.code, POS_CASHIER_IDENTIFIER: pairing.cashierIdentifier, ...(opts.printerAddress ? { POS_DEMO_PRINTER: opts.printerAddress } : {}) },
  });
  return {
    mode: 'electron',
    lines: ['  Cashier app:   Electron window (log in as the cashier below)'],
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    },
  };
}

async function startBrowser(dataDir: string, opts: StartStationOptions, reason: string): Promise<RunningStation> {
  await buildPos({ outDir: POS_DIST, quiet: true });
  let host: StationHost = await startHost({ dataDir, port: stationPort(opts), staticDir: POS_DIST, serverUrl: opts.serverUrl, log: () => undefined });
  let status = await host.station.handlers.status({});
  if (status.paired && status.serverUrl === opts.serverUrl.replace(/\/+$/, '')) status = await host.station.handlers['sync-now']({}).catch(() => status);
  if (status.paired && (status.serverUrl !== opts.serverUrl.replace(/\/+$/, '') || status.refused)) {
    // Paired with another server (or a wiped demo database): keep that station's data aside, start afresh.
    await host.close();
    renameSync(dataDir, `${dataDir}.${Date.now()}.old`);
    host = await startHost({ dataDir, port: stationPort(opts), staticDir: POS_DIST, serverUrl: opts.serverUrl, log: () => undefined });
    status = await host.station.handlers.status({});
  }
  if (!status.paired) await host.station.handlers.pair({ serverUrl: opts.serverUrl, ...(await newPairing(opts)) });
  if (opts.printerAddress) setDemoPrinter(host.station.ctx, opts.printerAddress);
  return {
    mode: 'browser',
    url: `${host.url}/`,
    lines: [`  Cashier app:   ${host.url}/  (browser mode: ${reason}; the station's data is in ${dataDir})`],
    stop: () => host.close(),
  };
}

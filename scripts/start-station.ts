import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../sync-server/src/db/client';
import { createStation as createCashierStation } from '../sync-server/src/domains/stations/stations';
import { startHost, type StationHost } from '../electron/station/host';
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
  /** The browser-mode host's port; default 8090, 0 for any. */
  port?: number;
  /** Force browser mode even where Electron could run (tests, headless machines). */
  browserOnly?: boolean;
}

export interface RunningStation {
  mode: 'electron' | 'browser';
  /** The POS address in browser mode. */
  url?: string;
  lines: string[];
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** The Electron binary's path, or why it cannot be used (the npm package throws when its download was skipped). */
export function electronBinary(): { path: string } | { reason: string } {
  try {
    const path = createRequire(join(root, 'electron', 'package.json'))('electron') as unknown;
    if (typeof path === 'string' && existsSync(path)) return { path };
    return { reason: 'the Electron package has no binary' };
  } catch {
    return { reason: "Electron's binary is not installed here (installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1, see docs/decisions/electron-without-binary.md)" };
  }
}

/** The desktop build with its native modules built for Electron (scripts/build-electron.ts, then npm install and install-app-deps). */
function desktopBuildMissing(): string | null {
  if (!existsSync(join(ELECTRON_APP_DIR, 'main.js'))) return 'the desktop app is not built (npx tsx scripts/build-electron.ts)';
  if (!existsSync(join(ELECTRON_APP_DIR, 'node_modules', 'better-sqlite3'))) {
    return 'the desktop app has no native modules for Electron (npm install --omit=dev --prefix out/electron, then npx electron-builder install-app-deps)';
  }
  return null;
}

async function pairingCode(opts: StartStationOptions): Promise<string> {
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return (await createCashierStation(opts.db, opts.providerId, { name: `Demo window ${stamp}`, cashierIdentifier: 'DEMO', receiptBlockSize: 100 })).pairingCode;
}

export async function startStation(opts: StartStationOptions): Promise<RunningStation> {
  const dataDir = resolve(opts.dataDir ?? '.data/station');
  const electron = opts.browserOnly ? { reason: 'browser mode was asked for' } : electronBinary();
  const missing = 'path' in electron ? desktopBuildMissing() : null;
  if ('path' in electron && !missing) return startElectron(electron.path, dataDir, opts);
  return startBrowser(dataDir, opts, 'reason' in electron ? electron.reason : missing!);
}

async function startElectron(binary: string, dataDir: string, opts: StartStationOptions): Promise<RunningStation> {
  // main.ts pairs a new station from these (and ignores them once paired).
  const child: ChildProcess = spawn(binary, [join(ELECTRON_APP_DIR, 'main.js')], {
    stdio: 'inherit',
    env: { ...process.env, POS_DATA_DIR: join(dataDir, 'electron'), POS_SERVER_URL: opts.serverUrl, POS_PAIRING_CODE: await pairingCode(opts) },
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
  let host: StationHost = await startHost({ dataDir, port: opts.port ?? 8090, staticDir: POS_DIST, serverUrl: opts.serverUrl, log: () => undefined });
  let status = await host.station.handlers.status({});
  if (status.paired && status.serverUrl === opts.serverUrl.replace(/\/+$/, '')) status = await host.station.handlers['sync-now']({}).catch(() => status);
  if (status.paired && (status.serverUrl !== opts.serverUrl.replace(/\/+$/, '') || status.refused)) {
    // Paired with another server (or a wiped demo database): keep that station's data aside, start afresh.
    await host.close();
    renameSync(dataDir, `${dataDir}.${Date.now()}.old`);
    host = await startHost({ dataDir, port: opts.port ?? 8090, staticDir: POS_DIST, serverUrl: opts.serverUrl, log: () => undefined });
    status = await host.station.handlers.status({});
  }
  if (!status.paired) await host.station.handlers.pair({ serverUrl: opts.serverUrl, code: await pairingCode(opts) });
  return {
    mode: 'browser',
    url: `${host.url}/`,
    lines: [`  Cashier app:   ${host.url}/  (browser mode: ${reason}; the station's data is in ${dataDir})`],
    stop: () => host.close(),
  };
}

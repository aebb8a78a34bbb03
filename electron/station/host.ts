import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import type { RpcResult } from '../ipc/contract';
import { toErrorData } from '../ipc/error-data';
import { createStation, type Station, type StationOptions } from './station';
import { getSetting, setSetting } from './settings/settings-store';

export interface HostOptions extends StationOptions {
  port?: number;
  /** Always 127.0.0.1 unless a test says otherwise: the station's core is for this machine only. */
  host?: string;
  /** The POS renderer build to serve at / (renderer/pos/dist), when present. */
  staticDir?: string;
  /** Pre-fills the server address of an unpaired station. */
  serverUrl?: string;
  log?: (line: string) => void;
}

export interface StationHost {
  station: Station;
  url: string;
  port: number;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
};

function send(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(json);
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text.trim() === '' ? {} : JSON.parse(text);
}

/**
 * Only pages of this host may call it: a request naming another Host (DNS rebinding) or sent by a
 * page of another origin is refused, so a web page in the cashier's browser cannot sell or read.
 */
function sameOrigin(req: IncomingMessage, port: number): boolean {
  const allowedHosts = [`127.0.0.1:${port}`, `localhost:${port}`];
  if (!req.headers.host || !allowedHosts.includes(req.headers.host)) return false;
  const origin = req.headers.origin;
  return origin === undefined || allowedHosts.some((h) => origin === `http://${h}`);
}

function serveStatic(res: ServerResponse, dir: string, urlPath: string): boolean {
  const root = resolve(dir);
  const wanted = normalize(join(root, decodeURIComponent(urlPath.split('?')[0]!)));
  const inside = wanted === root || wanted.startsWith(root + sep);
  const file = inside && existsSync(wanted) && statSync(wanted).isFile() ? wanted : join(root, 'index.html');
  if (!existsSync(file)) return false;
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    // 'wasm-unsafe-eval' lets the camera scanner compile its decoder (WebAssembly from this build); no JavaScript eval.
    'content-security-policy': "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self' ws://127.0.0.1:* ws://localhost:*; img-src 'self' data:; style-src 'self' 'unsafe-inline'",
    'x-content-type-options': 'nosniff',
  });
  res.end(readFileSync(file));
  return true;
}

/**
 * The station host ("browser mode", docs/decisions/electron-without-binary.md): the same handler
 * map the Electron shell wires to IPC, served on 127.0.0.1 as POST /rpc/{name} (an RpcResult, the
 * error as data), the station's events on the WebSocket /events, and the POS build at /.
 */
export async function startHost(opts: HostOptions): Promise<StationHost> {
  const station = createStation(opts);
  const log = opts.log ?? ((line: string) => console.log(line));
  if (opts.serverUrl && getSetting(station.ctx.db, 'serverUrl') === undefined) setSetting(station.ctx.db, 'serverUrl', opts.serverUrl.replace(/\/+$/, ''));
  const handlers = station.handlers as unknown as Record<string, (args: unknown) => unknown>;
  let port = opts.port ?? 0;

  const server = createServer((req, res) => {
    void (async () => {
      const url = req.url ?? '/';
      if (!sameOrigin(req, port)) return send(res, 403, { ok: false, error: { type: 'AppError', kind: 'forbidden', code: 'foreign-origin', message: 'No permission' } });
      if (url.startsWith('/rpc/')) {
        if (req.method !== 'POST') return send(res, 405, { ok: false, error: { type: 'AppError', kind: 'validation', code: 'method', message: 'POST only' } });
        const name = decodeURIComponent(url.slice('/rpc/'.length).split('?')[0]!);
        const handler = Object.prototype.hasOwnProperty.call(handlers, name) ? handlers[name] : undefined;
        if (!handler) return send(res, 404, { ok: false, error: { type: 'AppError', kind: 'not-found', code: 'unknown-handler', message: `No handler ${name}` } });
        let args: unknown;
        try {
          args = await readBody(req);
        } catch {
          return send(res, 400, { ok: false, error: { type: 'AppError', kind: 'validation', code: 'bad-json', message: 'The request is not JSON.' } });
        }
        let answer: RpcResult<unknown>;
        try {
          answer = { ok: true, data: (await handler(args)) ?? null };
        } catch (error) {
          answer = { ok: false, error: toErrorData(error) };
          if (answer.error.kind === 'internal') log(`handler ${name} failed: ${(error as Error).stack ?? String(error)}`);
        }
        return send(res, 200, answer);
      }
      if (url === '/health') return send(res, 200, { ok: true });
      if (req.method === 'GET' && opts.staticDir && serveStatic(res, opts.staticDir, url)) return;
      send(res, 404, { ok: false, error: { type: 'AppError', kind: 'not-found', code: 'not-found', message: 'Not found' } });
    })().catch((error) => {
      log(`request failed: ${String(error)}`);
      if (!res.headersSent) send(res, 500, { ok: false, error: { type: 'AppError', kind: 'internal', code: 'internal', message: 'Internal error' } });
    });
  });

  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    if (req.url !== '/events' || !sameOrigin(req, port)) return socket.destroy();
    sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit('connection', ws, req));
  });
  const unsubscribe = station.ctx.events.on((event) => {
    const frame = JSON.stringify(event);
    for (const client of sockets.clients) if (client.readyState === client.OPEN) client.send(frame);
  });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => done());
  });
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : port;
  const url = `http://127.0.0.1:${port}`;
  return {
    station,
    url,
    port,
    async close() {
      unsubscribe();
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await station.close();
    },
  };
}

/**
 * npm run station -w electron. Environment: STATION_DATA_DIR (.data/station), STATION_PORT (8090), SERVER_URL, POS_DIST
 * (renderer/pos/dist), CARD_TIMEOUT_MS, SYNC_INTERVAL_MS, SYNC_MAX_BACKOFF_MS, SYNC_TIMEOUT_MS, SYNC_PULL_LIMIT, STATION_MIGRATIONS.
 */
async function main(): Promise<void> {
  const env = process.env;
  const defaultDist = fileURLToPath(new URL('../../renderer/pos/dist', import.meta.url));
  const staticDir = env.POS_DIST ?? defaultDist;
  const host = await startHost({
    dataDir: resolve(env.STATION_DATA_DIR ?? '.data/station'),
    port: Number(env.STATION_PORT ?? 8090),
    serverUrl: env.SERVER_URL,
    staticDir: existsSync(join(staticDir, 'index.html')) ? staticDir : undefined,
    migrationsFolder: env.STATION_MIGRATIONS,
    cardTimeoutMs: env.CARD_TIMEOUT_MS ? Number(env.CARD_TIMEOUT_MS) : undefined,
    sync: {
      intervalMs: env.SYNC_INTERVAL_MS ? Number(env.SYNC_INTERVAL_MS) : undefined,
      maxBackoffMs: env.SYNC_MAX_BACKOFF_MS ? Number(env.SYNC_MAX_BACKOFF_MS) : undefined,
      timeoutMs: env.SYNC_TIMEOUT_MS ? Number(env.SYNC_TIMEOUT_MS) : undefined,
      pullLimit: env.SYNC_PULL_LIMIT ? Number(env.SYNC_PULL_LIMIT) : undefined,
    },
  });
  const pos = existsSync(join(staticDir, 'index.html')) ? `${host.url}/` : 'not built (npm run build of renderer/pos)';
  console.log(`station host on ${host.url} (POST /rpc/{name}, WebSocket /events); POS: ${pos}`);
  const stop = async () => {
    await host.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

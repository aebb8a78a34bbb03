import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Inside node_modules so the bundles find the installed packages; out of git's way. */
const OUT = `${ROOT}node_modules/.cache/sync-fault`;
export const STATION_MIGRATIONS = `${ROOT}electron/station/drizzle`;

/** Our workspace packages (TypeScript) go into the bundle; installed packages stay external, except those listed to inline. */
function externalInstalled(inline: RegExp | null): Plugin {
  return {
    name: 'external-installed',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@pos/') || (inline && inline.test(args.path)) ? undefined : { path: args.path, external: true }));
    },
  };
}

/**
 * The station host and the server as plain JavaScript bundles: a process starts in ~0.2 s instead
 * of ~1 s through tsx, which is what lets 200 kill-and-restart iterations run in a few minutes.
 */
export async function buildBundles(): Promise<{ station: string; server: string }> {
  mkdirSync(OUT, { recursive: true });
  const common = { bundle: true, platform: 'node' as const, format: 'esm' as const, target: 'node20', logLevel: 'silent' as const, sourcemap: false };
  // The station inlines its pure-JavaScript dependencies too (fewer files to load at each restart).
  await build({ ...common, entryPoints: [`${ROOT}electron/station/host.ts`], outfile: `${OUT}/station-host.mjs`, plugins: [externalInstalled(/^(drizzle-orm|typebox)(\/|$)/)] });
  await build({ ...common, entryPoints: [`${ROOT}tests/sync/lib/server-process.ts`], outfile: `${OUT}/sync-server.mjs`, plugins: [externalInstalled(null)] });
  return { station: `${OUT}/station-host.mjs`, server: `${OUT}/sync-server.mjs` };
}

export interface Proc {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

export function startProcess(file: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, [file], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output, exited };
}

export async function kill(proc: Proc | null): Promise<void> {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill('SIGKILL');
  await proc.exited;
}

export async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000, everyMs = 20): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await Promise.resolve().then(check).catch(() => false)) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export async function httpUp(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
  return res.status < 500;
}

/**
 * A TCP proxy between the station and the server whose network can be cut: cut() destroys every
 * open connection; block(ms) also refuses new ones for a while.
 */
export class CuttableProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private blockedUntil = 0;
  cuts = 0;

  constructor(private readonly targetPort: number) {}

  async listen(): Promise<number> {
    this.server = createServer((client) => {
      if (Date.now() < this.blockedUntil) {
        client.destroy();
        return;
      }
      const upstream = connect(this.targetPort, '127.0.0.1');
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', () => r()));
    const address = this.server.address();
    return typeof address === 'object' && address ? address.port : 0;
  }

  cut(blockMs = 0): void {
    this.cuts++;
    this.blockedUntil = Date.now() + blockMs;
    for (const s of this.sockets) s.destroy();
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Proc {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

/** A TypeScript entry run by node through tsx, its output kept for failure messages. */
export function startTs(file: string, env: Record<string, string>, opts: { ownProcessGroup?: boolean } = {}): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', file], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: opts.ownProcessGroup ?? false });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 300) output.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output, exited };
}

export async function stop(proc: Proc | null, signal: NodeJS.Signals = 'SIGKILL'): Promise<number | null> {
  if (!proc) return null;
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return proc.child.exitCode;
  proc.child.kill(signal);
  return proc.exited;
}

export async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 60_000, everyMs = 100): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await Promise.resolve().then(check).catch(() => false)) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A server instance (tests/multi-instance/instance.ts) on a free port over DATABASE_URL, once /health answers. */
export async function startInstance(databaseUrl: string, env: Record<string, string> = {}): Promise<Proc & { url: string }> {
  const port = await freePort();
  const proc = startTs('tests/multi-instance/instance.ts', {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    // A dead instance's job is retried within seconds, not minutes.
    JOBS_MAINTENANCE_SECONDS: '1',
    SUMMARY_RENDER_TIMEOUT_SECONDS: '20',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => proc.child.exitCode !== null || (await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) })).ok, `instance on ${url}`);
  if (proc.child.exitCode !== null) throw new Error(`instance exited with ${proc.child.exitCode}: ${proc.output.join('')}`);
  return { ...proc, url };
}

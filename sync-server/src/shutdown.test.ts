import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const fixture = fileURLToPath(new URL('./test/shutdown-fixture.ts', import.meta.url));

/** A real process receiving a real SIGTERM. */
function startFixture(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const port = new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const m = /port (\d+)/.exec(output);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', () => reject(new Error(`fixture exited early: ${output}`)));
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  return { child, port, exited, output: () => output };
}

describe('shutdown (issue 14 item 8)', () => {
  it('SIGTERM lets the request in flight finish, refuses new connections, closes the app and exits 0', async () => {
    const server = startFixture({ SLOW_MS: '1500' });
    const port = await server.port;
    const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sentAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - sentAt).toBeLessThan(15_000);
    expect(server.output()).toContain('closed');
    await expect(fetch(`http://127.0.0.1:${port}/slow`)).rejects.toThrow();
  }, 30_000);

  it('exits (1) after the grace period when a request hangs', async () => {
    const server = startFixture({ SHUTDOWN_GRACE_MS: '1000' });
    const port = await server.port;
    void fetch(`http://127.0.0.1:${port}/hang`).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sentAt = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    expect(code).toBe(1);
    expect(at - sentAt).toBeGreaterThanOrEqual(900);
    expect(at - sentAt).toBeLessThan(10_000);
  }, 30_000);
});

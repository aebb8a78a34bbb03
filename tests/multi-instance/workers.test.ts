import { get, request } from 'node:http';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DEMO } from '../../sync-server/src/demo/demo-data';
import { freePort, startTs, stop, waitFor, type Proc } from './processes';

const ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** GET over a connection of its own (no keep-alive), so the cluster may hand each to another worker. */
function healthOnce(port: number): Promise<{ status: string; instance: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/health', agent: false }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve(JSON.parse(text) as { status: string; instance: string }));
    }).on('error', reject);
  });
}

const parentOf = (pid: number) => Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);

/** npm run server with WORKERS=2 over Postgres (node:cluster): issue 13 §2. */
describe('npm run server with WORKERS', () => {
  const names: string[] = [];
  const freshDatabase = async () => {
    const name = `t_workers_${randomBytes(4).toString('hex')}`;
    await admin(ADMIN_URL, (c) => c.query(`create database ${name}`));
    names.push(name);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return url;
  };
  const migrationsRanOnce = (url: URL) =>
    admin(url.toString(), async (c) => {
      const migrations = (await c.query('select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash')).rows as { n: number }[];
      expect(migrations.length).toBeGreaterThan(0);
      expect(migrations.every((m) => m.n === 1)).toBe(true);
    });
  let server: Proc | null = null;
  const others: Proc[] = [];
  afterAll(async () => {
    await Promise.all([server, ...others].map((p) => stop(p)));
    for (const name of names) await admin(ADMIN_URL, (c) => c.query(`drop database if exists ${name} with (force)`));
  });

  it('WORKERS=2: the primary migrates and seeds once, two worker processes serve the port, SIGTERM stops them all', { timeout: 120_000 }, async () => {
    const url = await freshDatabase();
    const port = await freePort();
    server = startTs('sync-server/src/server.ts', { DATABASE_URL: url.toString(), WORKERS: '2', PORT: String(port), HOST: '127.0.0.1', DEMO: '1' });
    await waitFor(() => server!.child.exitCode !== null || server!.output.join('').includes('2 workers'), 'two workers listening', 90_000);
    expect(server.child.exitCode, server.output.join('')).toBeNull();
    const primary = server.child.pid!;

    const seen = new Set<string>();
    for (let i = 0; i < 40 && seen.size < 2; i++) {
      const answer = await healthOnce(port);
      expect(answer.status).toBe('ok');
      seen.add(answer.instance);
    }
    const pids = [...seen].map((instance) => Number(instance.split('/').pop()));
    expect(pids).toHaveLength(2);
    for (const pid of pids) {
      expect(pid).not.toBe(primary);
      expect(parentOf(pid)).toBe(primary);
    }

    // Once: the demo provider (DEMO=1) and each migration, though two workers started.
    await admin(url.toString(), async (c) => {
      expect((await c.query('select count(*)::int as n from providers where name = $1', [DEMO.providerName])).rows[0].n).toBe(1);
    });
    await migrationsRanOnce(url);
    expect(server.output.join('').match(/demo provider/g)).toHaveLength(1);

    expect(await stop(server, 'SIGTERM')).toBe(0);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  });

  it('separate servers started together over one new database (compose replicas) migrate one after the other', { timeout: 120_000 }, async () => {
    const url = await freshDatabase();
    const ports = [await freePort(), await freePort()];
    others.push(...ports.map((port) => startTs('sync-server/src/server.ts', { DATABASE_URL: url.toString(), WORKERS: '1', PORT: String(port), HOST: '127.0.0.1' })));
    for (const [i, port] of ports.entries()) {
      await waitFor(async () => others[i]!.child.exitCode !== null || (await healthOnce(port)).status === 'ok', `server ${i + 1}`, 90_000);
      expect(others[i]!.child.exitCode, others[i]!.output.join('')).toBeNull();
    }
    await migrationsRanOnce(url);
  });

  it('Ctrl+C (SIGINT to the whole process group): every worker drains once and the server exits 0, not cut short by a second signal', { timeout: 120_000 }, async () => {
    const url = await freshDatabase();
    const port = await freePort();
    const group = startTs('sync-server/src/server.ts', { DATABASE_URL: url.toString(), WORKERS: '2', PORT: String(port), HOST: '127.0.0.1' }, { ownProcessGroup: true });
    others.push(group);
    await waitFor(() => group.child.exitCode !== null || group.output.join('').includes('2 workers'), 'two workers listening', 90_000);
    expect(group.child.exitCode, group.output.join('')).toBeNull();
    // A request in flight during the drain: its body arrives a second after the signal.
    const body = JSON.stringify({ Username: 'nobody', Password: 'wrong-password' });
    const answered = new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/authenticate', method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      req.write(body.slice(0, 5));
      setTimeout(() => process.kill(-group.child.pid!, 'SIGINT'), 300);
      setTimeout(() => req.end(body.slice(5)), 1300);
    });
    // Answered by the app (a refused login), not cut off.
    const status = await answered;
    expect(status >= 400 && status < 500, `status ${status}`).toBe(true);
    expect(await group.exited).toBe(0);
    expect(group.output.join('')).not.toMatch(/again: exiting now|still busy/);
  });
});

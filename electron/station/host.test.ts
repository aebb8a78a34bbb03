import { describe, expect, it, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import WebSocket from 'ws';
import { startHost } from './host';

describe('station host: the handler map over HTTP and WebSocket on 127.0.0.1', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'station-host-'));
  const dist = mkdtempSync(join(tmpdir(), 'pos-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>POS</title>');
  const host = await startHost({ dataDir: dir, staticDir: dist, log: () => undefined });
  afterAll(async () => {
    await host.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  });
  const rpc = (name: string, args: unknown, headers: Record<string, string> = {}) =>
    fetch(`${host.url}/rpc/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(args) });

  it('answers a handler with an RpcResult', async () => {
    const res = await rpc('status', {});
    const body = await res.json();
    expect(body).toMatchObject({ ok: true, data: { paired: false, online: false, pending: 0 } });
  });

  it('carries a refusal as data with its code, and an unknown handler as not found', async () => {
    expect(await (await rpc('shift-open', { openingBalance: [] })).json()).toEqual({ ok: false, error: { type: 'AppError', kind: 'unauthorized', code: 'not-logged-in', message: 'Log in first.' } });
    const unknown = await rpc('constructor', {});
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('unknown-handler');
    const bad = await fetch(`${host.url}/rpc/status`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect((await bad.json()).error.code).toBe('bad-json');
  });

  it('refuses pages of another origin and a foreign Host header', async () => {
    expect((await rpc('status', {}, { origin: 'https://evil.example' })).status).toBe(403);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: host.port, path: '/rpc/status', method: 'POST', headers: { host: 'evil.example', 'content-type': 'application/json' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end('{}');
    });
    expect(status).toBe(403);
  });

  it('serves the POS build and pushes station events on /events', async () => {
    const page = await fetch(`${host.url}/`);
    expect(await page.text()).toContain('<title>POS</title>');
    const ws = new WebSocket(`${host.url.replace('http', 'ws')}/events`);
    await new Promise((r) => ws.once('open', r));
    const got = new Promise<unknown>((r) => ws.once('message', (data) => r(JSON.parse(String(data)))));
    await rpc('settings-save', { language: 'en-US' });
    expect(await got).toEqual({ type: 'status' });
    ws.close();
  });
});

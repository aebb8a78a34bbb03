import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from './processes';

/**
 * deploy/compose.yaml (issue 13 §2, the N-server layout) against the compose specification's
 * essentials, and against docs/deploy.md: the same variables, and every variable the server reads.
 */
type Service = {
  image?: string;
  build?: string | { context: string; dockerfile?: string };
  environment?: Record<string, string | number> | string[];
  ports?: (string | number)[];
  expose?: (string | number)[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  volumes?: string[];
  healthcheck?: { test: string[] | string };
  deploy?: { replicas?: number };
  [key: string]: unknown;
};

const composePath = join(ROOT, 'deploy/compose.yaml');
const compose = parse(readFileSync(composePath, 'utf8')) as { services: Record<string, Service>; volumes?: Record<string, unknown>; [key: string]: unknown };
const services = compose.services;
const docs = readFileSync(join(ROOT, 'docs/deploy.md'), 'utf8');

/** The settings table of docs/deploy.md: variable -> whether compose sets it. */
const documented = new Map<string, boolean>(
  [...docs.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|.*\| (yes|no[^|]*) \|$/gm)].map((m) => [m[1]!, m[2] === 'yes']),
);

const environmentOf = (service: Service): Record<string, string> => {
  const env = service.environment ?? {};
  if (Array.isArray(env)) return Object.fromEntries(env.map((e) => [e.split('=')[0]!, e.slice(e.indexOf('=') + 1)]));
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)]));
};

/** Every environment variable named in the server's code (sync-server, shared, printers; tests aside). */
function variablesInCode(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (entry !== 'node_modules' && entry !== 'test') walk(path);
      } else if (/\.ts$/.test(entry) && !/\.test\.ts$|fixtures|test-support/.test(entry)) {
        const text = readFileSync(path, 'utf8');
        if (!/\benv\b/.test(text)) continue;
        for (const m of text.matchAll(/env\.([A-Z][A-Z0-9_]+)|env\[['"]([A-Z][A-Z0-9_]+)['"]\]|'([A-Z][A-Z0-9]*_[A-Z0-9_]+)'/g)) names.add((m[1] ?? m[2] ?? m[3])!);
      }
    }
  };
  for (const dir of ['sync-server/src', 'shared/src', 'printers/src']) walk(join(ROOT, dir));
  return names;
}

describe('deploy/compose.yaml', () => {
  it('has the compose specification\'s essentials: services with an image or a build, environment, ports, depends_on on known services, declared volumes', () => {
    expect(Object.keys(compose).filter((k) => !['name', 'services', 'volumes', 'networks', 'configs', 'secrets'].includes(k) && !k.startsWith('x-'))).toEqual([]);
    expect(Object.keys(services).sort()).toEqual(['balancer', 'postgres', 'server']);
    for (const [name, service] of Object.entries(services)) {
      expect(Boolean(service.image) || Boolean(service.build), `${name}: image or build`).toBe(true);
      if (service.image) expect(service.image, name).toMatch(/^[a-z0-9./-]+(:[\w.-]+)?$/);
      if (service.build) {
        const build = typeof service.build === 'string' ? { context: service.build } : service.build;
        const context = resolve(dirname(composePath), build.context);
        expect(existsSync(join(context, build.dockerfile ?? 'Dockerfile')), `${name}: its Dockerfile`).toBe(true);
      }
      for (const port of [...(service.ports ?? []), ...(service.expose ?? [])]) expect(String(port), `${name}: port`).toMatch(/^(\d+:)?\d+$/);
      const dependsOn = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
      for (const other of dependsOn) expect(Object.keys(services), `${name} depends on ${other}`).toContain(other);
      if (service.depends_on && !Array.isArray(service.depends_on)) {
        for (const d of Object.values(service.depends_on)) expect(['service_started', 'service_healthy', 'service_completed_successfully']).toContain(d.condition);
      }
      for (const volume of service.volumes ?? []) {
        const [source] = volume.split(':');
        if (source!.startsWith('.') || source!.startsWith('/')) expect(existsSync(resolve(dirname(composePath), source!)), `${name}: ${source}`).toBe(true);
        else expect(Object.keys(compose.volumes ?? {}), `${name}: volume ${source}`).toContain(source);
      }
      if (service.healthcheck) expect(['CMD', 'CMD-SHELL']).toContain(Array.isArray(service.healthcheck.test) ? service.healthcheck.test[0] : 'CMD-SHELL');
      for (const value of Object.values(environmentOf(service))) expect(typeof value).toBe('string');
    }
  });

  it('is the N-server layout: several server replicas on Postgres, reached only through the balancer, which proxies to them', () => {
    const server = services.server!;
    const env = environmentOf(server);
    expect(server.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(server.ports ?? []).toEqual([]);
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    expect(env.NODE_ENV).toBe('production');
    expect(env.HOST).toBe('0.0.0.0');
    expect(Object.keys(server.depends_on ?? {})).toContain('postgres');
    const balancer = services.balancer!;
    expect(balancer.ports).toEqual(['80:80']);
    const mount = balancer.volumes!.find((v) => v.includes('nginx'))!;
    const config = readFileSync(resolve(dirname(composePath), mount.split(':')[0]!), 'utf8');
    expect(config).toContain(`server server:${env.PORT}`);
    expect(config).toMatch(/proxy_pass http:\/\/pos_servers;/);
    expect(config).toMatch(/X-Forwarded-For/);
    expect(env.TRUST_PROXY).toBeTruthy();
  });

  it('sets exactly the variables docs/deploy.md marks for it, and the docs name every variable the server reads', () => {
    const env = environmentOf(services.server!);
    expect(documented.size).toBeGreaterThan(20);
    expect(Object.keys(env).sort()).toEqual([...documented].filter(([, inCompose]) => inCompose).map(([name]) => name).sort());
    const undocumented = [...variablesInCode()].filter((name) => !documented.has(name) && name !== 'TEST_PG_URL');
    expect(undocumented).toEqual([]);
  });
});

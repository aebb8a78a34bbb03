import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
}

/** PORT (default 8080), HOST (default 127.0.0.1), DATABASE_URL (optional: PGlite in DATA_DIR otherwise). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data/pglite'),
  };
}

/** What the server's defences are set to (SECURITY.md explains each). */
export interface SecurityConfig {
  /** NODE_ENV=production: Secure cookies, HSTS, no links in the log, secrets required. */
  production: boolean;
  /**
   * TRUST_PROXY: whether X-Forwarded-For/-Proto/-Host are believed (Fastify trustProxy): `true`,
   * a hop count, or a comma list of proxy addresses or CIDRs. Unset: not believed, the address is the
   * socket's (a client could otherwise pick any address and escape every per-address limit).
   */
  trustProxy: boolean | number | string[];
  /**
   * RATE_LIMIT_MAX requests per address (an IPv6 /64 counts as one) per RATE_LIMIT_WINDOW_MS on /api
   * and /sync; this machine's own calls (loopback) only with RATE_LIMIT_LOOPBACK=1.
   */
  rateLimit: { max: number; windowMs: number; limitLoopback: boolean };
}

/** Requests per minute per address: 50 a second, far above what a shop's stations and staff behind one address send. */
export const DEFAULT_RATE_LIMIT = { max: 3000, windowMs: 60_000 } as const;

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number (got "${text}")`);
  return n;
}

export function parseTrustProxy(text: string | undefined): SecurityConfig['trustProxy'] {
  const value = text?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Reads the security settings and refuses to start a production server without the secrets it
 * needs: COUPON_SECRET_KEY encrypts the coupon systems' passwords at rest (without it a key known to
 * everybody who has the source would be used).
 */
export function readSecurityConfig(env: NodeJS.ProcessEnv = process.env): SecurityConfig {
  const production = env.NODE_ENV === 'production';
  if (production && !env.COUPON_SECRET_KEY?.trim()) {
    throw new Error('Refusing to start: COUPON_SECRET_KEY is not set (NODE_ENV=production). Set it to a long random string; it encrypts the coupon systems’ passwords.');
  }
  return {
    production,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimit: { max: positiveInt(env, 'RATE_LIMIT_MAX', DEFAULT_RATE_LIMIT.max), windowMs: positiveInt(env, 'RATE_LIMIT_WINDOW_MS', DEFAULT_RATE_LIMIT.windowMs),
      limitLoopback: env.RATE_LIMIT_LOOPBACK === '1',
    },
  };
}

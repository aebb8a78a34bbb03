/**
 * The allocation service's client secret at rest: AES-256-GCM under a key from
 * ACCOUNTING_SECRET_KEY (any string, hashed to 32 bytes), the same scheme as the coupon systems'
 * passwords (coupons/external/secret.ts). Outside production a fixed development key is used; in
 * production the key must be set (a secret is never stored under the development key there).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const DEVELOPMENT_KEY = 'pos-development-accounting-secret';

function keyOf(env: Record<string, string | undefined>): Buffer {
  const configured = env.ACCOUNTING_SECRET_KEY;
  if (!configured && env.NODE_ENV === 'production') throw new Error('ACCOUNTING_SECRET_KEY must be set in production to store the allocation service secret');
  return createHash('sha256')
    .update(configured ?? DEVELOPMENT_KEY)
    .digest();
}

export function encryptSecret(plain: string, env: Record<string, string | undefined> = process.env): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(env), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
}

export function decryptSecret(stored: string, env: Record<string, string | undefined> = process.env): string {
  if (stored === '') return '';
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(env), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}

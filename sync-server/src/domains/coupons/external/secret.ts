/**
 * Coupon-system passwords at rest: AES-256-GCM under a key from COUPON_SECRET_KEY (any string,
 * hashed to 32 bytes). Without it a fixed development key is used, which is fine for the demo and
 * tests and must be set in production.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const keyOf = (env: NodeJS.ProcessEnv = process.env) => createHash('sha256').update(env.COUPON_SECRET_KEY ?? 'pos-development-coupon-secret').digest();

export function encryptSecret(plain: string, env?: NodeJS.ProcessEnv): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(env), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
}

export function decryptSecret(stored: string, env?: NodeJS.ProcessEnv): string {
  if (stored === '') return '';
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(env), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}

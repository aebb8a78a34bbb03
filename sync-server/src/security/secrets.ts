import { hash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * Passwords and manager codes are stored as argon2id hashes. Tests may lower the cost with
 * ARGON2_LOW_COST=1 (still argon2id, fewer rounds), never production.
 */
const lowCost = process.env.ARGON2_LOW_COST === '1';
const options: argon2.HashOptions & { raw?: false } = lowCost ? { type: argon2.argon2id, memoryCost: 1024, timeCost: 2, parallelism: 1 } : { type: argon2.argon2id };

export function hashSecret(plain: string): Promise<string> {
  return argon2.hash(plain, options);
}

export async function verifySecret(hash: string | null | undefined, plain: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/** A random token for cookies, reset links and pairing; only its sha256 is stored. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** One-shot (crypto.hash): every request hashes its session cookie, and a Hash object per call cost more than the digest. */
export function sha256(text: string): string {
  return hash('sha256', text, 'hex');
}

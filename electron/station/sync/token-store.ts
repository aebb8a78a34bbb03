import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { StationDb } from '../db/open';
import { getSetting, setSetting } from '../settings/settings-store';

/**
 * The station's bearer token is its credential with the server: it is kept sealed in the station
 * database, never in clear. In Electron the OS keeps the key (safeStorage: DPAPI, Keychain,
 * libsecret); in browser mode a 0600 key file outside the database (the data folder's parent, or
 * STATION_KEY_FILE), so a copy of station.db alone does not give the token away.
 */
export interface TokenSealer {
  readonly kind: string;
  seal(plain: string): string;
  open(sealed: string): string;
}

const PREFIX = 'sealed:';

/** STATION_KEY_FILE, else station-token.key beside the station's data folder (not inside it). */
export function keyFilePath(dataDir: string, env: Record<string, string | undefined> = process.env): string {
  return env.STATION_KEY_FILE?.trim() || join(dirname(resolve(dataDir)), 'station-token.key');
}

/** The key file's 32 bytes, made once (atomically: written aside, then linked into place) with mode 0600. */
function loadKey(path: string): Buffer {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(aside, randomBytes(32).toString('base64'), { mode: 0o600 });
    try {
      linkSync(aside, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(aside);
    }
  }
  if ((statSync(path).mode & 0o077) !== 0 && process.platform !== 'win32') chmodSync(path, 0o600);
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`The station key file ${path} is not a key (32 bytes, base64).`);
  return key;
}

function sealWith(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `k1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

function openWith(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed.slice(3), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** AES-256-GCM under the key file's key. */
export function keyFileSealer(path: string): TokenSealer {
  let key: Buffer | null = null;
  const keyOf = () => (key ??= loadKey(path));
  return {
    kind: 'key-file',
    seal: (plain) => sealWith(keyOf(), plain),
    open(sealed) {
      if (!sealed.startsWith('k1:')) throw new Error('The station token was sealed another way (safeStorage); start the station as it was paired.');
      return openWith(keyOf(), sealed);
    },
  };
}

/** A key of this process only: for an in-memory station database, which dies with the process anyway. */
export function memorySealer(): TokenSealer {
  const key = randomBytes(32);
  return { kind: 'memory', seal: (plain) => sealWith(key, plain), open: (sealed) => openWith(key, sealed) };
}

/** Electron's safeStorage (the OS keeps the key); pass electron's `safeStorage`. */
export function safeStorageSealer(safeStorage: { encryptString(plain: string): Buffer; decryptString(sealed: Buffer): string }): TokenSealer {
  return {
    kind: 'safe-storage',
    seal: (plain) => `ss:${safeStorage.encryptString(plain).toString('base64')}`,
    open(sealed) {
      if (!sealed.startsWith('ss:')) throw new Error('The station token was sealed another way (a key file); start the station as it was paired.');
      return safeStorage.decryptString(Buffer.from(sealed.slice(3), 'base64'));
    },
  };
}

/** The token in clear, or undefined before pairing; a token kept in clear by an older build is sealed now. */
export function readToken(db: StationDb, sealer: TokenSealer): string | undefined {
  const stored = getSetting(db, 'token');
  if (stored === undefined) return undefined;
  if (!stored.startsWith(PREFIX)) {
    writeToken(db, sealer, stored);
    return stored;
  }
  return sealer.open(stored.slice(PREFIX.length));
}

export function writeToken(db: StationDb, sealer: TokenSealer, token: string): void {
  setSetting(db, 'token', `${PREFIX}${sealer.seal(token)}`);
}

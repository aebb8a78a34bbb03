import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';

/**
 * Where file bytes live, by key (`providers/<id>/<uuid>/<variant>`). The database holds what a file
 * is; this holds its bytes. Local disk is the default; any other store (an S3-compatible bucket for
 * several servers) implements the same three calls.
 */
export interface FileStorage {
  put(key: string, body: Buffer | Readable): Promise<void>;
  /** The object's bytes and size, or null when there is none. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Removes the object and every object under `${key}/`. */
  remove(key: string): Promise<void>;
  /** Lets go of connections when the server stops (a bucket's client); local disk has none. */
  close?(): void;
}

const KEY = /^[a-z0-9][a-z0-9._/-]*$/;

/** Keys are made by the server, never taken from a request; still refused when they could leave the folder. */
export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) throw new Error(`bad storage key ${key}`);
  return key;
}

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return join(this.root, ...checkedKey(key).split('/'));
  }

  /** Written to a temporary name first, then renamed: a reader never sees half a file. */
  async put(key: string, body: Buffer | Readable): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${randomUUID()}.part`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(temp, body);
      else await pipeline(body, createWriteStream(temp));
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<{ body: Readable; size: number } | null> {
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { body: createReadStream(path), size: info.size };
  }

  async remove(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (!path.startsWith(this.root + sep)) throw new Error(`bad storage key ${key}`);
    await rm(path, { recursive: true, force: true });
  }
}

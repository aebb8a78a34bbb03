import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type Database from 'better-sqlite3';
import type { ProductRow } from '@pos/shared/sync/streams';

/**
 * The station's cache of product tiles (the POS tile's thumbnail): one WebP file per picture, named
 * by its hash, in `thumbnails/` beside the station's database. A product row keeps only the name.
 */
export function thumbnailDir(sqlite: Database.Database): string {
  const file = sqlite.name;
  return file && file !== ':memory:' ? join(dirname(file), 'thumbnails') : join(tmpdir(), `pos-station-thumbnails-${process.pid}`);
}

const FILE = /^[0-9a-f]{40}\.webp$/;

/** Writes the row's tile into the cache (once per picture) and answers the row as the replica keeps it. */
export function keepThumbnail(sqlite: Database.Database, row: ProductRow): ProductRow {
  const { thumbnail, ...rest } = row;
  if (!thumbnail) return { ...rest, thumbnailFile: null };
  const bytes = Buffer.from(thumbnail, 'base64');
  const name = `${createHash('sha1').update(bytes).digest('hex')}.webp`;
  const dir = thumbnailDir(sqlite);
  const path = join(dir, name);
  if (!existsSync(path)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${path}.part`, bytes);
    renameSync(`${path}.part`, path);
  }
  return { ...rest, thumbnailFile: name };
}

const loaded = new Map<string, string>();

/** The cached tile as a data URL for the POS (small: a few kilobytes), or null when there is none. */
export function thumbnailUrl(sqlite: Database.Database, row: ProductRow): string | null {
  const name = row.thumbnailFile;
  if (!name || !FILE.test(name)) return null;
  const path = join(thumbnailDir(sqlite), name);
  let url = loaded.get(path);
  if (url === undefined) {
    try {
      url = `data:image/webp;base64,${readFileSync(path).toString('base64')}`;
    } catch {
      return null;
    }
    if (loaded.size > 500) loaded.clear();
    loaded.set(path, url);
  }
  return url;
}

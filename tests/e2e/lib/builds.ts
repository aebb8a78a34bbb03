import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBackoffice } from '../../../renderer/backoffice/build';
import { buildPos } from '../../../renderer/pos/build';

/**
 * One Vite build of the back office and one of the POS shared by every e2e test file of a run.
 *
 * Each e2e file used to build its own copy (a minute of a 2-core machine each, most of CI's time).
 * A build is kept under node_modules/.cache/e2e-builds, named by a hash of everything it is made
 * from (the renderer, shared and electron sources, the Vite configs, the lockfile): a file that
 * asks for it while the sources are unchanged gets the same folder, one that asks after a change
 * gets a fresh build. Test files run in parallel processes, so the first one to ask builds under
 * a lock folder (mkdir is atomic) into a temporary folder and renames it into place; the others
 * wait for the folder to appear. The built folders are only read (served statically).
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CACHE = join(ROOT, 'node_modules', '.cache', 'e2e-builds');
const SOURCES = ['renderer', 'shared/src', 'electron', 'printers/src', 'package-lock.json'];
const SKIP = new Set(['node_modules', 'dist', '.data', 'out']);
const WAIT_MS = 10 * 60_000;
const KEEP_MS = 24 * 3_600_000;

function hashSources(): string {
  const hash = createHash('sha256');
  const walk = (path: string): void => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!SKIP.has(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx')) walk(join(path, name));
      return;
    }
    hash.update(relative(ROOT, path)).update('\0').update(readFileSync(path)).update('\0');
  };
  for (const source of SOURCES) walk(join(ROOT, source));
  return hash.digest('hex').slice(0, 16);
}

/** Removes builds of other sources older than a day, so a developer's cache does not grow for ever. */
function pruneOld(keep: string): void {
  for (const name of readdirSync(CACHE)) {
    const path = join(CACHE, name);
    if (name === keep || name.endsWith('.lock')) continue;
    if (Date.now() - statSync(path).mtimeMs > KEEP_MS) rmSync(path, { recursive: true, force: true });
  }
}

async function sharedBuild(kind: string, build: (outDir: string) => Promise<unknown>): Promise<string> {
  mkdirSync(CACHE, { recursive: true });
  const name = `${kind}-${hashSources()}`;
  const dir = join(CACHE, name);
  const lock = `${dir}.lock`;
  const started = Date.now();
  for (;;) {
    if (existsSync(join(dir, 'index.html'))) return dir;
    try {
      mkdirSync(lock);
    } catch {
      // Another test file is building it; a lock older than the wait is left by a killed run.
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > WAIT_MS) rmSync(lock, { recursive: true, force: true });
      if (Date.now() - started > WAIT_MS) throw new Error(`waited ${WAIT_MS} ms for the ${kind} build in ${dir}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      if (existsSync(join(dir, 'index.html'))) return dir;
      const tmp = `${dir}.tmp-${process.pid}`;
      await build(tmp);
      rmSync(dir, { recursive: true, force: true });
      renameSync(tmp, dir);
      pruneOld(name);
      return dir;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** The back office built once for the run's sources (see above). */
export function backofficeBuild(): Promise<string> {
  return sharedBuild('backoffice', (outDir) => buildBackoffice({ outDir, quiet: true }));
}

/** The cashier app built once for the run's sources (see above). */
export function posBuild(): Promise<string> {
  return sharedBuild('pos', (outDir) => buildPos({ outDir, quiet: true }));
}

import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { electronBinary, fetchElectronBinary } from '../../scripts/start-station';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Issue 13 §1: the README's two commands work on a machine that cannot download Electron's binary. */
describe('a fresh machine', () => {
  it("denies electron's install script, so npm ci does not need its download host", () => {
    const pkg = JSON.parse(read('package.json')) as { allowScripts?: Record<string, boolean> };
    expect(pkg.allowScripts?.electron).toBe(false);
  });

  it('README starts with the two commands and .ci/run runs them as written, without ELECTRON_SKIP_BINARY_DOWNLOAD', () => {
    const readme = read('README.md');
    const firstBlock = readme.slice(readme.indexOf('```sh'), readme.indexOf('```', readme.indexOf('```sh') + 5));
    expect(firstBlock).toMatch(/^npm ci && npm start\b/m);
    expect(firstBlock).toMatch(/^npm ci && npm test\b/m);
    const ci = read('.ci/run');
    expect(ci).not.toMatch(/ELECTRON_SKIP_BINARY_DOWNLOAD/);
    expect(ci).toMatch(/^npm ci\b/m);
    expect(ci).toMatch(/^npm test$/m);
  });

  it('npm start falls back to browser mode with the reason when the download fails', () => {
    if ('path' in electronBinary()) return; // a machine that has the binary has nothing to fall back from
    const dir = mkdtempSync(join(tmpdir(), 'electron-install-'));
    try {
      const failing = join(dir, 'install.js');
      writeFileSync(failing, "console.error('RequestError: getaddrinfo ENOTFOUND downloads.example'); process.exit(1);\n");
      const lines: string[] = [];
      const previous = process.env.ELECTRON_SKIP_BINARY_DOWNLOAD;
      delete process.env.ELECTRON_SKIP_BINARY_DOWNLOAD;
      try {
        const result = fetchElectronBinary((line) => lines.push(line), failing);
        expect(result).toEqual({ reason: "Electron's binary could not be downloaded (RequestError: getaddrinfo ENOTFOUND downloads.example)" });
        expect(lines).toEqual(["Fetching Electron's binary ..."]);
      } finally {
        if (previous !== undefined) process.env.ELECTRON_SKIP_BINARY_DOWNLOAD = previous;
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('ELECTRON_SKIP_BINARY_DOWNLOAD skips the attempt and says so', () => {
    if ('path' in electronBinary()) return;
    const previous = process.env.ELECTRON_SKIP_BINARY_DOWNLOAD;
    process.env.ELECTRON_SKIP_BINARY_DOWNLOAD = '1';
    try {
      const lines: string[] = [];
      expect(fetchElectronBinary((line) => lines.push(line))).toEqual({ reason: expect.stringContaining('ELECTRON_SKIP_BINARY_DOWNLOAD') });
      expect(lines).toEqual([]);
    } finally {
      if (previous === undefined) delete process.env.ELECTRON_SKIP_BINARY_DOWNLOAD;
      else process.env.ELECTRON_SKIP_BINARY_DOWNLOAD = previous;
    }
  });
});

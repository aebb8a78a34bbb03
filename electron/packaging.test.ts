import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const config = parse(readFileSync(fileURLToPath(new URL('../electron-builder.yml', import.meta.url)), 'utf8')) as Record<string, unknown>;

describe('the packaged desktop app', () => {
  it('flips the Electron fuses: no run-as-Node, NODE_OPTIONS or --inspect; app only from an integrity-checked asar; cookies encrypted', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
    expect(config.asar).toBe(true);
  });
});

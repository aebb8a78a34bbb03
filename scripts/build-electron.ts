/**
 * Builds the desktop app into out/electron, the app directory electron-builder packages
 * (electron-builder.yml, "two package.json structure"):
 *   out/electron/main.js       the shell and the station core, one ES module (electron and better-sqlite3 external)
 *   out/electron/preload.cjs   the preload, one CommonJS file (a sandboxed preload cannot import)
 *   out/electron/pos/          the cashier app (Vite build)
 *   out/electron/station/drizzle/  the station database's migrations (main.ts finds them beside itself)
 *   out/electron/package.json  name, version, main, and the native modules (better-sqlite3, argon2) as its
 *                              only dependencies, at the versions installed in the workspace
 * Then, on a machine that can download the Electron binary and the modules (electron-builder.yml):
 *   npm install --omit=dev --prefix out/electron
 *   npx electron-builder --config electron-builder.yml --linux --win
 */
import { build } from 'vite';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPos } from '../renderer/pos/build';

const root = fileURLToPath(new URL('..', import.meta.url));
export const ELECTRON_APP_DIR = join(root, 'out', 'electron');
/**
 * Native at run time: never bundled, installed in the app directory. better-sqlite3 is rebuilt for
 * Electron by electron-builder; argon2 (offline password checks) is N-API with prebuilds, the same
 * binary under Node and Electron.
 */
const NATIVE = ['better-sqlite3', 'argon2'];

async function bundle(entry: string, fileName: string, format: 'es' | 'cjs'): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { conditions: ['node'] },
    build: {
      outDir: ELECTRON_APP_DIR,
      emptyOutDir: false,
      ssr: true,
      target: 'node22',
      minify: false,
      sourcemap: true,
      rolldownOptions: {
        input: { [fileName]: join(root, entry) },
        external: ['electron', ...NATIVE],
        output: { format, entryFileNames: fileName, codeSplitting: false },
      },
    },
    ssr: { noExternal: true, external: ['electron', ...NATIVE] },
  });
}

export async function buildElectron(): Promise<string> {
  await rm(ELECTRON_APP_DIR, { recursive: true, force: true });
  await mkdir(ELECTRON_APP_DIR, { recursive: true });
  await buildPos({ outDir: join(ELECTRON_APP_DIR, 'pos'), quiet: true });
  await bundle('electron/main.ts', 'main.js', 'es');
  await bundle('electron/preload.ts', 'preload.cjs', 'cjs');
  await cp(join(root, 'electron', 'station', 'drizzle'), join(ELECTRON_APP_DIR, 'station', 'drizzle'), { recursive: true });

  const rootPackage = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string; description: string };
  const require = createRequire(join(root, 'electron', 'package.json'));
  const installedVersion = async (name: string) => (JSON.parse(await readFile(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
  const appPackage = {
    name: 'ticket-window-pos',
    productName: 'Ticket Window POS',
    version: rootPackage.version,
    description: rootPackage.description,
    author: 'Ticket Window',
    type: 'module',
    main: 'main.js',
    dependencies: Object.fromEntries(await Promise.all(NATIVE.map(async (name) => [name, await installedVersion(name)]))),
  };
  await writeFile(join(ELECTRON_APP_DIR, 'package.json'), `${JSON.stringify(appPackage, null, 2)}\n`);

  return ELECTRON_APP_DIR;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = await buildElectron();
  console.log(`Built the desktop app into ${dir}.`);
  console.log('Package it where the Electron binary and the modules can be downloaded:');
  console.log('  npm install --omit=dev --prefix out/electron');
  console.log('  npx electron-builder --config electron-builder.yml --linux --win');
}

import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** Builds the camera test page the way the POS is built (relative base, React), into outDir. */
export async function buildCameraPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: fileURLToPath(new URL('.', import.meta.url)),
    base: './',
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 3000 },
  });
}

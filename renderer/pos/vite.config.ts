import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The cashier app. Relative base: the same build loads from app://pos/ in Electron and from the
 * station host's / in a browser. One chunk: a till should not wait on lazy loads.
 */
export default defineConfig({
  root,
  base: './',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 1500 },
  server: { port: 5174 },
});

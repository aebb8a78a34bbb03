import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The back office is a single-page app served by the sync server at /. Scripts and styles go to
 * js/ and css/ under the site root (002 §7.1, R-CLIENT-10); screens past login are lazy chunks so
 * the login page loads little. `npm run dev` style use: vite --config renderer/backoffice/vite.config.ts
 * proxies /api to a local sync server.
 */
export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        entryFileNames: 'js/[name]-[hash].js',
        chunkFileNames: 'js/[name]-[hash].js',
        assetFileNames: (asset) => (asset.names.some((n) => n.endsWith('.css')) ? 'css/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]'),
      },
    },
  },
  server: { proxy: { '/api': process.env.API_URL ?? 'http://127.0.0.1:8080' } },
});

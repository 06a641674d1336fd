import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress';

/**
 * The browser's client (dist/web) and, with `--ssr ssr/render-page.tsx`, the module the server renders
 * the store's pages with (dist/ssr): the same pages, its packages left to Node's own imports.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  publicDir: isSsrBuild ? false : undefined,
  build: {
    outDir: isSsrBuild ? '../../dist/ssr' : '../../dist/web',
    emptyOutDir: true,
    // The benchmark reads it to weigh what the storefront's home page loads.
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 900,
  },
  server: {
    proxy: { '^/(?!src/|@|node_modules/).*\\.(?!tsx?$)': 'http://localhost:3000' },
  },
}));

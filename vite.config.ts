import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress';

export default defineConfig({
  root: 'src/web',
  plugins: [react(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // The benchmark reads it to weigh what the storefront's home page loads.
    manifest: true,
    chunkSizeWarningLimit: 900,
  },
  server: {
    proxy: { '^/(?!src/|@|node_modules/).*\\.(?!tsx?$)': 'http://localhost:3000' },
  },
});

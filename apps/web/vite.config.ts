import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.OFFICINA_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // precompress: .br and .gz beside each text file, sent as they are by the server (plugins/web.ts).
  plugins: [react(), precompress()],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    // bench/bundle.ts reads the manifest to find the JS each route needs.
    manifest: true,
    sourcemap: false,
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});

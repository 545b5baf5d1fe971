import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { bootShell } from './build/boot-shell.ts';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.OFFICINA_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // precompress: .br and .gz beside each text file, sent as they are by the server (plugins/web.ts).
  // bootShell: the signed-in preload script of index.html; fails the build if MUI reaches /login.
  plugins: [react(), bootShell(), precompress()],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    // bench/bundle.ts reads the manifest to find the JS each route needs.
    manifest: true,
    sourcemap: false,
    // Fewer, larger chunks for the signed-in pages: React and React Router in one chunk, MUI's core,
    // its icons and styling engine in another. Left to itself the bundler cut them into some 150
    // files of 1–3 KB, and a page's first load asked for over 160 of them: round trips that a
    // phone on a slow network (Lighthouse's mobile preset) or HTTP/1.1's six connections pay one by
    // one. The public entry must stay MUI-free: app/entry-imports.test.ts checks its sources, not
    // these groups, so a package listed under 'mui' that the entry imports would pull the whole MUI
    // chunk into /login — `node bench/bundle.ts` shows the /login JS after a change here.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|icons-material)|@emotion|react-transition-group|@popperjs|stylis|react-is|prop-types|hoist-non-react-statics)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // The slowest tests take 1.5 s here, four files at a time on two cores; some VMs run 3× slower
    // than others, which would bring them near Vitest's default 5 s.
    testTimeout: 15_000,
  },
});

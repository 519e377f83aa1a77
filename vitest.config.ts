import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pathAliases } from './vite.config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: pathAliases },
  // The service worker's per-build id (vite.config.ts), fixed for its unit tests.
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    include: ['{app,server,shared,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

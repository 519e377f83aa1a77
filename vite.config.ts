import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const outDir = fromRoot('./dist/app');
/** The import aliases of tsconfig.base.json's `paths`, for Vite and Vitest (tsx and Playwright read tsconfig). */
export const pathAliases = {
  '@app': fromRoot('./app'),
  '@server': fromRoot('./server'),
  '@shared': fromRoot('./shared'),
  '@test-support': fromRoot('./test-support'),
};

/** Writes a .br and a .gz beside each text file, for @fastify/static's preCompressed serving. */
function precompress(): Plugin {
  return {
    name: 'cakeday-precompress',
    apply: 'build',
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|html|svg|txt|json|webmanifest)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Writes the list of every file under /assets/ into sw.js (its `__APP_ASSETS__`), so the service
 * worker can keep the whole app for offline use (app/sw.ts).
 */
function serviceWorkerAssets(): Plugin {
  return {
    name: 'cakeday-sw-assets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sw = bundle['sw.js'];
      if (sw?.type !== 'chunk') return;
      const assets = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && !file.endsWith('.map'))
        .map((file) => `/${file}`)
        .sort();
      sw.code = sw.code.replaceAll('__APP_ASSETS__', JSON.stringify(assets));
    },
  };
}

export default defineConfig({
  root: 'app',
  publicDir: 'public',
  resolve: { alias: pathAliases },
  plugins: [react(), tailwindcss(), serviceWorkerAssets(), precompress()],
  // Makes every build's sw.js differ, so installed apps pick up a new deploy (app/sw.ts).
  define: { __BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: { main: fromRoot('./app/index.html'), sw: fromRoot('./app/sw.ts') },
      output: {
        // A service worker keeps its URL for life (its scope and updates hang on it): no hash.
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
        // Libraries the landing page must not download, each in a chunk named for it
        // (e2e/serving/serving.spec.ts checks the landing page fetches none of them). A group takes
        // its modules' dependencies along: React has its own, so it stays with the first page.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 },
            { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/ },
            { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'webauthn', test: /node_modules[\\/]@simplewebauthn[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } } },
});

import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  root: 'app',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  // Makes every build's sw.js differ, so installed apps pick up a new deploy (app/sw.ts).
  define: { __BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
  build: {
    outDir: '../dist/app',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: { main: fromRoot('./app/index.html'), sw: fromRoot('./app/sw.ts') },
      output: {
        // A service worker keeps its URL for life (its scope and updates hang on it): no hash.
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  server: { proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } } },
});

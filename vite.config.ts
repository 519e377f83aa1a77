import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'app',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: { outDir: '../dist/app', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } } },
});

// `npm run dev`: the API with reload on change, and Vite's dev server (proxying /api) at :5173.
import { spawn } from 'node:child_process';

const children = [
  // Writes are accepted from PUBLIC_URL only, and in development the app is Vite's page.
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);

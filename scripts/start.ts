// `npm start`: build the web app in a child process when it is missing or older than its
// sources, then serve. The serving process never loads Vite (about 130 MiB it would keep).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/app/index.html');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!entry.name.includes('.test.')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const sources = Math.max(newestMtime(path.join(root, 'app')), newestMtime(path.join(root, 'shared')));
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  process.stdout.write('Building the web app…\n');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const { status } = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}
const { runServer } = await import('@server/run-server');
await runServer();

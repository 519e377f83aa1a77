// `npm start`: build the web app when it is missing or older than its sources, then serve.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

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
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}
await import('../server/main');

// Loaded before a process under test (`--import`): when the process exits, it prints which of the
// web server's packages it had loaded (Fastify and its plugins are CommonJS, so Node's module
// cache lists them however they were imported).
import { createRequire } from 'node:module';

const cache = createRequire(import.meta.url).cache;
process.on('exit', () => {
  const web = new Set(
    Object.keys(cache).flatMap((file) => /\/node_modules\/(fastify|@fastify\/[^/]+)\//.exec(file)?.[1] ?? []),
  );
  process.stdout.write(`web packages loaded: ${[...web].sort().join(', ') || 'none'}\n`);
});

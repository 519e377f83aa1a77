import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGliteOptions } from '@electric-sql/pglite';

// PGlite serves one process with one connection: PostgreSQL's defaults (128 MB of shared buffers,
// 100 connection slots) only hold memory. These keep an idle server at about 225 MiB, not 366.
export const PGLITE_OPTIONS = {
  postgresqlconf: ['shared_buffers = 16MB', 'max_connections = 10'],
} satisfies PGliteOptions;

const root = path.resolve(import.meta.dirname, '..', '..');
export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

/** Changes with any migration: a template migrated by an older set is never loaded. */
export function migrationsHash() {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER)
    .filter((n) => n.endsWith('.sql'))
    .sort())
    hash.update(name).update(readFileSync(path.join(MIGRATIONS_FOLDER, name)));
  hash.update(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 12);
}
const pgliteRoot = path.resolve(createRequire(import.meta.url).resolve('@electric-sql/pglite'), '..', '..');
const pgliteVersion = (
  JSON.parse(readFileSync(path.join(pgliteRoot, 'package.json'), 'utf8')) as { version: string }
).version;
const templateFile = path.join(
  root,
  'node_modules',
  '.cache',
  'cakeday',
  `pglite-${pgliteVersion}-migrated-${migrationsHash()}.tar`,
);

/**
 * Creating a cluster (initdb) leaves the process that ran it holding hundreds of MiB more than one
 * that opened an existing cluster (garbage an idle server never collects, and malloc arenas that
 * stay grown), so a process of its own creates it, in `dir` or, without one, as a tar file on its
 * stdout, and hands all of that back to the system when it exits.
 */
async function createApart(dir?: string): Promise<Buffer> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'create-pglite-cluster.ts'), ...(dir ? [dir] : [])],
    { cwd: root, encoding: 'buffer', maxBuffer: 1024 * 1024 * 1024 },
  );
  return stdout;
}

/** Makes sure `dir` holds a cluster, made beside it and moved in whole: a start cut short leaves no half one. */
export async function ensureCluster(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const creating = `${dir}.creating`;
  rmSync(creating, { recursive: true, force: true });
  await createApart(creating);
  if (existsSync(dir)) rmdirSync(dir);
  renameSync(creating, dir);
}

/**
 * A new, migrated cluster for an in-memory database, as a tar file for PGlite's `loadDataDir`. Kept
 * under node_modules/.cache per PGlite version and set of migrations: every later in-memory
 * database (each test server opens one) loads it in about a third of the time initdb takes, and
 * finds its schema up to date instead of running every migration again.
 */
export async function memoryClusterTemplate(): Promise<Blob> {
  if (existsSync(templateFile)) return new Blob([readFileSync(templateFile)]);
  const tar = await createApart();
  try {
    mkdirSync(path.dirname(templateFile), { recursive: true });
    const partial = `${templateFile}.${process.pid}`;
    writeFileSync(partial, tar);
    renameSync(partial, templateFile);
  } catch {
    // A read-only install still works; it only runs initdb each time.
  }
  return new Blob([new Uint8Array(tar)]);
}

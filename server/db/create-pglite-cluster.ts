// Creates an embedded database cluster, then exits: in the folder given, or else in memory,
// migrated and written to stdout as a tar file (the in-memory template). server/db/pglite-cluster.ts
// runs it as a process of its own.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, PGLITE_OPTIONS } from './pglite-cluster';

const [dir] = process.argv.slice(2);
const client = await PGlite.create(dir, PGLITE_OPTIONS);
if (!dir) {
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  process.stdout.write(Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
}
await client.close();

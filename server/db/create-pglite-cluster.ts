// Creates an embedded database cluster, then exits: in the folder given, or else in memory,
// written to stdout as a tar file. server/db/pglite-cluster.ts runs it as a process of its own.
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './pglite-cluster';

const [dir] = process.argv.slice(2);
const client = await PGlite.create(dir, PGLITE_OPTIONS);
if (!dir) process.stdout.write(Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
await client.close();

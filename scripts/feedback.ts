// `npm run feedback [-- --status new]`: the operator reads what users sent, newest first, from the
// database the server uses (DATABASE_URL, or the embedded one in DATA_DIR).
import { parseArgs } from 'node:util';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { DataDirLockedError, lockDataDir } from '@server/db/data-dir-lock';
import { ConfigError } from '@server/env';
import { listFeedback } from '@server/modules/feedback/list-feedback';

try {
  const { values } = parseArgs({ options: { status: { type: 'string' } } });
  const config = loadConfig();
  // The embedded database allows one process at a time; PostgreSQL any number.
  const unlock = config.databaseUrl === null ? lockDataDir(config.dataDir) : () => {};
  try {
    const database = await openDatabase(config.databaseUrl, config.dataDir, config.database);
    try {
      const rows = await listFeedback(database, { status: values.status });
      const lines = rows.map(
        (f) =>
          `${f.createdAt.toISOString()}  ${f.status}  ${f.type}  ${f.contact}\n  ${f.feedback.replaceAll('\n', '\n  ')}`,
      );
      process.stdout.write(
        `${rows.length} feedback${values.status ? ` with status '${values.status}'` : ''}\n${lines.join('\n')}\n`,
      );
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
} catch (err) {
  if (err instanceof DataDirLockedError) {
    process.stderr.write(
      `${err.message}\nThe embedded database serves one process at a time: stop the server to read feedback, or run both on PostgreSQL (DATABASE_URL).\n`,
    );
  } else {
    process.stderr.write(
      `${err instanceof ConfigError ? err.message : `Could not read feedback: ${String(err)}`}\n`,
    );
  }
  process.exit(1);
}

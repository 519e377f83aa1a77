// `npx tsx scripts/citus-check.ts <file>`: the Citus check over the SQL a test run collected with
// SQL_LOG=<file> (`npm test` runs it after the PostgreSQL tests; docs/scaling.md). Exits 1 naming
// each query on a user-owned table that names no user and is not a listed cross-user query.
import { existsSync } from 'node:fs';
import { checkSqlLog, describeFinding } from '@server/test/citus-check';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  process.stderr.write(
    `No SQL collected at ${file ?? '(no file given)'}: run the tests with SQL_LOG=<file> first.\n`,
  );
  process.exit(1);
}
const findings = checkSqlLog(file);
for (const finding of findings) process.stderr.write(`${describeFinding(finding)}\n\n`);
process.stdout.write(
  findings.length === 0
    ? 'Every query on a user-owned table names its user or is a listed cross-user query.\n'
    : `${findings.length} ${findings.length === 1 ? 'query crosses' : 'queries cross'} users without being listed.\n`,
);
process.exit(findings.length === 0 ? 0 : 1);

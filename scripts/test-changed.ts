// `npm run test:changed`: the inner loop. The vitest tests that import what changed since the last
// commit (vitest --changed follows imports), then the browser specs of the features touched: a
// changed spec, and e2e/<name>/ for each changed app/features/<name>/ or server/modules/<name>/.
// A change to e2e/fixtures/ runs every spec. `npm test` stays what CI runs.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const git = (args: string) => execSync(`git ${args}`, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...git('diff --name-only HEAD'), ...git('ls-files --others --exclude-standard')];
if (changed.length === 0) {
  process.stdout.write('Nothing changed since the last commit.\n');
  process.exit(0);
}

function specsFor(files: string[]): string[] | 'all' {
  if (files.some((f) => f.startsWith('e2e/fixtures/') || f.startsWith('test-support/'))) return 'all';
  const specs = new Set(files.filter((f) => f.startsWith('e2e/') && f.endsWith('.spec.ts')));
  for (const file of files) {
    const feature = /^(?:app\/features|server\/modules)\/([^/]+)\//.exec(file)?.[1];
    if (feature && existsSync(`e2e/${feature}`)) specs.add(`e2e/${feature}/`);
  }
  return [...specs];
}

const run = (command: string) => spawnSync(command, { shell: true, stdio: 'inherit' }).status === 0;

let ok = run('npx vitest run --changed HEAD --passWithNoTests');
const specs = specsFor(changed);
if (specs === 'all' || specs.length > 0) {
  ok =
    run('npx vite build --logLevel warn') &&
    run(`npx playwright test ${specs === 'all' ? '' : specs.join(' ')}`) &&
    ok;
} else {
  process.stdout.write('No browser spec covers what changed.\n');
}
process.exit(ok ? 0 : 1);

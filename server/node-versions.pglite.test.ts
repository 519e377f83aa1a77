import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeBinary } from '@server/test/node-binary';
import {
  freePort,
  signInByConsole,
  startServerProcess,
  stopAllServerProcesses,
} from '@server/test/server-process';
import semver from 'semver';
import { afterAll, describe, expect, it } from 'vitest';

afterAll(stopAllServerProcesses);

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

it('promises only Node versions every installed package accepts, Lighthouse (a dev tool) aside', () => {
  const ours: string = readJson('package.json').engines.node;
  const packages: Record<string, { engines?: { node?: string }; dev?: boolean }> =
    readJson('package-lock.json').packages;
  const refusing = Object.entries(packages)
    .filter(([name, entry]) => name && entry.engines?.node && !semver.subset(ours, entry.engines.node))
    .map(([name, entry]) => `${name.replace(/^.*node_modules\//, '')} wants ${entry.engines!.node}`)
    .sort();
  expect(refusing).toEqual([
    '@puppeteer/browsers wants >=22.12.0',
    'lighthouse wants >=22.19',
    'puppeteer-core wants >=22.12.0',
  ]);
  // Our machines run 20.20; the server is started on 22 and 24 below.
  expect(
    semver.satisfies('20.20.2', ours) &&
      semver.satisfies('22.23.3', ours) &&
      semver.satisfies('24.21.0', ours),
  ).toBe(true);
});

// package.json promises ^20.19 || ^22.12 || >=24: the suite itself runs on 20 (our machines),
// and here the real server runs on the current LTS lines, fetched from the npm registry.
describe.each([22, 24])('the server on Node %i', (major) => {
  it('starts on a new data folder, answers /api/health and signs a user in', async () => {
    const node = await nodeBinary(major);
    expect(execFileSync(node, ['--version'], { encoding: 'utf8' })).toMatch(new RegExp(`^v${major}\\.`));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startServerProcess(
      {
        DATA_DIR: mkdtempSync(path.join(tmpdir(), `cakeday-node${major}-`)),
        DATABASE_URL: '',
        PORT: String(port),
        BOT_CHECK: 'off',
        SMS_PROVIDER: 'console',
      },
      { node },
    );
    await server.started();
    expect(await (await fetch(`${base}/api/health`)).json()).toMatchObject({
      status: 'ok',
      database: { kind: 'pglite', ok: true },
    });
    const cookie = await signInByConsole(server, base, '+12015550124');
    const me = await fetch(`${base}/api/auth/me`, { headers: { cookie } });
    expect(await me.json()).toMatchObject({ phone: '+12015550124' });
    await server.stop();
  }, 300_000);
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeBinary } from './test/node-binary';
import { freePort, signInByConsole, startServerProcess, stopAllServerProcesses } from './test/server-process';

afterAll(stopAllServerProcesses);

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
      node,
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

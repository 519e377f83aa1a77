import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  freePort,
  signInByConsole,
  startServerProcess as startMain,
  stopAllServerProcesses,
} from '@server/test/server-process';
import { afterAll, describe, expect, it } from 'vitest';

afterAll(stopAllServerProcesses);

describe('the server process', () => {
  it('serves on the embedded database, and a second server on the same DATA_DIR refuses to start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cakeday-main-'));
    const port = await freePort();
    const first = startMain({ DATA_DIR: dataDir, PORT: String(port) });
    await first.started();
    expect(first.output()).toContain(`Cakeday is running at http://localhost:${port}`);
    // No AI variables: the start line says the wishes, gifts and voice parser answer offline.
    expect(first.output()).toContain('AI: offline)');
    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: { kind: 'pglite', ok: true } });

    const second = startMain({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output().trim().split('\n').at(-1)).toMatch(
      /^Another Cakeday server \(pid \d+\) is already using DATA_DIR .*; stop it or set another DATA_DIR\.$/,
    );
    await first.stop();
  }, 60_000);

  it('settles after a first start on a new data folder at the memory of a later start', async () => {
    const env = {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cakeday-rss-')),
      PORT: String(await freePort()),
    };
    const idleRssMiB = async () => {
      const server = startMain(env);
      await server.started();
      await new Promise((r) => setTimeout(r, 3000));
      const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]);
      await server.stop();
      return rss / 1024;
    };
    const first = await idleRssMiB();
    const later = await idleRssMiB();
    // Creating the cluster in the server's own process left it near 800 MiB against about 300.
    expect(first).toBeLessThan(later + 100);
  }, 180_000);

  it('stops promptly on SIGTERM with an event stream open, and a second server reopens the same data', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cakeday-stop-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port), BOT_CHECK: 'off', SMS_PROVIDER: 'console' };
    const first = startMain(env);
    await first.started();

    const cookie = await signInByConsole(first, base, '+12015550123');
    const post = (url: string, body: unknown) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
    expect((await post('/api/birthdays', { name: 'Ada', date: '1990-11-22' })).status).toBe(201);

    // An open tab: its event stream stays open until the server ends it.
    const stream = await fetch(`${base}/api/events`, { headers: { cookie } });
    const reader = stream.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: ready');
    const streamEnded = (async () => {
      while (!(await reader.read().catch(() => ({ done: true }))).done);
    })();

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    await streamEnded;

    const second = startMain(env);
    await second.started();
    expect(await (await fetch(`${base}/api/health`)).json()).toMatchObject({ status: 'ok' });
    const list = (await (await fetch(`${base}/api/birthdays`, { headers: { cookie } })).json()) as {
      name: string;
    }[];
    expect(list.map((b) => b.name)).toEqual(['Ada']);
    await second.stop();
  }, 120_000);

  it('stops with one line naming a bad variable', async () => {
    const run = startMain({ PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    expect(run.output().trim().split('\n').at(-1)).toMatch(/^Invalid configuration: PORT /);
  });
});

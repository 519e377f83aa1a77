import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect } from 'vitest';

const ENTRIES = {
  main: { file: path.join(import.meta.dirname, '..', 'main.ts'), started: 'Cakeday is running' },
  worker: {
    file: path.join(import.meta.dirname, '..', 'worker.ts'),
    started: 'Cakeday reminder worker is running',
  },
};

const listenable = (port: number) =>
  new Promise<number | null>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(null))
      .listen(port, '127.0.0.1', () => {
        const { port: got } = probe.address() as { port: number };
        probe.close(() => resolve(got));
      });
  });

/**
 * A port nobody listens on: any the system gives, or the first free one of `range` ("3240-3249")
 * on machines where each tester has ports of their own.
 */
export async function freePort(range?: string): Promise<number> {
  if (!range) return (await listenable(0))!;
  const [from = 0, to = from] = range.split('-').map(Number);
  for (let port = from; port <= to; port++) {
    if (await listenable(port)) return port;
  }
  throw new Error(`No free port in ${range}`);
}

const running = new Map<ChildProcess, Promise<unknown>>();

/** Kills every server process still running, so a failed test leaves none behind. */
export async function stopAllServerProcesses() {
  for (const child of running.keys()) child.kill('SIGKILL');
  await Promise.all(running.values());
}

/**
 * Runs the real entry point, as `npm start` (or `npm run worker`) does after the build; `preload`
 * names modules loaded before it (`--import`), `node` another Node binary to run it on.
 */
export function startServerProcess(
  env: Record<string, string>,
  {
    entry = 'main',
    preload = [],
    node = process.execPath,
  }: { entry?: keyof typeof ENTRIES; preload?: string[]; node?: string } = {},
) {
  const { file, started } = ENTRIES[entry];
  const child = spawn(node, ['--import', 'tsx', ...preload.flatMap((p) => ['--import', p]), file], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  running.set(child, exited);
  return {
    child,
    /** The exit code (null when a signal ended it). */
    exited: exited.then(({ code }) => code),
    output: () => output,
    /** Resolves once the start line is printed; a server that exits first fails with its output. */
    async started() {
      await expect
        .poll(
          () => {
            if (child.exitCode !== null) throw new Error(`The server exited at start:\n${output}`);
            return output;
          },
          { timeout: 60_000, interval: 100 },
        )
        .toContain(started);
    },
    /** kill -9: no handler runs, nothing is flushed or closed. */
    async crash() {
      child.kill('SIGKILL');
      expect(await exited).toEqual({ code: null, signal: 'SIGKILL' });
    },
    async stop() {
      child.kill('SIGTERM');
      expect((await exited).code).toBe(0);
    },
  };
}
export type ServerProcess = ReturnType<typeof startServerProcess>;

/**
 * Signs in through send-code and verify-code on a server that prints its codes
 * (SMS_PROVIDER=console, BOT_CHECK=off); returns the session cookie header.
 */
export async function signInByConsole(server: ServerProcess, base: string, phone: string) {
  const post = (url: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('/api/auth/send-code', { phone });
  expect(sent.status).toBe(200);
  const { challengeId } = (await sent.json()) as { challengeId: string };
  const codeLine = new RegExp(`to ${phone.replace('+', '\\+')}: Your Cakeday code is (\\d{6})`);
  await expect.poll(() => server.output(), { timeout: 20_000 }).toMatch(codeLine);
  const code = codeLine.exec(server.output())![1];
  const verified = await post('/api/auth/verify-code', { challengeId, code });
  expect(verified.status).toBe(200);
  return verified.headers.getSetCookie()[0]!.split(';')[0]!;
}

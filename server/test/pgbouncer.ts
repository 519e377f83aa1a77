import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

/** Debian's pgbouncer (package `pgbouncer`); PGBOUNCER names another binary. */
export const PGBOUNCER_PATH = process.env.PGBOUNCER ?? '/usr/sbin/pgbouncer';

/** Whether the multi-instance tests also run through PgBouncer (TEST_POOLER=pgbouncer, as `npm test` sets). */
export const throughPooler = process.env.TEST_POOLER === 'pgbouncer';

export type PgBouncer = {
  /** The URL of `serverUrl`'s database (or another one of its server), through the pooler. */
  pooled(serverUrl: string): string;
  stop(): Promise<void>;
};

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

const reachable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
      .once('connect', () => {
        socket.end();
        resolve(true);
      })
      .once('error', () => resolve(false));
  });

/**
 * PgBouncer in transaction mode on loopback, in front of the PostgreSQL server of `serverUrl`
 * (any database on it, same user and password): the pooling managed services hand out by default.
 */
export async function startPgBouncer(serverUrl: string): Promise<PgBouncer> {
  if (!existsSync(PGBOUNCER_PATH)) {
    throw new Error(
      `PgBouncer not found at ${PGBOUNCER_PATH}: install it (sudo apt-get install -y pgbouncer).`,
    );
  }
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'cakeday-pgbouncer-'));
  const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;
  writeFileSync(path.join(dir, 'userlist.txt'), `${quoted(user)} ${quoted(password)}\n`);
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = scram-sha-256',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 2000',
      'default_pool_size = 20',
      // node-postgres sends none of these, but a client that does must not be refused.
      'ignore_startup_parameters = extra_float_digits,options',
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root: it then runs as nobody, who must read its files.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o755);
    execFileSync('chmod', ['0644', path.join(dir, 'userlist.txt'), path.join(dir, 'pgbouncer.ini')]);
  }
  const child = spawn(PGBOUNCER_PATH, [...(asRoot ? ['-u', 'nobody'] : []), path.join(dir, 'pgbouncer.ini')]);
  running.add(child);
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await reachable(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`PgBouncer did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    pooled(url: string) {
      const pooled = new URL(url);
      pooled.hostname = '127.0.0.1';
      pooled.port = String(port);
      return pooled.toString();
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      running.delete(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const RADICALE_PATH = process.env.RADICALE_PATH ?? '/usr/bin/radicale';
export const HTPASSWD_PATH = process.env.HTPASSWD_PATH ?? '/usr/bin/htpasswd';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * Debian's Radicale on a free loopback port, with one htpasswd user (bcrypt, `htpasswd -bc`) and a
 * throwaway storage folder. Tests stand in for the phone: they PUT and DELETE vCards over HTTP.
 */
export async function startRadicale({ user = 'ann', password = 'app-password-1' } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'cakeday-radicale-'));
  const users = join(folder, 'users');
  execFileSync(HTPASSWD_PATH, ['-bcB', users, user, password], { stdio: 'ignore' });
  const port = await freePort();
  const config = join(folder, 'config');
  writeFileSync(
    config,
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${users}`,
      'htpasswd_encryption = bcrypt',
      '[storage]',
      `filesystem_folder = ${join(folder, 'collections')}`,
      '[logging]',
      'level = warning',
      '[rights]',
      'type = owner_only',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(RADICALE_PATH, ['--config', config], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const auth = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${url}${path}`, { ...init, headers: { authorization: auth, ...(init.headers ?? {}) } });
  for (let i = 0; ; i++) {
    try {
      await fetch(url);
      break;
    } catch {
      if (i > 100) throw new Error('Radicale did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  /** Makes an address book at /<user>/<name>/ (MKCOL with the CardDAV resource type). */
  async function makeBook(name: string, displayName = name) {
    const res = await call(`/${user}/${name}/`, {
      method: 'MKCOL',
      headers: { 'content-type': 'application/xml' },
      body: `<?xml version="1.0"?><mkcol xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav"><set><prop><resourcetype><collection/><C:addressbook/></resourcetype><displayname>${displayName}</displayname></prop></set></mkcol>`,
    });
    if (res.status !== 201) throw new Error(`MKCOL ${res.status}`);
    return `/${user}/${name}/`;
  }
  return {
    url,
    user,
    password,
    makeBook,
    /** A phone saving a contact. */
    async put(book: string, file: string, vcard: string) {
      const res = await call(`${book}${file}`, {
        method: 'PUT',
        headers: { 'content-type': 'text/vcard' },
        body: vcard,
      });
      if (res.status >= 300) throw new Error(`PUT ${res.status}: ${await res.text()}`);
    },
    async remove(book: string, file: string) {
      const res = await call(`${book}${file}`, { method: 'DELETE' });
      if (res.status >= 300) throw new Error(`DELETE ${res.status}`);
    },
    async close() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
export type Radicale = Awaited<ReturnType<typeof startRadicale>>;

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_URL } from '@test-support/env';
import { expect, signInThroughModal, test } from '../fixtures/test';

/** A raw GET (no transparent decompression), so the test sees the Content-Encoding as sent. */
const rawGet = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    },
  );

test('serves robots.txt as text, not the app page', async () => {
  const res = await rawGet(`${E2E_URL}/robots.txt`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  expect(res.body.toString()).toContain('User-agent: *');
});

test('sends hashed assets pre-compressed and cached for a year, the page compressed and revalidated', async () => {
  const page = await rawGet(`${E2E_URL}/`, { 'accept-encoding': 'gzip' });
  expect(page.headers['content-encoding']).toBe('gzip');
  expect(page.headers['cache-control']).toBe('no-cache');
  const html = (await rawGet(`${E2E_URL}/`)).body.toString();
  const script = html.match(/src="(\/assets\/main-[\w-]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  for (const [accepted, sent] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    const res = await rawGet(`${E2E_URL}${script}`, { 'accept-encoding': accepted });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(sent);
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});

test('paints the splash from index.html alone, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('status', { name: 'Loading Cakeday' })).toBeVisible();
  await expect(page.getByText('Never miss a birthday')).toBeVisible();
  await context.close();
});

test('the landing page downloads none of the signed-in app nor its libraries; signing in loads them, with no CSP violation', async ({
  page,
  phone,
}) => {
  const scripts: string[] = [];
  const violations: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.exposeFunction('reportCspViolation', (directive: string) => violations.push(directive));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation(d: string): void }).reportCspViolation(
        event.violatedDirective,
      ),
    );
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get Started Free' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((s) => s.includes('/landing-'))).toBe(true);
  // The session check is a plain fetch, toasts load sonner with the first one, zod comes with forms.
  expect(
    scripts.filter((s) => /\/(signed-in-app|sign-in-modal|legal-modals|tanstack-query|sonner|zod)-/.test(s)),
  ).toEqual([]);

  await signInThroughModal(page, phone.national);
  // sonner waits for the first toast: a first sign-in has none (the welcome modal greets).
  const loaded = ['sign-in-modal', 'tanstack-query', 'sonner', 'signed-in-app'].filter((chunk) =>
    scripts.some((s) => s.startsWith(`/assets/${chunk}-`)),
  );
  expect(loaded).toEqual(['sign-in-modal', 'tanstack-query', 'signed-in-app']);
  expect(violations).toEqual([]);
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

test('npm start serves the built app without loading Vite in the server process', async () => {
  const port = await freePort();
  const modulesFile = path.join(mkdtempSync(path.join(tmpdir(), 'cakeday-start-')), 'modules.txt');
  const recorder = path.join(import.meta.dirname, 'record-loaded-modules.mjs');
  const child = spawn(process.execPath, ['--import', recorder, '--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: 'memory://',
      LOG_LEVEL: 'warn',
      LOADED_MODULES_FILE: modulesFile,
    },
    stdio: 'ignore',
  });
  try {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, {
        timeout: 45_000,
      })
      .toBe(200);
    const loaded = readFileSync(modulesFile, 'utf8');
    expect(loaded).toContain('/node_modules/fastify/');
    expect(loaded).not.toContain('/node_modules/vite/');
  } finally {
    child.kill('SIGTERM');
  }
});

// The front end as a visitor gets it: gzip bytes per page (everything the page downloads until
// the network is idle, by type) and Lighthouse's mobile scores for the landing page, on Debian's
// Chromium. Needs `npx vite build` first. Starts its own server on BENCH_PORT + 10 (in-memory
// database). Run: `npm run bench -- frontend`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type BrowserContext, chromium, type Request } from '@playwright/test';
import { startAppProcess } from '@test-support/app-process';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@test-support/env';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signIn } from './api-session';
import { recordResult } from './results';

const PORT = Number(process.env.BENCH_PORT ?? 3302) + 10;
const LIMITS = {
  landingJsKiB: 100,
  homeJsKiB: 180,
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 },
};
const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'dist/app/index.html'))) throw new Error('Build first: npx vite build');

/** How long no request may be under way before the page counts as loaded. */
const QUIET_MS = 1000;

/**
 * gzip KiB (and its scripts' brotli KiB) of what the page downloads from the app, by resource type, until the network is quiet.
 * The signed-in app's event stream never ends: it is neither counted nor waited for (Playwright's
 * 'networkidle' and the stream's body would wait for it forever).
 */
async function pageWeight(context: BrowserContext, url: string, ready: string) {
  const page = await context.newPage();
  const bytes: Record<string, number> = {};
  // Brotli as the server sends it (vite.config.ts precompresses at quality 11): issue 40's landing budget.
  let brotliScript = 0;
  const pending: Promise<void>[] = [];
  const counted = (req: Request) => req.resourceType() !== 'eventsource';
  let underWay = 0;
  let lastChange = Date.now();
  const settle = (req: Request) => {
    if (!counted(req)) return;
    underWay -= 1;
    lastChange = Date.now();
  };
  page.on('request', (req) => {
    if (!counted(req)) return;
    underWay += 1;
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (!counted(res.request())) return;
    pending.push(
      res.body().then(
        (body) => {
          bytes[type] = (bytes[type] ?? 0) + gzipSync(body).length;
          if (type === 'script') {
            brotliScript += brotliCompressSync(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
            }).length;
          }
        },
        () => {},
      ),
    );
  });
  await page.goto(url);
  await page.getByText(ready).first().waitFor();
  while (underWay > 0 || Date.now() - lastChange < QUIET_MS) await page.waitForTimeout(100);
  await Promise.all(pending);
  await page.close();
  const kib = (n: number) => +(n / 1024).toFixed(1);
  return {
    jsKiB: kib(bytes.script ?? 0),
    jsBrotliKiB: kib(brotliScript),
    cssKiB: kib(bytes.stylesheet ?? 0),
    totalKiB: kib(Object.values(bytes).reduce((a, b) => a + b, 0)),
  };
}

async function lighthouseScores(url: string) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    chrome.kill();
  }
}

const app = await startAppProcess({ port: PORT, env: { BOT_CHECK: 'off', REMINDERS: 'off' } });
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const visitor = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const landing = await pageWeight(visitor, app.url, 'Get Started Free');
  const cookie = await signIn(app.url, app.twilio, '+12015550189');
  const member = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await member.addCookies([{ ...cookie, url: app.url }]);
  // A first sign-in opens the welcome modal (its phone picker brings libphonenumber's metadata).
  const firstHome = await pageWeight(member, app.url, 'No Birthdays Added');
  const welcomed = await fetch(`${app.url}/api/account/onboarding`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: app.url,
      cookie: `${cookie.name}=${cookie.value}`,
    },
    body: JSON.stringify({ setup: null }),
  });
  if (!welcomed.ok) throw new Error(`onboarding: ${welcomed.status}`);
  const home = await pageWeight(member, app.url, 'No Birthdays Added');
  await browser.close();
  // Recorded, not thrown. Lighthouse names any page that does not load (even a refused connection)
  // CHROME_INTERSTITIAL_ERROR: that error means the app was not answering.
  const scores = await lighthouseScores(app.url).catch((err: Error) => ({ error: err.message }));
  const figures = {
    limits: LIMITS,
    gzipPerPage: { landing, signedInHome: home, firstSignInHome: firstHome },
    lighthouseLandingMobile: scores,
  };
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
  recordResult('frontend', figures);
} finally {
  await app.stop();
}

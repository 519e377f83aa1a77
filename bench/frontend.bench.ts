// The front end as a visitor gets it: gzip bytes per page (everything the page downloads until
// the network is idle, by type) and Lighthouse's mobile scores for the landing page, on Debian's
// Chromium. Needs `npx vite build` first. Starts its own server on BENCH_PORT + 10 (in-memory
// database). Run: `npm run bench -- frontend`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startAppProcess } from '../e2e/fixtures/app-process';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/fixtures/env';
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

/** gzip KiB of what the page downloads from the app, by resource type, until the network is idle. */
async function pageWeight(context: BrowserContext, url: string, ready: string) {
  const page = await context.newPage();
  const bytes: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    pending.push(
      res.body().then(
        (body) => {
          bytes[type] = (bytes[type] ?? 0) + gzipSync(body).length;
        },
        () => {},
      ),
    );
  });
  await page.goto(url);
  await page.getByText(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.close();
  const kib = (n: number) => +(n / 1024).toFixed(1);
  return {
    jsKiB: kib(bytes.script ?? 0),
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
  const home = await pageWeight(member, app.url, 'No Birthdays Added');
  await browser.close();
  // Recorded, not thrown: on this machine Lighthouse has reported CHROME_INTERSTITIAL_ERROR for the app.
  const scores = await lighthouseScores(app.url).catch((err: Error) => ({ error: err.message }));
  const figures = {
    limits: LIMITS,
    gzipPerPage: { landing, signedInHome: home },
    lighthouseLandingMobile: scores,
  };
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
  recordResult('frontend', figures);
} finally {
  await app.stop();
}

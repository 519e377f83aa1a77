import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '@server/db/client';
import { feedback } from '@server/db/schema';
import { buildUser } from '@server/test/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
let dataDir: string;

/** `npm run feedback` as the operator types it, on an embedded database in a temporary DATA_DIR. */
const feedbackCommand = (...args: string[]) =>
  run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/feedback.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cakeday-feedback-'));
  const database = await openDatabase(null, dataDir);
  const user = await buildUser(database.db);
  await database.db.insert(feedback).values([
    {
      id: 'a',
      userId: user.id,
      type: 'bug',
      feedback: 'Older note',
      contact: user.phone,
      createdAt: new Date('2030-01-01T00:00:00Z'),
    },
    {
      id: 'b',
      userId: null,
      type: 'ux',
      feedback: 'Newer note\nsecond line',
      contact: 'anonymous',
      status: 'new',
      createdAt: new Date('2030-01-02T00:00:00Z'),
    },
  ]);
  await database.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Each command is a process of its own that opens the embedded database: seconds each on a busy machine.
describe('npm run feedback', { timeout: 90_000 }, () => {
  it('lists every note newest first, with its status, type and contact', async () => {
    const { stdout } = await feedbackCommand();
    expect(stdout).toMatch(/^2 feedback\n/);
    expect(stdout.indexOf('Newer note')).toBeLessThan(stdout.indexOf('Older note'));
    expect(stdout).toContain('2030-01-02T00:00:00.000Z  new  ux  anonymous\n  Newer note\n  second line');
    expect(stdout).toMatch(/new {2}bug {2}\+1\d{10}\n {2}Older note/);
  });

  it('filters by status', async () => {
    expect((await feedbackCommand('--status', 'new')).stdout).toMatch(/^2 feedback with status 'new'/);
    expect((await feedbackCommand('--status', 'done')).stdout).toBe("0 feedback with status 'done'\n\n");
  });

  it('says clearly when a running server holds the embedded database', async () => {
    // This test process stands in for the running server.
    writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid));
    try {
      await expect(feedbackCommand()).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(
          'The embedded database serves one process at a time: stop the server to read feedback, or run both on PostgreSQL (DATABASE_URL).',
        ),
      });
    } finally {
      rmSync(path.join(dataDir, 'server.lock'));
    }
  });
});

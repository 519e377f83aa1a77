import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@server/db/client';
import { buildBirthday, buildUser } from '@server/test/factories';
import { startServerProcess, stopAllServerProcesses } from '@server/test/server-process';
import { startFakeTwilio } from '@test-support/fake-twilio';
import { afterAll, expect, it } from 'vitest';

afterAll(stopAllServerProcesses);

const probe = path.join(import.meta.dirname, 'test', 'report-web-packages.ts');

it('sees a process load the web server (the probe the next test relies on)', { timeout: 60_000 }, () => {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', probe, '--input-type=module', '-e', "await import('fastify')"],
    { encoding: 'utf8' },
  );
  expect(run.stdout).toMatch(/^web packages loaded: (.+, )?fastify(, .+)?$/m);
});

it('delivers a due reminder without building the web app', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cakeday-worker-'));
  const database = await openDatabase(null, dataDir);
  // Due the moment the worker starts: the day-before reminder, with the send hour already past.
  const user = await buildUser(database.db, { timeZone: 'UTC', settings: { sendHour: 0 } });
  const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
  await buildBirthday(database.db, {
    userId: user.id,
    name: 'Ada Lovelace',
    month: tomorrow.getUTCMonth() + 1,
    day: tomorrow.getUTCDate(),
  });
  await database.close();

  const twilio = await startFakeTwilio();
  try {
    const worker = startServerProcess(
      {
        DATA_DIR: dataDir,
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'ACtest',
        TWILIO_AUTH_TOKEN: 'test-token',
        TWILIO_FROM: '+12015550100',
        TWILIO_API_BASE: twilio.url,
      },
      { entry: 'worker', preload: [probe] },
    );
    await worker.started();
    await expect.poll(() => twilio.messages.length, { timeout: 30_000 }).toBe(1);
    // 'tomorrow', or 'today' when the clock passed midnight UTC since the birthday was stored.
    expect(twilio.messages[0]).toMatchObject({
      to: user.phone,
      body: expect.stringMatching(/^Cakeday: Ada Lovelace's birthday is (tomorrow|today) \(.*\/wish\//),
    });
    await worker.stop();
    expect(worker.output()).toContain('web packages loaded: none');
  } finally {
    await twilio.close();
  }
}, 180_000);

// One reminder engine instance of the delivery bench (bench/reminders-delivery.bench.ts), in a process
// of its own as a deployment runs one: it opens the database (migrating a new one), and at the
// bench's word seeds it, runs one tick, reads the log, and closes. Answers each word with { ok } or { error }.

import { performance } from 'node:perf_hooks';
import { loadConfig } from '@server/config';
import { openCore } from '@server/core';
import { type Db, rowsOf } from '@server/db/client';
import { createDeliveryPool } from '@server/jobs/reminders/delivery-pool';
import { runReminderTick } from '@server/jobs/reminders/reminder-engine';
import { manualClock } from '@server/lib/clock';
import { sql } from 'drizzle-orm';

export type InstanceSetup = {
  databaseUrl: string;
  users: number;
  zone: string;
  /** The instant of the tick (ISO), 9:00 in `zone` on the birthdays' date. */
  now: string;
  hooksUrl: string;
  /** The pool's overall bound for this run, or null for the engine's own limits. */
  poolOverall: number | null;
};
export type InstanceCommand = 'seed' | 'tick' | 'log' | 'close';
export type TickFigures = {
  due: number;
  delivered: number;
  cpuMs: number;
  /** The part of cpuMs spent in the kernel (socket writes and reads, mostly). */
  systemCpuMs: number;
  eventLoopBusy: number;
};
export type LogFigures = {
  sent: number;
  other: number;
  repeated: number;
  /** Why rows were not sent: status, the history's sentence, how many. */
  notSent: { status: string; error: string | null; rows: number }[];
};

const setup = JSON.parse(process.argv[2]!) as InstanceSetup;
const send = (message: unknown) => new Promise<void>((done) => process.send!(message, () => done()));

/** Users at 9:00 in one zone, a birthday each on today's date, an ntfy topic and a webhook each. */
async function seed(db: Db) {
  await db.execute(sql`
    INSERT INTO users (id, phone, time_zone, reminder_settings)
    SELECT 'U' || g, '+1' || (2000000000 + g), ${setup.zone},
           jsonb_build_object('enabled', true, 'types', '{"week":true,"day":true,"today":true}'::jsonb,
                              'channels', '{"sms":false,"push":false,"email":false,"telegram":false,"ntfy":true,"webhook":true}'::jsonb,
                              'sendHour', 9, 'leadDays', '[7,1,0]'::jsonb)
    FROM generate_series(1, ${setup.users}) g`);
  await db.execute(sql`
    INSERT INTO birthdays (id, user_id, name, month, day, year, category, reminders)
    SELECT 'B' || g, 'U' || g, 'Person ' || g, 11, 22, 1960 + g % 50, 'friends',
           '[{"type":"week","enabled":true},{"type":"day","enabled":true},{"type":"birthday","enabled":true}]'::jsonb
    FROM generate_series(1, ${setup.users}) g`);
  await db.execute(sql`
    INSERT INTO reminder_destinations (user_id, channel, config, confirmed_at)
    SELECT 'U' || g, 'ntfy', jsonb_build_object('url', ${setup.hooksUrl} || '/ntfy/u' || g, 'token', null), now()
    FROM generate_series(1, ${setup.users}) g
    UNION ALL
    SELECT 'U' || g, 'webhook', jsonb_build_object('url', ${setup.hooksUrl} || '/hook/u' || g, 'secret', 'whsec-' || g), now()
    FROM generate_series(1, ${setup.users}) g`);
  return null;
}

const core = await openCore(
  loadConfig({
    DATABASE_URL: setup.databaseUrl,
    BOT_CHECK: 'off',
    LOG_LEVEL: 'silent',
    SMS_PROVIDER: 'console',
    OUTBOUND_ALLOW: '127.0.0.1',
  }),
  { clock: manualClock(setup.now) },
);
const { deps } = core;

/** One tick, with this process's CPU time and how busy its event loop was (near 1: the process is the bottleneck). */
async function tick(): Promise<TickFigures> {
  const cpuBefore = process.cpuUsage();
  const loopBefore = performance.eventLoopUtilization();
  const pool = setup.poolOverall ? createDeliveryPool({ overall: setup.poolOverall, perUser: 2 }) : undefined;
  const { due, delivered } = await runReminderTick(deps, new Date(setup.now), pool);
  const cpu = process.cpuUsage(cpuBefore);
  return {
    due,
    delivered,
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    systemCpuMs: Math.round(cpu.system / 1000),
    eventLoopBusy: Math.round(performance.eventLoopUtilization(loopBefore).utilization * 100) / 100,
  };
}

/** Sent rows, rows not sent and why, and deliveries logged more than once. */
async function log(): Promise<LogFigures> {
  const [row] = await rowsOf<Omit<LogFigures, 'notSent'>>(
    deps.db.execute(sql`
      SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent,
             count(*) FILTER (WHERE status <> 'sent')::int AS other,
             (SELECT count(*) FROM (SELECT 1 FROM notification_log
                                    GROUP BY birthday_id, lead_days, occurrence, channel HAVING count(*) > 1) r)::int AS repeated
      FROM notification_log`),
  );
  const notSent = await rowsOf<LogFigures['notSent'][number]>(
    deps.db.execute(sql`
      SELECT status, error, count(*)::int AS rows FROM notification_log
      WHERE status <> 'sent' GROUP BY status, error`),
  );
  return { ...row!, notSent };
}

const commands: Record<InstanceCommand, () => Promise<unknown>> = {
  seed: () => seed(deps.db),
  tick,
  log,
  close: async () => {
    await core.close();
    return null;
  },
};
process.on('message', async (command: InstanceCommand) => {
  try {
    await send({ ok: await commands[command]() });
  } catch (err) {
    await send({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
  if (command === 'close') process.disconnect();
});
await send({ ok: 'ready' });

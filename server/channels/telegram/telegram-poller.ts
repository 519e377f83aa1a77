import { rowsOf } from '@server/db/client';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { newId } from '@server/lib/ids';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { handleTelegramUpdate } from './handle-telegram-update';
import { telegramOf } from './transport';

/** The app_secrets row holding whose turn it is to poll and the next update id to ask for. */
const TURN = 'telegram_poller';

export type PollerOptions = {
  /** getUpdates' long-poll timeout, in seconds. */
  pollTimeoutS?: number;
  /** How long to wait before looking again when another instance polls or a poll failed. */
  idleMs?: number;
};

/**
 * Takes (or renews) the polling turn for `holder` and returns the stored offset, or null while
 * another instance holds an unexpired turn. One upsert, on the database's clock: it works through a
 * transaction pooler (no session lock) and two instances cannot both get the turn. The turn outlasts
 * a whole poll (its timeout, the fetch's 10 s margin and the handling), so it never lapses mid-poll.
 */
async function takeTurn(db: Deps['db'], holder: string, leaseS: number): Promise<number | null> {
  const until = sql`now() + make_interval(secs => ${leaseS})`;
  const [row] = await rowsOf<{ offset: string }>(
    db.execute(sql`
      insert into app_secrets (name, value)
      values (${TURN}, jsonb_build_object('holder', ${holder}::text, 'until', ${until}, 'offset', 0)::text)
      on conflict (name) do update
        set value = (app_secrets.value::jsonb || jsonb_build_object('holder', ${holder}::text, 'until', ${until}))::text
        where app_secrets.value::jsonb->>'holder' = ${holder}::text
           or (app_secrets.value::jsonb->>'until')::timestamptz < now()
      returning value::jsonb->>'offset' as offset`),
  );
  return row ? Number(row.offset) : null;
}

/** Records that every update below `offset` is handled, while the turn is still ours. */
async function saveOffset(db: Deps['db'], holder: string, offset: number) {
  await db.execute(sql`
    update app_secrets set value = jsonb_set(value::jsonb, '{offset}', to_jsonb(${offset}::bigint))::text
    where name = ${TURN} and value::jsonb->>'holder' = ${holder}::text`);
}

/** Hands the turn back at shutdown, so another instance polls at once instead of after the lease. */
async function giveUpTurn(db: Deps['db'], holder: string) {
  await db.execute(sql`
    update app_secrets set value = jsonb_set(value::jsonb, '{until}', to_jsonb('-infinity'::timestamptz))::text
    where name = ${TURN} and value::jsonb->>'holder' = ${holder}::text`);
}

/** Resolves after `ms`, or at once when `signal` aborts (shutdown). */
export const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Never the error itself: a fetch error's text could carry the URL, and the URL carries the token. */
export const why = (err: unknown) =>
  err instanceof AppError ? (err.detail ?? err.code) : err instanceof Error ? err.name : 'error';

/**
 * Long polls the bot's updates (no public URL needed) on one instance at a time, handles each
 * /start and /stop, and stores the offset after each update, so a restart re-handles at most the one
 * update it was on. A webhook left from an https setup is removed first (Telegram refuses getUpdates
 * while one is set). The returned function stops the poll at once and hands the turn back.
 */
export function startTelegramPoller(deps: Deps, log: Logger, options: PollerOptions = {}) {
  const bot = telegramOf(deps);
  if (!bot) return async () => {};
  const pollTimeoutS = options.pollTimeoutS ?? 25;
  const idleMs = options.idleMs ?? 5_000;
  const leaseS = pollTimeoutS + 60;
  const holder = newId();
  const stop = new AbortController();
  let webhookCleared = false;

  async function pollOnce() {
    const offset = await takeTurn(deps.db, holder, leaseS);
    if (offset === null) return wait(idleMs, stop.signal);
    if (!webhookCleared) {
      await bot!.deleteWebhook();
      webhookCleared = true;
    }
    const updates = await bot!.getUpdates(offset, pollTimeoutS, stop.signal);
    for (const update of updates) {
      try {
        await handleTelegramUpdate(deps, update);
      } catch (err) {
        // A reply that failed (the user blocked the bot meanwhile) must not hold up the next update.
        log.warn({ why: why(err), update: update.update_id }, 'telegram update not handled');
      }
      await saveOffset(deps.db, holder, update.update_id + 1);
    }
  }

  const loop = (async () => {
    while (!stop.signal.aborted) {
      try {
        await pollOnce();
      } catch (err) {
        if (stop.signal.aborted) break;
        log.warn({ why: why(err) }, 'telegram poll failed');
        await wait(idleMs, stop.signal);
      }
    }
    await giveUpTurn(deps.db, holder).catch(() => {});
  })();

  return async () => {
    stop.abort();
    await loop;
  };
}

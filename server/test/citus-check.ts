import { readFileSync } from 'node:fs';
import { reminderChannels } from '@server/assemble-channels';
import { switchedOn } from '@server/channel-kit/channel';
import * as schema from '@server/db/schema';
import type { ReminderChannel } from '@server/deps';
import { dueDigestsQuery } from '@server/jobs/reminders/find-due-digests';
import { dueRemindersQuery } from '@server/jobs/reminders/find-due-reminders';
import { pauseNoticesQuery } from '@server/jobs/reminders/pause-notice';
import { pausedBooksQuery } from '@server/modules/address-books/paused-notice';
import type { ReminderChannelId } from '@shared/reminder-channels';
import type { SQL } from 'drizzle-orm';
import { getTableConfig, PgDialect, PgTable } from 'drizzle-orm/pg-core';

/**
 * The Citus check (docs/scaling.md, "Keeping the code distributable"): every statement the app
 * sends that touches a user-owned table must name its user — a condition on the table's
 * distribution column — or be one of the cross-user queries listed below with its reason. A listed
 * query is its whole statement, never a prefix: a statement that begins like one and reads more
 * does not pass.
 *
 * How it reads SQL, and its limits: statements are normalized (comments dropped, quotes removed,
 * string literals blanked, lower case, one space) and scanned with regular expressions, not parsed.
 * - Tables are the names after FROM, JOIN, UPDATE and INTO (not followed by `(`), with an optional
 *   alias; comma joins (`from a, b`) and tables named only inside a function body are not seen.
 * - A table counts as scoped when its distribution column is compared with a value (`= $1`,
 *   `= 'x'`, `in (…)`, `= any(…)`, either side; not in a SET list), when an INSERT lists the column, or when it is
 *   joined on its distribution column to the distribution column of a scoped table. An
 *   unqualified column is credited to every table of the statement with that distribution column,
 *   and a condition anywhere in the statement (a subquery, an OR branch) counts.
 * - DDL, transaction control and migrations are not checked.
 * So it catches the mistake it is for (a query that forgets its user) and can be fooled on purpose.
 */

/**
 * Tables with a `user_id` that stay whole on the coordinator (docs/scaling.md): the sign-in's codes
 * are sent and counted before anyone is signed in (by phone, address and IP, under one lock); the
 * `user_id` of a code sent to add a phone or address to an account only binds it to that account.
 */
const COORDINATOR_LOCAL = new Set(['otp_challenges']);

/**
 * The distribution column of each user-owned table: `user_id` wherever the schema has one,
 * `id` for `users` (the co-location anchor), and `recipient_id` for `shares` (the recipient lists,
 * reads and accepts them: docs/scaling.md).
 */
export function distributionColumns(): Map<string, string> {
  const columns = new Map<string, string>();
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const { name, columns: cols } = getTableConfig(value);
    const names = cols.map((c) => c.name);
    if (COORDINATOR_LOCAL.has(name)) continue;
    if (name === 'users') columns.set(name, 'id');
    else if (name === 'shares') columns.set(name, 'recipient_id');
    else if (names.includes('user_id')) columns.set(name, 'user_id');
  }
  return columns;
}

type Allowed = { query: string; reason: string; matches: RegExp };

const IDENTIFIER = '[a-z_][a-z0-9_]*';
const COLUMN = `${IDENTIFIER}(?:\\.${IDENTIFIER})?`;
const TYPE = '(?:text|date|smallint|int|boolean|jsonb|timestamptz)';
/**
 * What a listed statement's shape may leave open, in braces: lists of plain names and placeholders,
 * none of which can hold a subquery or another table.
 */
const HOLES: Record<string, string> = {
  columns: `${COLUMN}(?:, ${COLUMN})*`,
  values: '(?:\\$\\d+|default)(?:, (?:\\$\\d+|default))*',
  assignments: `${IDENTIFIER} = \\$\\d+(?:, ${IDENTIFIER} = \\$\\d+)*`,
  record: `${IDENTIFIER} ${TYPE}(?:, ${IDENTIFIER} ${TYPE})*`,
  'as text': `n\\.${IDENTIFIER}::text(?:, n\\.${IDENTIFIER}::text)*`,
};

/** Normalized SQL as a pattern of itself: each placeholder (`$1`) any placeholder, the rest literal. */
const literal = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\$\d*/g, () => '\\$\\d+');

/** A statement's shape (normalized SQL, `$` for a placeholder, `{hole}`s from HOLES) as a pattern. */
const shape = (statement: string) =>
  statement
    .split(/(\{[a-z ]+\})/)
    .map((part) => {
      if (!part.startsWith('{')) return literal(part);
      const hole = HOLES[part.slice(1, -1)];
      if (!hole) throw new Error(`No hole ${part} in the Citus check's shapes`);
      return hole;
    })
    .join('');

/** Whole statements, each one of the shapes: anchored at both ends, nothing before or after. */
const statements = (...shapes: string[]) => new RegExp(`^(?:${shapes.map(shape).join('|')})$`);

/** The statement's text as it is sent and logged (SQL_LOG), normalized. */
const textOf = (query: SQL) => normalize(new PgDialect().sqlToQuery(query).sql);

/**
 * A due scan built by its own query function, as a pattern of the whole statement: its text
 * exactly, and in its `channels` array one element per channel, each exactly as one of the
 * registered channels builds it (or a test's own channel on its switch alone, `switchedOn`), in any
 * number and order. Nothing else varies, so nothing can be added anywhere.
 */
function scanShape(build: (channels: readonly ReminderChannel[]) => SQL): string {
  const [before, after, ...more] = literal(textOf(build([]))).split('array\\[\\]');
  if (after === undefined || more.length > 0)
    throw new Error('A due scan without exactly one channel array: the Citus check cannot read it');
  const start = `${before}array\\[`;
  const end = `\\]${after}`;
  const own = { ...reminderChannels[0]!, id: 'own' as ReminderChannelId, enabled: switchedOn('own') };
  const elements = new Set(
    [...reminderChannels, own].map((channel) => {
      const one = literal(textOf(build([channel])));
      if (!one.startsWith(start) || !one.endsWith(end))
        throw new Error(`The due scan for ${channel.id} is not the scan with one more channel element`);
      return one.slice(start.length, one.length - end.length);
    }),
  );
  const element = `(?:${[...elements].join('|')})`;
  return `${start}${element}(?:, ${element})*${end}`;
}

/** Whole statements, each built by one of the query functions (scanShape). */
const scans = (...builders: ((channels: readonly ReminderChannel[]) => SQL)[]) =>
  new RegExp(`^(?:${builders.map(scanShape).join('|')})$`);

/** The cross-user queries of docs/scaling.md ("Queries that cross users"), each whole statement, normalized. */
const buildCrossUserQueries = (): Allowed[] => {
  const now = new Date(0);
  return [
    {
      query: 'Sign-in: the user by phone or email address',
      reason:
        'Before sign-in there is only a phone number or an address; on Citus lookup tables user_phones(phone, user_id) and user_emails(email, user_id).',
      matches: statements(
        'insert into users ({columns}) values ({values}) on conflict (phone) do update set last_login_at = $ returning {columns}',
        'insert into users ({columns}) values ({values}) on conflict (email) do update set last_login_at = $ returning {columns}',
      ),
    },
    {
      query: 'Session lookup, expiry, renewal and sign-out by token hash',
      reason:
        'A request carries only its session token; on Citus the token carries the user id, or a multi-shard probe of the unique index.',
      matches: statements(
        'select {columns} from sessions inner join users on users.id = sessions.user_id where sessions.token_hash = any($)',
        'select {columns} from sessions where sessions.token_hash = $',
        'update sessions set {assignments} where (sessions.token_hash = $ and sessions.last_seen_at < $) returning {columns}',
        'delete from sessions where sessions.token_hash = $',
      ),
    },
    {
      query: 'Passkey sign-in: its challenges, counted per network',
      reason:
        'Before a passkey sign-in there is no user, only a challenge and a network; webauthn_challenges, like otp_challenges, is a coordinator-local table on Citus (its rows for a signed-in session name their user).',
      matches: statements(
        'select count(*) from webauthn_challenges where (webauthn_challenges.ip = $ and webauthn_challenges.created_at > $)',
        'delete from webauthn_challenges where (webauthn_challenges.challenge = $ and webauthn_challenges.purpose = $) returning expires_at',
        'delete from webauthn_challenges where webauthn_challenges.expires_at < $ returning challenge',
      ),
    },
    {
      query: 'Calendar feed by token',
      reason:
        'A calendar app sends only the feed token; on Citus a lookup table calendar_feeds(token_hash, user_id).',
      matches: statements('select {columns} from users where users.calendar_feed_token_hash = $'),
    },
    {
      query: "Share by User ID: the sender's hourly cap",
      reason:
        "Shares are distributed by recipient; the sender's count is a multi-shard count over shares_sender_created_idx.",
      matches: statements(
        'select count(*) from shares where (shares.sender_id = $ and shares.created_at > $)',
      ),
    },
    {
      query: "Share by User ID: the sender's phone beside a received share",
      reason:
        "The recipient's shares are on the recipient's node; the sender's phone is one row by primary key on the sender's node (a router join on Citus, or the phone copied into the share).",
      matches: statements(
        "select {columns}, (select count(*) from jsonb_object_keys(shares.birthdays)), (select coalesce(jsonb_agg(distinct b.value->>''), ''::jsonb) from jsonb_each(shares.birthdays) b) from shares inner join users on users.id = shares.sender_id where (shares.recipient_id = $ and shares.status = $) order by shares.created_at desc, shares.id desc",
        'select {columns} from shares inner join users on users.id = shares.sender_id where (shares.id = $ and shares.recipient_id = $)',
      ),
    },
    {
      query: 'The due-reminder and digest scans',
      reason:
        'By design they cross every user (the due-reminder and the digest scans); Citus runs them on every node in parallel (each reads its birthday_leads_due_idx, or its users with a digest on).',
      matches: scans(
        (channels) => dueRemindersQuery(now, channels, []),
        (channels) => dueDigestsQuery(now, channels, []),
      ),
    },
    {
      query: 'The pause-notice scan',
      reason:
        'By design it crosses every user: the destinations paused in the last day (a partial index on paused_at); on Citus a multi-shard read of those few rows.',
      matches: scans((channels) => pauseNoticesQuery(now, channels)),
    },
    {
      query: 'Address books: the paused-connection notice scan',
      reason:
        'By design it crosses every user, as the pause-notice scan does: the connections paused in the last day; on Citus a multi-shard read of those few rows.',
      matches: scans((channels) => pausedBooksQuery(now, channels)),
    },
    {
      query: 'Batched delivery claims and records',
      reason:
        "A tick claims and records many users' deliveries with one statement a chunk (each row names its user); on Citus a multi-shard statement, or one per node after grouping the chunk by user.",
      matches: statements(
        ...['notification_log', 'digest_log'].flatMap((log) => [
          `insert into ${log} as n ({columns}, status, claimed_at, lease_until) select {columns}, '', $::timestamptz, $::timestamptz from jsonb_to_recordset($::jsonb) as r({record}) on conflict ({columns}) do update set attempts = n.attempts + 1, claimed_at = excluded.claimed_at, lease_until = excluded.lease_until where n.status = '' and n.lease_until <= $::timestamptz returning n.id, n.attempts, concat_ws('', $::text, {as text}, n.channel) as key`,
          `update ${log} set status = '', sent_at = $::timestamptz, error = null from jsonb_to_recordset($::jsonb) as s(user_id text, id text) where ${log}.user_id = s.user_id and ${log}.id = s.id`,
        ]),
        'update birthdays b set last_notified = $::timestamptz from (select l.user_id, l.id from birthdays l join jsonb_to_recordset($::jsonb) as k(user_id text, id text) on l.user_id = k.user_id and l.id = k.id order by l.user_id, l.id for update of l) k where b.user_id = k.user_id and b.id = k.id',
      ),
    },
    {
      query: 'Address books: the worker claims the connections due to sync',
      reason:
        'By design it crosses every user: the connections whose next sync has come (each instance takes others under SKIP LOCKED); on Citus a multi-shard statement over the few due rows.',
      matches: statements(
        'update address_book_connections set lease_until = $::timestamptz where id in (select id from address_book_connections where paused_at is null and next_sync_at <= $::timestamptz and (lease_until is null or lease_until < $::timestamptz) order by next_sync_at limit $ for update skip locked) returning id, user_id',
      ),
    },
    {
      query: 'Time zones in use',
      reason: 'The reminder tick asks which zones exist; multi-shard, small result.',
      matches: statements('select distinct time_zone from users'),
    },
    {
      query: 'Housekeeping: expired sessions',
      reason: 'A sweep of every user by expiry time; on Citus a multi-shard delete, run by one worker.',
      matches: statements('delete from sessions where sessions.expires_at < $ returning {columns}'),
    },
    {
      query: "Telegram /stop: the chat's destinations",
      reason:
        'A /stop message carries only its chat id; on Citus a multi-shard delete, or a lookup table telegram_chats(chat_id, user_id).',
      matches: statements(
        "delete from reminder_destinations where channel = '' and config->>'' = $ returning user_id",
      ),
    },
    {
      query: 'Admin feedback listing',
      reason: 'Operator only (scripts/feedback.ts); a multi-shard read.',
      matches: statements(
        'select {columns} from feedback order by feedback.created_at desc, feedback.id desc',
        'select {columns} from feedback where feedback.status = $ order by feedback.created_at desc, feedback.id desc',
      ),
    },
  ];
};

let listed: Allowed[] | undefined;
/** The listed cross-user queries, built once (the due scans' patterns come from their query functions). */
export const crossUserQueries = (): Allowed[] => {
  listed ??= buildCrossUserQueries();
  return listed;
};

const IGNORED =
  /^(create|alter|drop|comment|grant|revoke|begin|commit|rollback|savepoint|release|set|reset|show|listen|unlisten|do|truncate)\b/;
const NOT_ALIAS = new Set(
  'where on set inner left right full cross join natural order group limit offset returning values using for union except intersect select default as having window on conflict do'.split(
    ' ',
  ),
);

/** Comments dropped, string literals blanked, identifier quotes removed, lower case, single spaces. */
function normalize(sqlText: string): string {
  return sqlText
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/"/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .trim();
}

export type Finding = { sql: string; table: string; column: string };

/** The user-owned table of `sqlText` that is not scoped to one user, or null when the statement is fine. */
export function unscopedTable(
  sqlText: string,
  columns = distributionColumns(),
  allowed = crossUserQueries(),
): Finding | null {
  const text = normalize(sqlText);
  if (IGNORED.test(text) || text.includes('drizzle.__drizzle_migrations')) return null;
  if (allowed.some((entry) => entry.matches.test(text))) return null;

  // Each touched user-owned table with the names it is referred by (itself and its alias).
  const touched = new Map<string, Set<string>>();
  for (const m of text.matchAll(
    /\b(?:from|join|update|into)\s+(?:only\s+)?(?:public\.)?([a-z_][a-z0-9_]*)\b(?!\s*\()(?:\s+(?:as\s+)?([a-z_][a-z0-9_]*))?/g,
  )) {
    const table = m[1]!;
    if (!columns.has(table)) continue;
    const names = touched.get(table) ?? new Set([table]);
    if (m[2] && !NOT_ALIAS.has(m[2])) names.add(m[2]);
    touched.set(table, names);
  }
  if (touched.size === 0) return null;

  const owner = (qualifier: string | undefined, column: string) =>
    [...touched].find(
      ([table, names]) => columns.get(table) === column && (qualifier === undefined || names.has(qualifier)),
    )?.[0];
  const ref = String.raw`(?:([a-z_][a-z0-9_]*)\.)?([a-z_][a-z0-9_]*)`;
  const value = String.raw`(?:\$\d+|''|-?\d+)`;
  // Conditions only: an assignment (`set user_id = $1`) names no user the row has now.
  const conditions = text.replace(/\bset\b.*?(?=\bwhere\b|\breturning\b|$)/g, ' ');
  const scoped = new Set<string>();

  // Compared with a value, on either side.
  for (const m of [
    ...conditions.matchAll(
      new RegExp(String.raw`(?<![\w.])${ref}\s*(?:=\s*${value}|in\s*\(|=\s*any\s*\()`, 'g'),
    ),
    ...conditions.matchAll(new RegExp(String.raw`${value}\s*=\s*${ref}(?![\w.])`, 'g')),
  ]) {
    for (const [table, names] of touched) {
      if (columns.get(table) === m[2] && (m[1] === undefined || names.has(m[1]))) scoped.add(table);
    }
  }
  // An INSERT that lists the column names the user of each row.
  const insert = /^(?:with .*? )?insert into (?:public\.)?([a-z_][a-z0-9_]*)\s*\(([^)]*)\)/.exec(text);
  if (insert && columns.has(insert[1]!)) {
    const listed = insert[2]!.split(',').map((c) => c.trim());
    if (listed.includes(columns.get(insert[1]!)!)) scoped.add(insert[1]!);
  }
  // Joined on the distribution columns of both sides: co-located with a scoped table.
  const joins: [string, string][] = [];
  for (const m of conditions.matchAll(new RegExp(String.raw`(?<![\w.])${ref}\s*=\s*${ref}(?![\w.])`, 'g'))) {
    const left = owner(m[1], m[2]!);
    const right = owner(m[3], m[4]!);
    if (left && right && left !== right) joins.push([left, right]);
  }
  for (let grew = true; grew; ) {
    grew = false;
    for (const [a, b] of joins) {
      if (scoped.has(a) !== scoped.has(b)) {
        scoped.add(a);
        scoped.add(b);
        grew = true;
      }
    }
  }

  for (const table of touched.keys()) {
    if (!scoped.has(table)) return { sql: sqlText.trim(), table, column: columns.get(table)! };
  }
  return null;
}

/** The findings over a SQL_LOG file (one JSON string a line), each statement once. */
export function checkSqlLog(file: string): Finding[] {
  const columns = distributionColumns();
  const statements = new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as string),
  );
  return [...statements].flatMap((statement) => unscopedTable(statement, columns) ?? []);
}

export const describeFinding = ({ sql, table, column }: Finding) =>
  `This query on "${table}" has no condition on ${column} and is not a listed cross-user query (docs/scaling.md, "Queries that cross users"): add one to its where, or list it with its reason in server/test/citus-check.ts.\n  ${sql.replace(/\s+/g, ' ')}`;

import { readFileSync } from 'node:fs';
import * as schema from '@server/db/schema';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';

/**
 * The Citus check (docs/scaling.md, "Keeping the code distributable"): every statement the app
 * sends that touches a user-owned table must name its user — a condition on the table's
 * distribution column — or be one of the cross-user queries listed below with its reason.
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
    if (name === 'users') columns.set(name, 'id');
    else if (name === 'shares') columns.set(name, 'recipient_id');
    else if (names.includes('user_id')) columns.set(name, 'user_id');
  }
  return columns;
}

type Allowed = { query: string; reason: string; matches: RegExp };

/** The cross-user queries of docs/scaling.md ("Queries that cross users"), matched on normalized SQL. */
const CROSS_USER_QUERIES: Allowed[] = [
  {
    query: 'Sign-in: the user by phone',
    reason:
      'Before sign-in there is only a phone number; on Citus a lookup table user_phones(phone, user_id).',
    matches: /^select .* from users where users\.phone = \$\d+/,
  },
  {
    query: 'Session lookup, expiry, renewal and sign-out by token hash',
    reason:
      'A request carries only its session token; on Citus the token carries the user id, or a multi-shard probe of the unique index.',
    matches:
      /^(select .* from sessions( inner join users on users\.id = sessions\.user_id)?|update sessions set .*|delete from sessions) where \(?sessions\.token_hash (= \$\d+|= any\()/,
  },
  {
    query: 'Calendar feed by token',
    reason:
      'A calendar app sends only the feed token; on Citus a lookup table calendar_feeds(token_hash, user_id).',
    matches: /^select .* from users where users\.calendar_feed_token_hash = \$\d+$/,
  },
  {
    query: "Share by User ID: the sender's hourly cap",
    reason:
      "Shares are distributed by recipient; the sender's count is a multi-shard count over shares_sender_created_idx.",
    matches:
      /^select count\(\*\) from shares where \(shares\.sender_id = \$\d+ and shares\.created_at > \$\d+\)$/,
  },
  {
    query: "Share by User ID: the sender's phone beside a received share",
    reason:
      "The recipient's shares are on the recipient's node; the sender's phone is one row by primary key on the sender's node (a router join on Citus, or the phone copied into the share).",
    matches:
      /^select shares\..* from shares inner join users on users\.id = shares\.sender_id where \(shares\.(id = \$\d+ and shares\.)?recipient_id = \$\d+/,
  },
  {
    query: 'The due-reminder and digest scans',
    reason:
      'By design they cross every user (the due-reminder and the digest scans); Citus runs them on every node in parallel (each reads its birthday_leads_due_idx, or its users with a digest on).',
    matches: /^with zone as materialized \(/,
  },
  {
    query: 'The pause-notice scan',
    reason:
      'By design it crosses every user: the destinations paused in the last day (a partial index on paused_at); on Citus a multi-shard read of those few rows.',
    matches: /^select u\.id as user_id, .* from reminder_destinations p join users u on u\.id = p\.user_id /,
  },
  {
    query: 'Batched delivery claims and records',
    reason:
      "A tick claims and records many users' deliveries with one statement a chunk (each row names its user); on Citus a multi-shard statement, or one per node after grouping the chunk by user.",
    matches:
      /^(insert into (notification_log|digest_log) as n \(id, user_id, [^)]*\) select .* from jsonb_to_recordset\(|update (notification_log|digest_log) set .* from jsonb_to_recordset\(\$\d+::jsonb\) as s\(user_id text, id text\) where \3\.user_id = s\.user_id and \3\.id = s\.id|update birthdays b set last_notified = .* from \(select l\.user_id, l\.id from birthdays l join jsonb_to_recordset\()/,
  },
  {
    query: 'Time zones in use',
    reason: 'The reminder tick asks which zones exist; multi-shard, small result.',
    matches: /^select distinct time_zone from users$/,
  },
  {
    query: 'Housekeeping: expired sessions',
    reason: 'A sweep of every user by expiry time; on Citus a multi-shard delete, run by one worker.',
    matches: /^delete from sessions where sessions\.expires_at < \$\d+/,
  },
  {
    query: "Telegram /stop: the chat's destinations",
    reason:
      'A /stop message carries only its chat id; on Citus a multi-shard delete, or a lookup table telegram_chats(chat_id, user_id).',
    matches:
      /^delete from reminder_destinations where channel = '' and config->>'' = \$\d+ returning user_id$/,
  },
  {
    query: 'Admin feedback listing',
    reason: 'Operator only (scripts/feedback.ts); a multi-shard read.',
    matches: /^select .* from feedback( where feedback\.status = \$\d+)? order by feedback\.created_at desc/,
  },
];

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
  allowed = CROSS_USER_QUERIES,
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

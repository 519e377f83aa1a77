import { AppError } from '@server/lib/errors';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Inside the transaction that will insert the user's next row: takes the user's advisory lock for
 * this cap, then refuses with `refusal` once `limit` of their rows are younger than `windowMs`.
 * The lock is held until the transaction ends, so one user's requests take turns on any instance
 * and twenty at once cannot all pass the count before any of them inserts.
 */
export async function holdPerUserCap(
  tx: Tx,
  {
    name,
    userId,
    table,
    owner,
    createdAt,
    now,
    windowMs,
    limit,
    refusal,
  }: {
    /** Names the lock; one name per cap, so two caps of the same user do not wait for each other. */
    name: string;
    userId: string;
    table: PgTable;
    owner: PgColumn;
    createdAt: PgColumn;
    now: Date;
    windowMs: number;
    limit: number;
    refusal: string;
  },
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${name}:${userId}`}))`);
  const [recent] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(owner, userId), gt(createdAt, new Date(now.getTime() - windowMs))));
  if ((recent?.n ?? 0) >= limit) throw new AppError('too_many_requests', refusal);
}

import { randomBytes } from 'node:crypto';
import type { Db } from '@server/db/client';
import { appSecrets } from '@server/db/schema';
import { eq } from 'drizzle-orm';

/** A secret every instance on this database shares, created by whichever instance needs it first. */
export async function loadSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return row!.value;
}

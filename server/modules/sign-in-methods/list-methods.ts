import { passkeys, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import type { SignInMethods } from '@shared/schemas/sign-in-methods';
import { eq, sql } from 'drizzle-orm';

/** The account's phone and email address, and how many passkeys it has (they count as methods too). */
export async function listMethods(
  { db }: Pick<Deps, 'db'>,
  { userId }: { userId: string },
): Promise<SignInMethods> {
  const [row] = await db
    .select({
      phone: users.phone,
      email: users.email,
      passkeys: sql`(select count(*) from ${passkeys} where ${passkeys.userId} = ${userId})`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { phone: null, email: null, passkeys: 0 };
}

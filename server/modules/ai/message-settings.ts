import { users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import type { MessageSettings } from '@shared/schemas/ai';
import { eq } from 'drizzle-orm';

export async function getMessageSettings(
  { db }: Pick<Deps, 'db'>,
  { userId }: { userId: string },
): Promise<MessageSettings> {
  const [row] = await db
    .select({ tone: users.messageTone, language: users.messageLanguage })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

export async function saveMessageSettings(
  { db, realtime }: Pick<Deps, 'db' | 'realtime'>,
  { userId, input }: { userId: string; input: MessageSettings },
): Promise<MessageSettings> {
  await db
    .update(users)
    .set({ messageTone: input.tone, messageLanguage: input.language })
    .where(eq(users.id, userId));
  await realtime.publish({ userId, topic: 'message-settings' });
  return input;
}

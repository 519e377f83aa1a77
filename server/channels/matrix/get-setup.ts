import { pausedSentence } from '@server/channel-kit/pause-reason';
import { reminderDestinations } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { type MatrixSetup, matrixConfig } from '@shared/channels/matrix/schema';
import { channelResume } from '@shared/reminder-channels';
import { matrixRow } from './matrix-row';

/** The user's Matrix setup as they may see it (never the token), or null. */
export async function getMatrixSetup(
  deps: Pick<Deps, 'db'>,
  { userId }: { userId: string },
): Promise<MatrixSetup | null> {
  const [row] = await deps.db.select().from(reminderDestinations).where(matrixRow(userId));
  const config = matrixConfig.safeParse(row?.config).data;
  if (!row || !config) return null;
  const paused = row.pausedAt
    ? await pausedSentence(
        deps,
        { userId, channel: 'matrix', failures: row.failures },
        channelResume('matrix'),
      )
    : null;
  return { homeserver: config.homeserver, roomId: config.roomId, paused };
}

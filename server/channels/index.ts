import type { ServerChannel } from '@server/channel-kit/server-channel';
import { REMINDER_CHANNELS } from '@shared/reminder-channels';

/**
 * Every reminder channel on the server, in the shared list's order: each channel the generated
 * shared/channels/index.ts lists brings its own folder here, `server/channels/<id>/index.ts` exporting
 * its `channel`. So this file names no channel and a new one edits nothing here;
 * server/assemble-channels.ts puts their parts together.
 */
export const SERVER_CHANNELS: readonly ServerChannel[] = await Promise.all(
  REMINDER_CHANNELS.map(async (id) => {
    const folder = (await import(`./${id}/index.ts`)) as { channel?: ServerChannel };
    if (folder.channel?.id !== id)
      throw new Error(`server/channels/${id}/index.ts must export the channel '${id}'`);
    return folder.channel;
  }),
);

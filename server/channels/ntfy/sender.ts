import { destinationChannel } from '@server/channel-kit/destination';
import { postToDestination } from '@server/channel-kit/http-destination';
import type { Deps } from '@server/deps';
import { type NtfyConfig, ntfyConfig, ntfyPublishTarget } from '@shared/channels/ntfy/schema';
import { MSG } from '@shared/messages';

/** One ntfy notification: https://docs.ntfy.sh/publish/#publish-as-json */
export type NtfyNotification = {
  title: string;
  message: string;
  tags: string[];
  priority: 1 | 2 | 3 | 4 | 5;
  click: string;
};

/**
 * Publishes as JSON to the server's root (JSON keeps any name's letters intact, where ntfy's Title
 * header would need them encoded), with the access token as Bearer when there is one.
 */
export async function publishNtfy(
  deps: Pick<Deps, 'outbound'>,
  config: NtfyConfig,
  notification: NtfyNotification,
) {
  const { root, topic } = ntfyPublishTarget(config.url);
  await postToDestination(
    deps,
    {
      url: root,
      headers: {
        'content-type': 'application/json',
        ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
      },
      body: JSON.stringify({ topic, ...notification }),
    },
    { refused: MSG.ntfyRefused, unreachable: MSG.ntfyUnreachable },
  );
}

/**
 * ntfy on any server. It has no idempotency key: a claim taken over after a crash is published
 * again, so a reminder arrives at most twice (docs/quality.md).
 */
export const ntfyChannel = destinationChannel(
  'ntfy',
  ntfyConfig.parse,
  'hook_missing',
  (deps, config, _to, _claim, notification) =>
    publishNtfy(deps, config, {
      title: notification.title,
      message: notification.body,
      // 'birthday' is ntfy's 🎂 emoji.
      tags: ['birthday'],
      priority: notification.urgency === 'high' ? 4 : 3,
      click: notification.url,
    }),
);

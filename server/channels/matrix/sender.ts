import { destinationChannel } from '@server/channel-kit/destination';
import { matrixConfig } from '@shared/channels/matrix/schema';
import { sendMatrixMessage } from './transport';

/**
 * Matrix: each reminder, digest and notice posted to the user's room. The transaction ID is the
 * delivery's claim, the same on every retry and after a crash, so the homeserver posts it once.
 */
export const matrixChannel = destinationChannel(
  'matrix',
  matrixConfig.parse,
  'hook_missing',
  (deps, config, _to, claim, { title, body, url }) =>
    sendMatrixMessage(deps, config, claim.id, { title, body, url }),
);

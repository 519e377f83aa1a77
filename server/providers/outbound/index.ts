import type { Config } from '@server/env';
import { createOutbound, type Outbound } from './outbound';

/** Requests to URLs users give us (ntfy, webhooks, push): public hosts, or those in OUTBOUND_ALLOW. */
export const createOutboundProvider = (allow: Config['outboundAllow']): Outbound => createOutbound({ allow });

export { type Outbound, OutboundFailed, OutboundRefused, type Refusal } from './outbound';

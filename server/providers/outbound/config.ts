import { providerConfig } from '@server/providers/provider-config';
import { z } from 'zod';
import { parseOutboundAllow } from './outbound-allow';

/** Where user-given URLs (ntfy, webhooks, push) may lead besides the public internet. */
export const outboundConfig = providerConfig({
  env: {
    OUTBOUND_ALLOW: z
      .string()
      .default('')
      .refine(
        (v) => parseOutboundAllow(v) !== null,
        'must be host names and address ranges separated by commas (ntfy.home.lan,192.168.1.0/24,fd00::/8)',
      ),
  },
  read: (env) => parseOutboundAllow(env.OUTBOUND_ALLOW)!,
});

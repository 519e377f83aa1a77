import { hookUrl } from '@shared/schemas/hook-destination';
import { z } from 'zod';

/** The webhook row's setup: where to POST (docs/webhooks.md). */
export const webhookInput = z.object({ url: hookUrl });

/** reminder_destinations.config for 'webhook': the URL and the secret we sign with. */
export const webhookConfig = z.object({ url: z.string(), secret: z.string().min(1) });
export type WebhookConfig = z.infer<typeof webhookConfig>;

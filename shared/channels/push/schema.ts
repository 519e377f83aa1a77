import { z } from 'zod';

/** "Send a test" to this device: the push subscription the browser holds. */
export const pushTestInput = z.object({ endpoint: z.string().min(1).max(2000) });

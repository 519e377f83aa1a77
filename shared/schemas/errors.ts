import { z } from 'zod';

/** Every API error has this body; `message` is one of the spec's texts. */
export const apiErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});

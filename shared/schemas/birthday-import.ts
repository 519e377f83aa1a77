import { z } from 'zod';

/** The file's text, as the browser read it; the server checks its size and parses it. */
export const importRequest = z.object({ text: z.string() });
export type ImportRequest = z.infer<typeof importRequest>;

/** Lists in the preview stop here; the counts always cover the whole file. */
export const PREVIEW_LIST_MAX = 100;

const entry = z.object({ row: z.number(), name: z.string(), date: z.string() });

export const importPreview = z.object({
  source: z.enum(['csv', 'vcard']),
  counts: z.object({
    toAdd: z.number(),
    duplicates: z.number(),
    errors: z.number(),
    withoutBirthday: z.number(),
  }),
  toAdd: z.array(entry),
  duplicates: z.array(entry.extend({ alreadyStored: z.boolean() })),
  errors: z.array(z.object({ row: z.number(), name: z.string(), message: z.string() })),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importResult = z.object({ imported: z.number(), skipped: z.number() });
export type ImportResult = z.infer<typeof importResult>;

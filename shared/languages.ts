/** Spec §3: the languages wishes and reminders are written in. */
export const LANGUAGES = ['en', 'tr', 'es', 'fr', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

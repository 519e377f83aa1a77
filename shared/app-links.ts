/** The wish page's route, which every reminder links to (app/routes/links-from-outside.ts). */
export const WISH_LINK = '/wish/:birthdayId';

/** The page for sending this person a wish. */
export const wishLink = (birthdayId: string) => `/wish/${encodeURIComponent(birthdayId)}`;

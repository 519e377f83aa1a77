/**
 * Addresses of the app that links from outside it open, such as the one every reminder carries.
 * Signed out, such an address opens sign-in and is kept, so the signed-in app then opens what it
 * names; every other address of a signed-out visitor goes home (spec §1 routes).
 */
export const WISH_LINK = '/wish/:birthdayId';

export const LINKS_FROM_OUTSIDE = [WISH_LINK] as const;

/** The page for sending this person a wish. */
export const wishLink = (birthdayId: string) => `/wish/${encodeURIComponent(birthdayId)}`;

import { newToken, sha256 } from '@server/lib/ids';

// 32 random bytes as base64url: the URL is the only key, so it must be unguessable.
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const newFeedToken = () => {
  const token = newToken();
  return { token, hash: sha256(token) };
};

/** The stored hash of a token from a URL; null for anything that cannot be one of ours. */
export const feedTokenHash = (token: string) => (TOKEN.test(token) ? sha256(token) : null);

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/calendar/${token}.ics`;

import { timingSafeEqual } from 'node:crypto';
import { sha256 } from '@server/lib/ids';

// Salted with the challenge id, so equal codes of two challenges do not hash alike.
export const hashCode = (challengeId: string, code: string) => sha256(`${challengeId}:${code}`);

export function codeMatches(challengeId: string, code: string, storedHash: string): boolean {
  const a = Buffer.from(hashCode(challengeId, code));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}

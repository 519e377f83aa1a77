import { hash, randomBytes, randomInt, randomUUID } from 'node:crypto';

// No 0/O or 1/I/L: a User ID is read aloud and typed by another person.
const USER_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newUserId(length = 10): string {
  let id = '';
  for (let i = 0; i < length; i++) id += USER_ID_ALPHABET[randomInt(USER_ID_ALPHABET.length)];
  return id;
}

export const newId = () => randomUUID();
export const newToken = () => randomBytes(32).toString('base64url');
// One call, no Hash object: every signed-in request hashes its session token.
export const sha256 = (value: string) => hash('sha256', value, 'hex');
export const randomDigits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Verifies X-Cakeday-Signature as docs/webhooks.md tells a receiver to (the same code as there):
 * the HMAC-SHA256 of "t.body" with the secret, and a time within five minutes of now.
 */
export function verifyCakedaySignature(
  secret: string,
  header: string,
  rawBody: string,
  nowSeconds = Date.now() / 1000,
): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > 300 || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

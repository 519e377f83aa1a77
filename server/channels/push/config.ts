import { providerConfig } from '@server/providers/provider-config';
import { z } from 'zod';

const base64urlKey = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, `must be ${what}`)
    .refine((v) => Buffer.from(v, 'base64url').length === bytes, `must be ${what}`);

/** The VAPID key pair (without one, the server generates a pair once and keeps it in the database). */
export const pushConfig = providerConfig({
  env: {
    VAPID_PUBLIC_KEY: base64urlKey(65, 'a base64url P-256 public key (65 bytes)').optional(),
    VAPID_PRIVATE_KEY: base64urlKey(32, 'a base64url P-256 private key (32 bytes)').optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:.+|https:\/\/.+)$/, 'must be a mailto: address or an https: URL')
      .optional(),
  },
  secrets: ['VAPID_PRIVATE_KEY'],
  check(env, ctx) {
    // Browsers subscribed with one public key: a lone half would sign with a key they never saw.
    if (!env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY) return;
    const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other VAPID key' });
  },
  read(env, { publicUrl }): { publicKey?: string; privateKey?: string; subject: string } {
    // Push services accept only a mailto: or https: contact, so an http PUBLIC_URL cannot be the subject.
    const subject =
      env.VAPID_SUBJECT ?? (publicUrl.startsWith('https:') ? publicUrl : 'mailto:reminders@cakeday.invalid');
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  },
});

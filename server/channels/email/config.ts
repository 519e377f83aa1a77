import { existsSync } from 'node:fs';
import { providerConfig } from '@server/providers/provider-config';
import { z } from 'zod';

function isSmtpUrl(value: string) {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
}

/** Email is offered only with an SMTP server; its password stays in the URL, read once here. */
export const emailConfig = providerConfig({
  env: {
    SMTP_URL: z
      .string()
      .refine(isSmtpUrl, 'must be smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465')
      .optional(),
    MAIL_FROM: z
      .string()
      .max(320)
      .regex(
        /^([^<>\r\n]*<[^@\s<>]+@[^@\s<>]+>|[^@\s<>]+@[^@\s<>]+)$/,
        'must be an address like Cakeday <reminders@example.com>',
      )
      .optional(),
    // A PEM file of the certificate authority that signed a private SMTP server's certificate.
    SMTP_CA_FILE: z
      .string()
      .refine((file) => existsSync(file), 'must name a readable PEM file')
      .optional(),
  },
  secrets: ['SMTP_URL'],
  check(env, ctx, { publicUrlSet }) {
    if (env.SMTP_URL && !env.MAIL_FROM)
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required with SMTP_URL' });
    // Every email's links, its unsubscribe link above all, are opened far from this machine.
    if (env.SMTP_URL && !publicUrlSet)
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'is required with SMTP_URL: the links in emails (unsubscribe above all) must reach this server',
      });
  },
  read(env, { publicUrl }) {
    if (!env.SMTP_URL) return { kind: 'off' as const };
    const url = new URL(env.SMTP_URL);
    const secure = url.protocol === 'smtps:';
    return {
      kind: 'smtp' as const,
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      user: decodeURIComponent(url.username),
      pass: decodeURIComponent(url.password),
      from: env.MAIL_FROM!,
      caFile: env.SMTP_CA_FILE ?? null,
      // Message-IDs are ours: <delivery-id@host>, the host of the app's address.
      messageIdHost: new URL(publicUrl).hostname,
    };
  },
});

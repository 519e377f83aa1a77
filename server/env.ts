import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { getCountries } from 'libphonenumber-js';
import { z } from 'zod';
import { parseOutboundAllow } from './providers/outbound/outbound-allow';

const flag = (def: 'on' | 'off') => z.enum(['on', 'off']).default(def);
const base64urlKey = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, `must be ${what}`)
    .refine((v) => Buffer.from(v, 'base64url').length === bytes, `must be ${what}`);

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^(postgres(ql)?:\/\/.+|memory:\/\/)$/, 'must be postgres://… or memory://')
      .optional(),
    // A session connection (not a transaction pooler's) for LISTEN and migrations; DATABASE_URL by default.
    DATABASE_DIRECT_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+$/, 'must be a postgres:// URL of the same database, without a pooler')
      .optional(),
    // Named prepared statements on DATABASE_URL: only a direct connection or a pooler that keeps them
    // (PgBouncer >= 1.21 with max_prepared_statements) takes them; a transaction pooler answers errors.
    // By default on when DATABASE_URL is itself the direct connection, off beside a DATABASE_DIRECT_URL.
    DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off']).optional(),
    SMS_PROVIDER: z.enum(['console', 'twilio']).default('console'),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
    BOT_CHECK: z.enum(['altcha', 'off']).default('altcha'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .string()
      .default('off')
      .refine(
        isProxyTrust,
        'must be off, the number of proxies in front (1) or their addresses (10.0.0.0/8, 192.0.2.7)',
      ),
    SMS_COUNTRIES: z
      .string()
      .default('all')
      .refine(
        (v) => v === 'all' || v.split(',').every((c) => KNOWN_COUNTRIES.has(c.trim().toUpperCase())),
        'must be all or ISO country codes separated by commas (US,CA,TR)',
      ),
    SMS_HOURLY_LIMIT: z.coerce.number().int().min(1).default(300),
    SMS_COUNTRY_HOURLY_LIMIT: z.coerce.number().int().min(1).default(100),
    REMINDERS: flag('on'),
    VAPID_PUBLIC_KEY: base64urlKey(65, 'a base64url P-256 public key (65 bytes)').optional(),
    VAPID_PRIVATE_KEY: base64urlKey(32, 'a base64url P-256 private key (32 bytes)').optional(),
    GOOGLE_CLIENT_ID: z
      .string()
      .regex(/^[A-Za-z0-9._-]+$/, 'must be an OAuth client ID like 1234-abc.apps.googleusercontent.com')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:.+|https:\/\/.+)$/, 'must be a mailto: address or an https: URL')
      .optional(),
    AI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    AI_API_KEY: z.string().max(500).optional(),
    AI_MODEL: z.string().min(1).max(200).default('gpt-3.5-turbo'),
    // Where user-given URLs (ntfy, webhooks, push) may lead besides the public internet.
    OUTBOUND_ALLOW: z
      .string()
      .default('')
      .refine(
        (v) => parseOutboundAllow(v) !== null,
        'must be host names and address ranges separated by commas (ntfy.home.lan,192.168.1.0/24,fd00::/8)',
      ),
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
    TELEGRAM_BOT_TOKEN: z
      .string()
      .regex(/^\d+:[A-Za-z0-9_-]{20,}$/, 'must be a bot token from @BotFather like 123456:ABC-DEF…')
      .optional(),
    TELEGRAM_API_BASE: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://api.telegram.org'),
  })
  .superRefine((env, ctx) => {
    // Browsers subscribed with one public key: a lone half would sign with a key they never saw.
    if (!env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY) return;
    const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other VAPID key' });
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_DIRECT_URL && !env.DATABASE_URL?.startsWith('postgres'))
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_DIRECT_URL'],
        message: 'needs DATABASE_URL set to the postgres:// URL of the same database',
      });
  })
  .superRefine((env, ctx) => {
    if (env.SMTP_URL && !env.MAIL_FROM)
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required with SMTP_URL' });
  })
  .superRefine((env, ctx) => {
    if (env.SMS_PROVIDER !== 'twilio') return;
    for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=twilio' });
    }
  });

function isSmtpUrl(value: string) {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
}

const KNOWN_COUNTRIES = new Set<string>(getCountries());

function isAddressOrRange(item: string) {
  const [address = '', bits, ...rest] = item.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

// Never "trust every X-Forwarded-For": its left-most entries are whatever the client wrote.
function isProxyTrust(value: string) {
  if (value === 'off' || /^[1-9]\d?$/.test(value)) return true;
  return value.split(',').every((item) => isAddressOrRange(item.trim()));
}

/** Fastify's trustProxy: false, a hop count, or the proxies' addresses and ranges. */
function toProxyTrust(value: string): false | number | string[] {
  if (value === 'off') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((item) => item.trim());
}

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.output<typeof envSchema>) {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    // Where the app's own pages may write from. Without a PUBLIC_URL the app is local, and a person
    // opens it as localhost or 127.0.0.1 alike; with one, only that origin counts.
    allowedOrigins: new Set(
      env.PUBLIC_URL
        ? [new URL(publicUrl).origin]
        : ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${env.PORT}`),
    ),
    secureCookies: publicUrl.startsWith('https:'),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL ?? null,
    database: {
      directUrl: env.DATABASE_DIRECT_URL ?? null,
      preparedStatements: env.DATABASE_PREPARED_STATEMENTS
        ? env.DATABASE_PREPARED_STATEMENTS === 'on'
        : !env.DATABASE_DIRECT_URL || env.DATABASE_DIRECT_URL === env.DATABASE_URL,
    },
    sms:
      env.SMS_PROVIDER === 'twilio'
        ? {
            kind: 'twilio' as const,
            accountSid: env.TWILIO_ACCOUNT_SID!,
            authToken: env.TWILIO_AUTH_TOKEN!,
            from: env.TWILIO_FROM!,
            apiBase: env.TWILIO_API_BASE.replace(/\/$/, ''),
          }
        : { kind: 'console' as const },
    smsLimits: {
      // null: every country.
      countries:
        env.SMS_COUNTRIES === 'all'
          ? null
          : new Set(env.SMS_COUNTRIES.split(',').map((c) => c.trim().toUpperCase())),
      perHour: env.SMS_HOURLY_LIMIT,
      perCountryPerHour: env.SMS_COUNTRY_HOURLY_LIMIT,
    },
    botCheck: env.BOT_CHECK === 'altcha',
    logLevel: env.LOG_LEVEL,
    trustProxy: toProxyTrust(env.TRUST_PROXY),
    reminders: env.REMINDERS === 'on',
    vapid: vapidConfig(env, publicUrl),
    googleClientId: env.GOOGLE_CLIENT_ID ?? null,
    ai: aiConfig(env),
    outboundAllow: parseOutboundAllow(env.OUTBOUND_ALLOW)!,
    email: emailConfig(env, publicUrl),
    // No bot, no Telegram channel: it is not offered.
    telegram: env.TELEGRAM_BOT_TOKEN
      ? { token: env.TELEGRAM_BOT_TOKEN, apiBase: env.TELEGRAM_API_BASE.replace(/\/$/, '') }
      : null,
  };
}

/** Offline unless a model is configured; a key alone means OpenAI itself. */
function aiConfig(env: z.output<typeof envSchema>) {
  if (!env.AI_BASE_URL && !env.AI_API_KEY) return { kind: 'offline' as const };
  return {
    kind: 'openai' as const,
    baseUrl: (env.AI_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/$/, ''),
    apiKey: env.AI_API_KEY ?? null,
    model: env.AI_MODEL,
  };
}

/** Email is offered only with an SMTP server; its password stays in the URL, read once here. */
function emailConfig(env: z.output<typeof envSchema>, publicUrl: string) {
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
}

/** Without keys, the server generates a pair once and keeps it in the database. */
function vapidConfig(
  env: z.output<typeof envSchema>,
  publicUrl: string,
): { publicKey?: string; privateKey?: string; subject: string } {
  // Push services accept only a mailto: or https: contact, so an http PUBLIC_URL cannot be the subject.
  const subject =
    env.VAPID_SUBJECT ?? (publicUrl.startsWith('https:') ? publicUrl : 'mailto:reminders@cakeday.invalid');
  return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
}

export class ConfigError extends Error {}

/** Reads the environment; a bad variable throws one line that names it. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const clean = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(clean);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    // A mistyped private key is still mostly the key: keep it out of the log.
    const secret = ['VAPID_PRIVATE_KEY', 'AI_API_KEY', 'SMTP_URL', 'TELEGRAM_BOT_TOKEN'].includes(name);
    const got = secret ? 'a hidden value' : JSON.stringify(clean[name] ?? '');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got ${got})`);
  }
  return toConfig(parsed.data);
}

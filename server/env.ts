import path from 'node:path';
import { z } from 'zod';

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
    SMS_PROVIDER: z.enum(['console', 'twilio']).default('console'),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
    BOT_CHECK: z.enum(['altcha', 'off']).default('altcha'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: flag('off'),
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
  })
  .superRefine((env, ctx) => {
    // Browsers subscribed with one public key: a lone half would sign with a key they never saw.
    if (!env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY) return;
    const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other VAPID key' });
  })
  .superRefine((env, ctx) => {
    if (env.SMS_PROVIDER !== 'twilio') return;
    for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=twilio' });
    }
  });

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.output<typeof envSchema>) {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL ?? null,
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
    botCheck: env.BOT_CHECK === 'altcha',
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY === 'on',
    reminders: env.REMINDERS === 'on',
    vapid: vapidConfig(env, publicUrl),
    googleClientId: env.GOOGLE_CLIENT_ID ?? null,
    ai: aiConfig(env),
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
    const secret = name === 'VAPID_PRIVATE_KEY' || name === 'AI_API_KEY';
    const got = secret ? 'a hidden value' : JSON.stringify(clean[name] ?? '');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got ${got})`);
  }
  return toConfig(parsed.data);
}

import path from 'node:path';
import { z } from 'zod';

const flag = (def: 'on' | 'off') => z.enum(['on', 'off']).default(def);

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
  };
}

export class ConfigError extends Error {}

/** Reads the environment; a bad variable throws one line that names it. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const clean = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(clean);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message} (got ${JSON.stringify(clean[name] ?? '')})`,
    );
  }
  return toConfig(parsed.data);
}

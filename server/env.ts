import { isIP } from 'node:net';
import path from 'node:path';
import { getCountries } from 'libphonenumber-js';
import { z } from 'zod';
import { aiConfig } from './providers/ai/config';
import { outboundConfig } from './providers/outbound/config';
import { smsConfig } from './providers/sms/config';

const flag = (def: 'on' | 'off') => z.enum(['on', 'off']).default(def);

/** Each provider's variables, rules and part of Config, by the name Config keeps it under. */
const providerConfigs = {
  sms: smsConfig,
  ai: aiConfig,
  outboundAllow: outboundConfig,
};

/** A reminder channel's variables and rules, read by its own folder (server/channels/<id>/config.ts). */
export type ChannelConfig = {
  env: z.ZodRawShape;
  secrets?: readonly string[];
  check?: (env: never, ctx: z.RefinementCtx, app: { publicUrlSet: boolean }) => void;
  read: (env: never, app: { publicUrl: string }) => unknown;
};
/** The channels' configs by channel id, as server/config.ts hands them in. */
type ChannelConfigs = Readonly<Record<string, ChannelConfig>>;
type ProviderParts = {
  [Name in keyof typeof providerConfigs]: ReturnType<(typeof providerConfigs)[Name]['read']>;
};
// Every provider's variables in one shape (the union of their shapes made one object type).
type AllOf<U> = (U extends unknown ? (u: U) => void : never) extends (u: infer I) => void ? I : never;
const providerVariables = Object.assign({}, ...Object.values(providerConfigs).map((p) => p.env)) as AllOf<
  (typeof providerConfigs)[keyof typeof providerConfigs]['env']
>;
const secretsOf = (configs: readonly ChannelConfig[]) =>
  new Set<string>(configs.flatMap((p) => p.secrets ?? []));

const coreSchema = z.object({
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
  // Sign-in codes by email, all addresses together: an SMTP provider limits what an account may send.
  EMAIL_CODE_HOURLY_LIMIT: z.coerce.number().int().min(1).default(300),
  // The wait between two codes to one phone or address; the browser tests shorten it so none waits a minute.
  CODE_RESEND_SECONDS: z.coerce.number().int().min(1).max(60).default(60),
  REMINDERS: flag('on'),
  // How often the engine looks for what is due; the browser tests shorten it so none waits a minute.
  REMINDER_CHECK_SECONDS: z.coerce.number().int().min(1).max(60).default(60),
  // How often each connected address book is synced (docs/address-books.md).
  ADDRESS_BOOK_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  GOOGLE_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]+$/, 'must be an OAuth client ID like 1234-abc.apps.googleusercontent.com')
    .optional(),
  ...providerVariables,
});
type CoreEnv = z.output<typeof coreSchema>;

/** The whole environment's schema: the core's variables and every channel's, and the rules across them. */
function envSchemaWith(channels: ChannelConfigs) {
  const configs: readonly ChannelConfig[] = [...Object.values(providerConfigs), ...Object.values(channels)];
  return coreSchema
    .extend(Object.assign({}, ...Object.values(channels).map((c) => c.env)) as z.ZodRawShape)
    .superRefine((all, ctx) => {
      const env = all as CoreEnv;
      if (env.DATABASE_DIRECT_URL && !env.DATABASE_URL?.startsWith('postgres'))
        ctx.addIssue({
          code: 'custom',
          path: ['DATABASE_DIRECT_URL'],
          message: 'needs DATABASE_URL set to the postgres:// URL of the same database',
        });
    })
    .superRefine((env, ctx) => {
      const app = { publicUrlSet: Boolean(env.PUBLIC_URL) };
      for (const provider of configs) provider.check?.(env as never, ctx, app);
    });
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

function toConfig(env: CoreEnv, channels: ChannelConfigs) {
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
    smsLimits: {
      // null: every country.
      countries:
        env.SMS_COUNTRIES === 'all'
          ? null
          : new Set(env.SMS_COUNTRIES.split(',').map((c) => c.trim().toUpperCase())),
      perHour: env.SMS_HOURLY_LIMIT,
      perCountryPerHour: env.SMS_COUNTRY_HOURLY_LIMIT,
    },
    emailCodesPerHour: env.EMAIL_CODE_HOURLY_LIMIT,
    codeResendMs: env.CODE_RESEND_SECONDS * 1000,
    botCheck: env.BOT_CHECK === 'altcha',
    logLevel: env.LOG_LEVEL,
    trustProxy: toProxyTrust(env.TRUST_PROXY),
    reminders: env.REMINDERS === 'on',
    reminderCheckMs: env.REMINDER_CHECK_SECONDS * 1000,
    addressBookSyncMs: env.ADDRESS_BOOK_SYNC_MINUTES * 60_000,
    googleClientId: env.GOOGLE_CLIENT_ID ?? null,
    ...(Object.fromEntries(
      Object.entries(providerConfigs).map(([name, provider]) => [
        name,
        provider.read(env as never, { publicUrl }),
      ]),
    ) as ProviderParts),
    /** Each channel's part, by its id: the channel's own code reads it (server/channel-kit/server-channel.ts). */
    channels: Object.fromEntries(
      Object.entries(channels).map(([id, channel]) => [id, channel.read(env as never, { publicUrl })]),
    ) as Readonly<Record<string, unknown>>,
  };
}

export class ConfigError extends Error {}

/**
 * Reads the environment, with the variables of the channels given (server/config.ts gives every
 * channel's); a bad variable throws one line that names it.
 */
export function readConfig(source: Record<string, string | undefined>, channels: ChannelConfigs): Config {
  const clean = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchemaWith(channels).safeParse(clean);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    // A mistyped private key is still mostly the key: keep it out of the log.
    const secret = secretsOf([...Object.values(providerConfigs), ...Object.values(channels)]).has(name);
    const got = secret ? 'a hidden value' : JSON.stringify(clean[name] ?? '');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got ${got})`);
  }
  return toConfig(parsed.data as CoreEnv, channels);
}

import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ConfigError } from './env';

describe('configuration', () => {
  it('runs with no variables at all: port 3000, embedded database, console SMS, bot check on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      databaseUrl: null,
      sms: { kind: 'console' },
      botCheck: true,
    });
  });

  it('waits 60 s between two codes to one phone or address unless told a shorter wait (1 to 60 s)', () => {
    expect(loadConfig({}).codeResendMs).toBe(60_000);
    expect(loadConfig({ CODE_RESEND_SECONDS: '1' }).codeResendMs).toBe(1000);
    expect(() => loadConfig({ CODE_RESEND_SECONDS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ CODE_RESEND_SECONDS: '61' })).toThrow(ConfigError);
  });

  it('reads DATABASE_DIRECT_URL beside a pooled DATABASE_URL; named prepared statements on a direct DATABASE_URL unless told', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db:5432/app' }).database).toEqual({
      directUrl: null,
      preparedStatements: true,
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db:5432/app', DATABASE_PREPARED_STATEMENTS: 'off' }).database,
    ).toEqual({ directUrl: null, preparedStatements: false });
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://pooler:6432/app',
        DATABASE_DIRECT_URL: 'postgres://db:5432/app',
      }).database,
    ).toEqual({ directUrl: 'postgres://db:5432/app', preparedStatements: false });
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://pooler:6432/app',
        DATABASE_DIRECT_URL: 'postgres://db:5432/app',
        DATABASE_PREPARED_STATEMENTS: 'on',
      }).database,
    ).toEqual({ directUrl: 'postgres://db:5432/app', preparedStatements: true });
  });

  it('turns on Secure cookies for an https PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://cakeday.example/' })).toMatchObject({
      publicUrl: 'https://cakeday.example',
      secureCookies: true,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMS_PROVIDER: 'pigeon' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'twilio', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1' }, 'TWILIO_ACCOUNT_SID'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ BOT_CHECK: 'maybe' }, 'BOT_CHECK'],
    [{ GOOGLE_CLIENT_ID: '<script>' }, 'GOOGLE_CLIENT_ID'],
    [{ DATABASE_URL: 'postgres://db/app', DATABASE_DIRECT_URL: 'db:5432' }, 'DATABASE_DIRECT_URL'],
    [{ DATABASE_DIRECT_URL: 'postgres://db/app' }, 'DATABASE_DIRECT_URL'],
    [
      { DATABASE_URL: 'postgres://db/app', DATABASE_PREPARED_STATEMENTS: 'yes' },
      'DATABASE_PREPARED_STATEMENTS',
    ],
  ])('stops with one line naming the bad variable (%o)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
      expect(message).not.toContain('\n');
    }
  });

  it('offers Telegram only with a bot token, and keeps a mistyped token out of the error', () => {
    expect(loadConfig({}).channels.telegram).toBeNull();
    expect(
      loadConfig({
        TELEGRAM_BOT_TOKEN: '123456:ABCdefGHIjklMNOpqrSTUvwx_yz-0123',
        PUBLIC_URL: 'https://c.example',
      }).channels.telegram,
    ).toEqual({
      token: '123456:ABCdefGHIjklMNOpqrSTUvwx_yz-0123',
      apiBase: 'https://api.telegram.org',
    });
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: 'ABCdefGHIjklMNOpqrSTUvwx secret' })).toThrow(
      'Invalid configuration: TELEGRAM_BOT_TOKEN must be a bot token from @BotFather like 123456:ABC-DEF… (got a hidden value)',
    );
    expect(() => loadConfig({ TELEGRAM_API_BASE: 'ftp://x' })).toThrow('TELEGRAM_API_BASE');
  });
});

describe('links that reach the server', () => {
  it('stops naming PUBLIC_URL when email or Telegram is set up without it', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://u:p@mail.example.com', MAIL_FROM: 'a@example.com' })).toThrow(
      'Invalid configuration: PUBLIC_URL is required with SMTP_URL: the links in emails (unsubscribe above all) must reach this server (got "")',
    );
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: '123456:ABCdefGHIjklMNOpqrSTUvwx_yz-0123' })).toThrow(
      'Invalid configuration: PUBLIC_URL is required with TELEGRAM_BOT_TOKEN: the links in Telegram reminders must reach this server (got "")',
    );
    // SMS and push links are opened on the phone or browser the app already knows: no PUBLIC_URL needed.
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
  });
});

describe('OUTBOUND_ALLOW', () => {
  it('reads host names, addresses and IPv4 and IPv6 ranges; nothing by default', () => {
    expect(loadConfig({}).outboundAllow).toEqual({ hosts: [], ranges: [] });
    expect(
      loadConfig({ OUTBOUND_ALLOW: 'ntfy.home.lan, 192.168.1.0/24,127.0.0.1,fd00::/8, Hooks.Example' })
        .outboundAllow,
    ).toEqual({
      hosts: ['ntfy.home.lan', 'hooks.example'],
      ranges: [
        { address: '192.168.1.0', bits: 24 },
        { address: '127.0.0.1', bits: 32 },
        { address: 'fd00::', bits: 8 },
      ],
    });
  });

  it.each([
    '10.0.0.0/33',
    'fd00::/129',
    'http://ntfy.home.lan',
    'ntfy.home.lan:8080',
    '*.lan',
    '10.0.0.0/8/1',
    'a b',
  ])('stops the start on %s with a line that names the variable', (value) => {
    expect(() => loadConfig({ OUTBOUND_ALLOW: value })).toThrow(ConfigError);
    expect(() => loadConfig({ OUTBOUND_ALLOW: value })).toThrow(
      `Invalid configuration: OUTBOUND_ALLOW must be host names and address ranges separated by commas (ntfy.home.lan,192.168.1.0/24,fd00::/8) (got "${value}")`,
    );
  });
});

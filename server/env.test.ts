import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

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
});

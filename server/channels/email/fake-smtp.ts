import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { selfSignedCertificate } from '@test-support/self-signed-certificate';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One email as it arrived, read back with mailparser. */
type FakeEmail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
  /** Whether it came over TLS (STARTTLS) from a client that signed in. */
  secure: boolean;
  user: string;
};

export type FakeSmtpOptions = {
  /** Where the SMTP port listens (any free port by default), and the HTTP port for browser tests. */
  port?: number;
  /** Answer DATA with 421 (service not available: closing), 451 (try later), or 550 (refused for good). */
  refuse?: () => 421 | 451 | 550 | null;
};

/**
 * An SMTP server on loopback as a mail provider runs one: STARTTLS with a self-signed certificate
 * (trusted through the PEM file `caFile`), AUTH required and checked, every message parsed and kept.
 * GET /_emails?to= on its HTTP side lists them for browser tests.
 */
export async function startFakeSmtp(options: FakeSmtpOptions = {}) {
  const user = 'cakeday';
  const pass = 'smtp-secret';
  const { key, cert } = selfSignedCertificate();
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-smtp-'));
  const caFile = path.join(dir, 'ca.pem');
  writeFileSync(caFile, cert);
  const emails: FakeEmail[] = [];

  const server = new SMTPServer({
    key,
    cert,
    secure: false,
    authMethods: ['PLAIN', 'LOGIN'],
    // No AUTH before STARTTLS, and no mail without AUTH: what a provider's submission port asks.
    allowInsecureAuth: false,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) return callback(null, { user });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const status = options.refuse?.() ?? null;
          if (status) {
            const error = Object.assign(new Error('Refused by the fake server'), { responseCode: status });
            return callback(error);
          }
          const headers: Record<string, string> = {};
          for (const line of mail.headerLines)
            headers[line.key] = line.line.slice(line.key.length + 1).trim();
          emails.push({
            from: mail.from?.text ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            messageId: mail.messageId ?? '',
            headers,
            secure: session.secure,
            user: String(session.user ?? ''),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  const http = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/_emails') return res.writeHead(404).end();
    const to = url.searchParams.get('to');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(to ? emails.filter((e) => e.to.includes(to)) : emails));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));

  return {
    /** What SMTP_URL says to reach it. */
    url: `smtp://${user}:${pass}@127.0.0.1:${port}`,
    caFile,
    emails,
    /** Where browser tests read what arrived. */
    httpUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    /** The 6-digit code in the newest confirmation email to this address. */
    codeFor: (to: string) =>
      emails
        .filter((e) => e.to.includes(to))
        .flatMap((e) => e.text.match(/\b(\d{6})\b/)?.[1] ?? [])
        .at(-1),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
export type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;

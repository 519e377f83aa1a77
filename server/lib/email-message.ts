import { escapeHtml } from '@server/lib/escape-html';
import { LOCALES, type Locale } from '@shared/i18n/locales';

/** One email: plain text and its HTML twin, with our own Message-ID and headers where given. */
export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** '<id@host>': the same for every attempt at one delivery, so a resend is recognisably one message. */
  messageId?: string;
  headers?: Record<string, string>;
};

/** What sends our emails: the email channel's SMTP client, which the sign-in's codes go through too. */
export interface Mailer {
  /** False when the operator set no SMTP_URL: neither email reminders nor email codes are offered. */
  readonly available: boolean;
  /** The host our Message-IDs end in (PUBLIC_URL's). */
  readonly messageIdHost: string;
  /** Hands the email to the SMTP server or throws an AppError saying why not in our words. */
  send(email: OutgoingEmail): Promise<void>;
}

export type EmailLayout = {
  /** The email's language: mail apps lay Hebrew, Arabic and Persian out right to left by it. */
  locale?: Locale;
  heading: string;
  lines: readonly string[];
  link?: { href: string; label: string };
  /** Where one click stops these emails: a footer link and the List-Unsubscribe headers. */
  unsubscribe?: { url: string; footer: string; label: string; textLine: string };
};

/**
 * The simple HTML every email of ours has: a heading, a few lines, one button and a small footer.
 * Every text is escaped here, so callers pass plain text; inline styles because mail apps drop <style>.
 */
function emailHtml({ locale, heading, lines, link, unsubscribe }: EmailLayout) {
  const para = (text: string, style: string) => `<p style="${style}">${escapeHtml(text)}</p>`;
  const anchor = (href: string, label: string, style: string) =>
    `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a>`;
  const small = 'font-size:13px;color:#64748b;margin:16px 0 0';
  return [
    `<!doctype html><html${locale ? ` lang="${locale}" dir="${LOCALES[locale].dir}"` : ''}>`,
    '<body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,sans-serif;color:#0f172a">',
    '<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">',
    `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(heading)}</h1>`,
    ...lines.map((line) => para(line, 'font-size:16px;line-height:1.5;margin:0 0 8px')),
    link
      ? `<p style="margin:24px 0">${anchor(link.href, link.label, 'background:#7c3aed;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600')}</p>`
      : '',
    unsubscribe
      ? `<p style="${small}">${escapeHtml(unsubscribe.footer)} ${anchor(unsubscribe.url, unsubscribe.label, 'color:#64748b')}</p>`
      : '',
    '</div></body></html>',
  ].join('');
}

/** One email of ours as plain text and its HTML twin, with the unsubscribe headers where it has a link. */
export function composeEmail(
  to: string,
  subject: string,
  layout: EmailLayout,
  messageId?: string,
): OutgoingEmail {
  const { heading, lines, link, unsubscribe } = layout;
  const text = [
    heading,
    '',
    ...lines,
    ...(link ? ['', `${link.label}: ${link.href}`] : []),
    ...(unsubscribe ? ['', '--', unsubscribe.footer, unsubscribe.textLine] : []),
  ].join('\n');
  return {
    to,
    subject,
    text,
    html: emailHtml(layout),
    ...(messageId ? { messageId } : {}),
    ...(unsubscribe ? { headers: listUnsubscribeHeaders(unsubscribe.url) } : {}),
  };
}

/** RFC 2369 and RFC 8058 headers: a mail app's 'Unsubscribe' POSTs to the URL and email reminders stop. */
const listUnsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

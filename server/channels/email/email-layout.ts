import { escapeHtml } from '@server/lib/escape-html';
import { MSG } from '@shared/messages';
import type { OutgoingEmail } from './email-provider';

type Layout = {
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
function emailHtml({ heading, lines, link, unsubscribe }: Layout) {
  const para = (text: string, style: string) => `<p style="${style}">${escapeHtml(text)}</p>`;
  const anchor = (href: string, label: string, style: string) =>
    `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a>`;
  const small = 'font-size:13px;color:#64748b;margin:16px 0 0';
  return [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,sans-serif;color:#0f172a">',
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
export function composeEmail(to: string, subject: string, layout: Layout, messageId?: string): OutgoingEmail {
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

/**
 * A user's one-click unsubscribe link: their id and their secret token, so the lookup names the user
 * (one shard) and only the secret's holder can use it. RFC 8058 wants https; PUBLIC_URL decides.
 */
export function unsubscribeLink(publicUrl: string, userId: string, secret: string): Layout['unsubscribe'] {
  const url = `${publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(`${userId}.${secret}`)}`;
  return { url, footer: MSG.emailFooter, label: MSG.emailStopLink, textLine: MSG.emailUnsubscribeLine(url) };
}

/** RFC 2369 and RFC 8058 headers: a mail app's 'Unsubscribe' POSTs to the URL and email reminders stop. */
const listUnsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

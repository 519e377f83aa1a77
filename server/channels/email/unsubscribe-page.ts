import { escapeHtml } from '@server/lib/escape-html';
import { speak } from '@server/lib/speak';
import { LOCALES, type Locale } from '@shared/i18n/locales';
import { MSG } from '@shared/messages';

/**
 * The plain page an unsubscribe link opens: a question with one button (a GET never unsubscribes,
 * since mail scanners open links), or the outcome, in `locale` and its reading direction. No
 * script; it posts back to its own address.
 */
export function unsubscribePage(outcome: 'ask' | 'done' | 'invalid', locale: Locale, token = '') {
  const say = (text: string) => escapeHtml(speak(locale, text));
  const body =
    outcome === 'ask'
      ? `<p>${say(MSG.emailUnsubscribeAsk)}</p>
<form method="post" action="?token=${escapeHtml(encodeURIComponent(token))}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="font:inherit;background:#7c3aed;color:#fff;border:0;padding:12px 20px;border-radius:8px;cursor:pointer">${say(MSG.emailUnsubscribeButton)}</button>
</form>`
      : `<p role="status">${say(outcome === 'done' ? MSG.emailUnsubscribed : MSG.emailUnsubscribeInvalid)}</p>`;
  return `<!doctype html>
<html lang="${locale}" dir="${LOCALES[locale].dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${say(MSG.emailUnsubscribeTitle)} · Cakeday</title></head>
<body style="margin:0;padding:24px;font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a;background:#f8fafc">
<main style="max-width:32rem;margin:10vh auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:1.25rem;margin:0 0 12px">${say(MSG.emailUnsubscribeTitle)}</h1>
${body}
<p><a href="/">Cakeday</a></p>
</main></body></html>`;
}

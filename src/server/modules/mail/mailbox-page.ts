import { escapeHtml } from './frame';
import type { MailRow } from './repo';
import { FAVICON_LINK } from '../../http/favicon';

const when = (d: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(d);

/** Escapes the text and turns every http(s) URL in it into a link. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const status = (m: MailRow, hasSmtp: boolean) =>
  m.sentAt
    ? `sent ${when(m.sentAt)}`
    : hasSmtp
      ? `waiting to be sent (${m.attempts} attempt${m.attempts === 1 ? '' : 's'}${m.lastError ? `: ${m.lastError}` : ''})`
      : 'kept here (no SMTP server configured)';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#fbf7ee;color:#14231c;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
header{background:#14231c;color:#f3d27a;padding:16px}
header div,main{max-width:56rem;margin:0 auto}
h1{margin:0;font:700 1.5rem Georgia,serif;color:#f3d27a}
header p{margin:4px 0 0;color:#f9edc4;font-size:.875rem}
main{padding:16px}
article{background:#fff;border-radius:16px;box-shadow:0 1px 2px rgb(20 35 28/.06),0 6px 20px rgb(20 35 28/.08);padding:16px;margin:0 0 16px}
h2{margin:0 0 4px;font-size:1.125rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;margin:0 0 12px;font-size:.875rem;color:#5b6660}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fbf7ee;border-radius:12px;padding:12px;margin:0;font:inherit;font-size:.9375rem}
a{color:#8a6811}
.html{display:inline-flex;align-items:center;margin-top:8px;font-size:.875rem;min-height:44px;padding:8px 0;line-height:1.4}
.empty{color:#5b6660}
`;

/** The sandbox mailbox: every mail of the outbox, newest first, with clickable links. */
export function renderMailbox(mails: MailRow[], opts: { brand: string; hasSmtp: boolean }) {
  const items = mails
    .map(
      (m) => `<article aria-labelledby="mail-${m.id}">
<h2 id="mail-${m.id}">${escapeHtml(m.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(m.to)}</dd><dt>Written</dt><dd>${when(m.createdAt)}</dd><dt>Status</dt><dd>${escapeHtml(status(m, opts.hasSmtp))}</dd></dl>
<pre>${linkify(m.text)}</pre>
<a class="html" href="/dev/mailbox/${m.id}">View the HTML version of “${escapeHtml(m.subject)}”</a>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${FAVICON_LINK}<title>Mailbox · ${escapeHtml(opts.brand)} sandbox</title><style>${STYLE}</style></head>
<body><header><div><h1>${escapeHtml(opts.brand)} sandbox mailbox</h1>
<p>Mail the app has written, newest first. This page exists only with sandbox payments.</p></div></header>
<main>${items || '<p class="empty">No mail yet. Sign up or ask for a password reset, then reload this page.</p>'}</main>
</body></html>`;
}

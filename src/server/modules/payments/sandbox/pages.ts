import { INTL_LOCALE, type Locale } from '../../../../shared/locales';
import { formatDateTime, formatRupees } from '../../../../shared/money/format';
import type { Translation } from '../../../i18n/catalogue';
import { sandboxMessages, sandboxToolMessages, type SandboxText } from './messages';
import { sandboxMessagesHi } from './messages.hi';
import { sandboxMessagesTe } from './messages.te';
import type { AuthRequest, Debit, Subscription } from './simulator';
import { FAVICON_LINK } from '../../../http/favicon';

/**
 * Server-rendered pages of the sandbox: plain HTML forms, no scripts (the app's CSP allows only
 * scripts from 'self'), styled like a payment page, mobile first.
 */

/** The pay page's and UPI app's text in the buyer's language (the request's, as the app decides). */
const TEXT: Record<Locale, Translation<SandboxText>> = {
  en: sandboxMessages.en,
  te: sandboxMessagesTe,
  hi: sandboxMessagesHi,
};
const tool = sandboxToolMessages;

const esc = (s: string | number) =>
  String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Fills {name} placeholders with escaped values. */
const fill = (template: string, values: Record<string, string | number>) =>
  esc(template).replace(/\{(\w+)\}/g, (_, k: string) => esc(values[k] ?? `{${k}}`));

export const SANDBOX_MOUNT = '/sandbox/phonepe';

const timeIST = (locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Kolkata',
  });

/**
 * The script font of a Telugu or Hindi page (a phone has one; a bare Linux browser may not): the
 * app's own Noto Sans subsets, served under the sandbox (browser-routes.ts), for the script's
 * letters only.
 */
export const SANDBOX_FONTS = {
  te: {
    family: 'Noto Sans Telugu',
    pkg: 'noto-sans-telugu',
    range: 'U+0951-0952,U+0964-0965,U+0C00-0C7F,U+1CDA,U+1CF2,U+200C-200D,U+25CC',
    files: {
      400: 'noto-sans-telugu-telugu-400-normal.woff2',
      700: 'noto-sans-telugu-telugu-700-normal.woff2',
    },
  },
  hi: {
    family: 'Noto Sans Devanagari',
    pkg: 'noto-sans-devanagari',
    range: 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF',
    files: {
      400: 'noto-sans-devanagari-devanagari-400-normal.woff2',
      700: 'noto-sans-devanagari-devanagari-700-normal.woff2',
    },
  },
} as const;

const BODY_FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif";

function fontCss(locale: Locale) {
  if (locale === 'en') return '';
  const f = SANDBOX_FONTS[locale];
  const faces = Object.entries(f.files)
    .map(
      ([weight, file]) =>
        `@font-face{font-family:'${f.family}';font-display:swap;font-weight:${weight};src:url(${SANDBOX_MOUNT}/fonts/${file}) format('woff2');unicode-range:${f.range}}`,
    )
    .join('');
  return `${faces}body{font-family:'${f.family}',${BODY_FONT}}`;
}

const CSS = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:${BODY_FONT};background:#f1edf7;color:#1d1230;line-height:1.45}
.bar{display:flex;align-items:center;gap:.6rem;padding:.85rem 1rem;background:#5f259f;color:#fff}
.bar.upi{background:#0f5132}
.bar.merchant{background:#14231c;color:#f9edc4}
.logo{display:inline-grid;place-items:center;width:2rem;height:2rem;border-radius:50%;background:#fff;color:#5f259f;font-weight:800;font-size:.95rem;letter-spacing:-.02em}
.bar.upi .logo{color:#0f5132}
.bar.merchant .logo{background:#d4a72c;color:#14231c}
.brand{font-weight:700;font-size:1.1rem;letter-spacing:.01em}
.badge{margin-left:auto;border:1px solid rgba(255,255,255,.7);border-radius:999px;padding:.1rem .6rem;font-size:.75rem;font-weight:600;text-transform:uppercase;letter-spacing:.06em}
main{max-width:28rem;margin:0 auto;padding:1rem 1rem 2rem}
h1,h2,h3,p{overflow-wrap:anywhere}
.card{background:#fff;border-radius:1rem;box-shadow:0 1px 2px rgba(29,18,48,.08),0 8px 24px rgba(29,18,48,.08);padding:1.25rem;margin-top:.5rem}
.card+.card{margin-top:1rem}
.muted{color:#5c5470;margin:0;font-size:.9rem}
h1{font-size:1.35rem;margin:.15rem 0 .1rem}
h2{font-size:1.05rem;margin:1.75rem 0 .6rem}
h3{font-size:1.1rem;margin:.2rem 0 .15rem}
.upi-page h1{margin:.25rem 0 1rem}
.merchant-row{display:flex;align-items:center;gap:.75rem}
.avatar{display:grid;place-items:center;flex:none;width:3rem;height:3rem;border-radius:50%;background:#14231c;color:#f3d27a;font-weight:700;font-size:1.2rem}
.amount-label{display:block;color:#5c5470;font-size:.85rem;font-weight:500;letter-spacing:0}
.amount{font-size:2.25rem;font-weight:700;margin:1rem 0 .25rem;letter-spacing:-.01em}
dl{margin:1rem 0 0;border-top:1px solid #ece7f3}
dl div{display:flex;justify-content:space-between;gap:1rem;padding:.6rem 0;border-bottom:1px solid #ece7f3}
dt{color:#5c5470;white-space:nowrap}
dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
dd.id{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.82rem;font-weight:600;padding-top:.15rem}
.actions{display:grid;gap:.75rem;margin-top:1.25rem}
button,.btn{display:inline-flex;align-items:center;justify-content:center;min-height:2.9rem;border-radius:.75rem;padding:.6rem 1rem;font:inherit;font-weight:700;font-size:1rem;cursor:pointer;text-decoration:none;border:2px solid transparent}
.primary{background:#5f259f;color:#fff}
.primary:hover{background:#4b1c80}
.secondary{background:#fff;color:#5f259f;border-color:#5f259f}
.secondary:hover{background:#f4eefb}
.upi .primary,.upi-page .primary{background:#0f5132}
.upi-page .secondary{color:#0f5132;border-color:#0f5132}
.merchant-page .primary{background:#d4a72c;color:#14231c}
.merchant-page .primary:hover{background:#f3d27a}
.merchant-page .secondary{color:#14231c;border-color:#14231c}
.merchant-page .secondary:hover{background:#fbf7ee}
.link{background:none;border:none;color:#3b1a66;text-decoration:underline;font-weight:600;min-height:2.75rem}
.help{font-size:.85rem;color:#5c5470;margin:1rem 0 0}
.secure{text-align:center;color:#5c5470;font-size:.85rem;margin-top:1.25rem}
.note{background:#fff8e1;border:1px solid #f3d27a;border-radius:.75rem;padding:.6rem .8rem;font-size:.85rem;margin:0 0 .75rem;color:#4a3b00}
.row{display:flex;gap:.5rem;flex-wrap:wrap;margin-top:1rem}
.row form{flex:1}
.row button{width:100%}
label{display:block;font-weight:600;margin-bottom:.35rem}
input[type=text],input[type=number]{width:100%;min-height:2.9rem;border:1px solid #bdb5cc;border-radius:.75rem;padding:.5rem .75rem;font:inherit;font-size:1rem}
.inline{display:flex;gap:.5rem;align-items:flex-end}
.inline div{flex:1}
.status{font-size:1.6rem;font-weight:700;margin:.5rem 0}
.ok{color:#1d7a46}.bad{color:#b42318}.wait{color:#8a6811}
.error{color:#b42318;font-weight:600}
:focus-visible{outline:3px solid #f3d27a;outline-offset:2px}
@media (min-width:768px){main{padding-top:2.5rem}.card{padding:1.75rem}}
`;

function layout(o: {
  locale: Locale;
  title: string;
  bar: 'phonepe' | 'upi' | 'merchant';
  brand: string;
  body: string;
}) {
  const barClass = o.bar === 'phonepe' ? 'bar' : `bar ${o.bar}`;
  const logo = o.bar === 'phonepe' ? 'Pe' : o.bar === 'upi' ? 'U' : 'G';
  return `<!doctype html>
<html lang="${o.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">${FAVICON_LINK}<title>${esc(o.title)}</title><style>${CSS}${fontCss(o.locale)}</style></head>
<body class="${o.bar}-page"><header class="${barClass}"><span class="logo" aria-hidden="true">${logo}</span><span class="brand">${esc(o.brand)}</span><span class="badge">${esc(TEXT[o.locale].sandboxBadge)}</span></header>
<main>${o.body}</main></body></html>`;
}

export type PayPageView = {
  token: string;
  merchantName: string;
  merchantId: string;
  amountPaise: number;
  merchantTransactionId: string;
  expiresAt: Date;
};

/** The hosted pay page: merchant, amount and order, and the three choices. */
export function payPage(v: PayPageView, locale: Locale) {
  const t = TEXT[locale];
  const initial = v.merchantName.slice(0, 1).toUpperCase();
  return layout({
    locale,
    title: fill(t.payTitle, { merchant: v.merchantName }),
    bar: 'phonepe',
    brand: tool.phonePe,
    body: `<p class="note">${esc(t.noMoney)}</p>
<section class="card" aria-labelledby="merchant">
  <div class="merchant-row"><span class="avatar" aria-hidden="true">${esc(initial)}</span>
  <div><p class="muted">${esc(t.payingTo)}</p><h1 id="merchant">${esc(v.merchantName)}</h1>
  <p class="muted">${fill(t.merchantId, { id: v.merchantId })}</p></div></div>
  <p class="amount"><span class="amount-label">${esc(t.amount)}</span>${esc(formatRupees(v.amountPaise))}</p>
  <dl>
    <div><dt>${esc(t.orderId)}</dt><dd class="id">${esc(v.merchantTransactionId)}</dd></div>
    <div><dt>${esc(t.method)}</dt><dd>${esc(t.methodValue)}</dd></div>
    <div><dt>${esc(t.expires)}</dt><dd>${esc(timeIST(locale).format(v.expiresAt))}</dd></div>
  </dl>
  <form method="post" action="${SANDBOX_MOUNT}/transact/pg" class="actions">
    <input type="hidden" name="token" value="${esc(v.token)}">
    <button type="submit" name="choice" value="pay" class="primary">${esc(t.pay)}</button>
    <button type="submit" name="choice" value="decline" class="secondary">${esc(t.decline)}</button>
    <button type="submit" name="choice" value="pending" class="link">${esc(t.leavePending)}</button>
  </form>
  <p class="help">${esc(t.choiceHelp)}</p>
</section>
<p class="secure">${esc(t.secured)}</p>`,
  });
}

/** A pay page whose payment has already ended (reload, back button). */
export function payDonePage(
  o: { state: 'COMPLETED' | 'FAILED' | 'PENDING'; redirectUrl?: string },
  locale: Locale,
) {
  const t = TEXT[locale];
  const state =
    o.state === 'COMPLETED'
      ? t.stateCompleted
      : o.state === 'FAILED'
        ? t.stateFailed
        : t.statePending;
  return layout({
    locale,
    title: fill(t.doneTitle, { state }),
    bar: 'phonepe',
    brand: tool.phonePe,
    body: `<section class="card"><h1>${fill(t.doneTitle, { state })}</h1>
${o.redirectUrl ? `<p class="actions"><a class="btn primary" href="${esc(o.redirectUrl)}">${esc(t.returnToMerchant)}</a></p>` : ''}</section>`,
  });
}

export function unknownPage(locale: Locale) {
  const t = TEXT[locale];
  return layout({
    locale,
    title: t.unknownTitle,
    bar: 'phonepe',
    brand: tool.phonePe,
    body: `<section class="card"><h1>${esc(t.unknownTitle)}</h1><p>${esc(t.unknownBody)}</p></section>`,
  });
}

/** redirectMode POST: a form the user submits back to the merchant (no scripts allowed). */
export function postBackPage(
  o: { merchantName: string; redirectUrl: string; fields: Record<string, string | number> },
  locale: Locale,
) {
  const t = TEXT[locale];
  const inputs = Object.entries(o.fields)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');
  return layout({
    locale,
    title: fill(t.returning, { merchant: o.merchantName }),
    bar: 'phonepe',
    brand: tool.phonePe,
    body: `<section class="card"><h1>${fill(t.returning, { merchant: o.merchantName })}</h1>
<form method="post" action="${esc(o.redirectUrl)}" class="actions">${inputs}<button type="submit" class="primary">${esc(t.returnToMerchant)}</button></form></section>`,
  });
}

/** A mandate's frequency in the language (one the page does not know: as PhonePe names it). */
const frequencyLabel = (t: Translation<SandboxText>, f: string) =>
  (t.frequencies as Record<string, string>)[f] ??
  f.charAt(0) + f.slice(1).toLowerCase().replace('_', ' ');

export type UpiInboxView = {
  vpa?: string;
  /** the request the app was opened with (an intent or a QR code): the page shows only it */
  request?: string;
  merchantName: string;
  authRequests: { auth: AuthRequest; subscription: Subscription }[];
  debits: { debit: Debit; subscription: Subscription }[];
  mandates: Subscription[];
  /** the movable sandbox clock (absent when the app runs on a fixed clock) */
  clock?: { now: Date; shiftMs: number };
};

function clockSection(c: { now: Date; shiftMs: number }, back: string) {
  const hours = Math.floor(c.shiftMs / 3_600_000);
  const minutes = Math.floor((c.shiftMs % 3_600_000) / 60_000);
  const move = (value: string, label: string) =>
    `<form method="post" action="${SANDBOX_MOUNT}/upi-app/clock">${back}<button type="submit" name="move" value="${value}" class="secondary">${esc(label)}</button></form>`;
  return `<section aria-labelledby="h-clock" class="card" lang="en"><h2 id="h-clock">${esc(tool.clockTitle)}</h2>
<p>${fill(tool.clockNow, { time: formatDateTime(c.now), shift: `${hours} h ${minutes} min` })}</p>
<p class="muted">${esc(tool.clockNote)}</p>
<div class="row">${move('hour', tool.clockHour)}${move('day', tool.clockDay)}${move('window', tool.clockWindow)}</div></section>`;
}

/** The simulated UPI app: approve or reject mandates and debits; pause, resume or revoke mandates. */
/**
 * Whose requests the UPI app shows: the UPI ID asked for; opened with a request, that request's
 * UPI ID (a collect request names one, an intent or a QR code none: then the request itself);
 * else every UPI ID's (the developer's view).
 */
function upiHeading(v: UpiInboxView, t: (typeof TEXT)[Locale]) {
  if (v.vpa) return fill(t.upiFor, { vpa: v.vpa });
  if (v.request === undefined) return esc(t.upiForEveryone);
  const opened = v.authRequests.find((a) => a.auth.authRequestId === v.request);
  const vpa = opened?.auth.vpa ?? opened?.subscription.vpa;
  return vpa ? fill(t.upiFor, { vpa }) : esc(t.upiForRequest);
}

export function upiAppPage(v: UpiInboxView, locale: Locale) {
  const t = TEXT[locale];
  const back = v.vpa ? `<input type="hidden" name="vpa" value="${esc(v.vpa)}">` : '';
  const decide = (action: string, label: string, cls: string, name: string, value: string) =>
    `<form method="post" action="${SANDBOX_MOUNT}/upi-app/${action}">${back}<button type="submit" name="${name}" value="${value}" class="${cls}">${esc(label)}</button></form>`;
  const mandateLine = (s: Subscription) =>
    `<h3>${esc(s.name)}</h3><p class="muted">${fill(
      s.amountType === 'VARIABLE' ? t.mandateUpTo : t.mandateFixed,
      {
        amount: formatRupees(s.amount),
        frequency: frequencyLabel(t, s.frequency),
      },
    )}</p>`;

  const auths = v.authRequests
    .map(
      ({ auth, subscription: s }) => `<article class="card" aria-label="${esc(s.name)}">
  <p class="muted">${esc(v.merchantName)}</p>${mandateLine(s)}
  ${auth.amount ? `<p class="muted">${fill(t.firstDebit, { amount: formatRupees(auth.amount) })}</p>` : ''}
  <div class="row">${decide(`auth/${encodeURIComponent(auth.authRequestId)}`, t.approve, 'primary', 'decision', 'approve')}${decide(`auth/${encodeURIComponent(auth.authRequestId)}`, t.reject, 'secondary', 'decision', 'reject')}</div>
</article>`,
    )
    .join('');
  const debits = v.debits
    .map(
      ({
        debit: d,
        subscription: s,
      }) => `<article class="card" aria-label="${esc(fill(t.debitLine, { amount: formatRupees(d.amount) }))}">
  <p class="muted">${esc(v.merchantName)} · ${esc(s.name)}</p><h3>${fill(t.debitLine, { amount: formatRupees(d.amount) })}</h3>
  <div class="row">${decide(`debit/${encodeURIComponent(d.transactionId)}`, t.approve, 'primary', 'decision', 'approve')}${decide(`debit/${encodeURIComponent(d.transactionId)}`, t.reject, 'secondary', 'decision', 'reject')}</div>
</article>`,
    )
    .join('');
  const mandates = v.mandates
    .map(
      (s) => `<article class="card" aria-label="${esc(s.name)}">
  <p class="muted">${esc(v.merchantName)}</p>${mandateLine(s)}
  <p class="muted">${fill(t.mandateState, { state: t.states[s.state] })}${s.state === 'PAUSED' && s.pauseEnd ? ` · ${fill(t.pausedUntil, { date: formatDateTime(new Date(s.pauseEnd), locale) })}` : ''}</p>
  <div class="row">${
    s.state === 'ACTIVE'
      ? decide(
          `mandate/${encodeURIComponent(s.subscriptionId)}`,
          t.pause,
          'secondary',
          'action',
          'pause',
        )
      : decide(
          `mandate/${encodeURIComponent(s.subscriptionId)}`,
          t.resume,
          'secondary',
          'action',
          'unpause',
        )
  }${decide(`mandate/${encodeURIComponent(s.subscriptionId)}`, t.revoke, 'secondary', 'action', 'revoke')}</div>
</article>`,
    )
    .join('');
  const empty = `<p class="muted">${esc(t.nothingWaiting)}</p>`;
  return layout({
    locale,
    title: t.upiTitle,
    bar: 'upi',
    brand: t.upiApp,
    body: `<p class="note">${esc(t.noMoney)}</p>
<h1>${upiHeading(v, t)}</h1>
<form method="get" action="${SANDBOX_MOUNT}/upi-app" class="inline"><div><label for="vpa">${esc(t.upiIdLabel)}</label><input type="text" id="vpa" name="vpa" value="${esc(v.vpa ?? '')}" autocomplete="off"></div><button type="submit" class="secondary">${esc(t.show)}</button></form>
<section aria-labelledby="h-mandates"><h2 id="h-mandates">${esc(t.mandateRequests)}</h2>${auths || empty}</section>
<section aria-labelledby="h-debits"><h2 id="h-debits">${esc(t.debitRequests)}</h2>${debits || empty}</section>
<section aria-labelledby="h-active"><h2 id="h-active">${esc(t.activeMandates)}</h2>${mandates || empty}</section>${v.clock ? clockSection(v.clock, back) : ''}`,
  });
}

/** The test merchant's home: start a payment through the real adapter, or open the UPI app. */
export function merchantHomePage(o: { merchantName: string; error?: string; amount?: string }) {
  const t = tool;
  return layout({
    locale: 'en',
    title: t.merchantTitle,
    bar: 'merchant',
    brand: o.merchantName,
    body: `<section class="card"><h1>${esc(t.merchantTitle)}</h1>
<p>${esc(t.merchantIntro)}</p>
<form method="post" action="/sandbox/merchant/payments" class="actions" novalidate>
  <div><label for="amount">${esc(t.amountLabel)}</label>
  <input type="text" inputmode="decimal" id="amount" name="amount" value="${esc(o.amount ?? '1234.56')}" ${o.error ? 'aria-invalid="true" aria-describedby="amount-error"' : ''}>
  ${o.error ? `<p id="amount-error" class="error">${esc(o.error)}</p>` : ''}</div>
  <button type="submit" class="primary">${esc(t.startPayment)}</button>
</form>
<p class="actions"><a class="btn secondary" href="${SANDBOX_MOUNT}/upi-app">${esc(t.openUpiApp)}</a></p></section>`,
  });
}

/** Where the test purpose returns the browser: the payment's state as the app records it. */
export function merchantResultPage(o: {
  merchantName: string;
  state: 'PENDING' | 'SUCCESS' | 'FAILED' | 'EXPIRED';
  amountPaise: number;
  merchantTransactionId: string;
}) {
  const t = { ...tool, ...sandboxMessages.en };
  const [label, cls] =
    o.state === 'SUCCESS'
      ? [t.paymentSuccessful, 'ok']
      : o.state === 'PENDING'
        ? [t.paymentPending, 'wait']
        : [o.state === 'EXPIRED' ? t.paymentExpired : t.paymentFailed, 'bad'];
  return layout({
    locale: 'en',
    title: label,
    bar: 'merchant',
    brand: o.merchantName,
    body: `<section class="card" aria-labelledby="result"><p class="muted">${esc(t.resultTitle)}</p>
<h1 id="result" class="status ${cls}">${esc(label)}</h1>
<dl><div><dt>${esc(t.amount)}</dt><dd>${esc(formatRupees(o.amountPaise))}</dd></div>
<div><dt>${esc(t.orderId)}</dt><dd class="id">${esc(o.merchantTransactionId)}</dd></div></dl>
<p class="actions"><a class="btn primary" href="/sandbox">${esc(t.anotherPayment)}</a></p></section>`,
  });
}

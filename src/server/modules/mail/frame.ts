import type { Locale } from '../../../shared/locales';
import type { Config } from '../../config';
import { inLocale, serverCatalogue } from '../../i18n/catalogue';
import { mailFrameMessages } from './messages';
import { mailFrameMessagesHi } from './messages.hi';
import { mailFrameMessagesTe } from './messages.te';

/** Escapes text for HTML; every value placed in a mail's HTML goes through it. */
export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export const mailFrameCatalogue = serverCatalogue('mail/frame', mailFrameMessages, {
  te: mailFrameMessagesTe,
  hi: mailFrameMessagesHi,
});

/** What a mail is about, which its footer says (why the reader got it). */
export type MailReason = keyof typeof mailFrameMessages.why;

/** One mail, as its module writes it: the frame adds the rest. */
export type FramedMail = {
  /** what the mail is for (verify-email, plan-debit-receipt...), for the log and the mailbox */
  kind: string;
  to: string;
  /** the language it is written in: the member's profile language, English by default */
  locale: Locale;
  subject: string;
  /** the reader's first name for the greeting ('' greets without a name) */
  firstName: string;
  /** paragraphs before the button */
  body: string[];
  action?: { label: string; url: string };
  /** paragraphs after the button (validity, "keep this mail"...) */
  after?: string[];
  why: MailReason;
  /** the GSTIN in the footer: a mail about a sale (a receipt, an order, a refund) */
  tax?: boolean;
  /** the grievance officer in the footer: a mail about money taken or to be taken */
  grievance?: boolean;
};

/** A mail ready for the outbox. */
export type OutgoingMail = {
  /** what the mail is for (verify-email, password-reset...), for the log and the dev mailbox */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

type Operator = Pick<
  Config,
  | 'OPERATOR_BRAND'
  | 'OPERATOR_NAME'
  | 'OPERATOR_ADDRESS'
  | 'OPERATOR_GSTIN'
  | 'OPERATOR_SUPPORT_EMAIL'
  | 'OPERATOR_FOUNDER'
  | 'OPERATOR_FOUNDER_EMAIL'
>;

/** The footer's lines: the business, whom to write to, why the mail came. */
function footerLines(c: Operator, m: FramedMail): string[] {
  const t = inLocale(mailFrameCatalogue, m.locale);
  return [
    [
      t.business(c.OPERATOR_NAME, c.OPERATOR_ADDRESS),
      ...(m.tax ? [t.gstin(c.OPERATOR_GSTIN)] : []),
    ].join(' '),
    t.questions(c.OPERATOR_SUPPORT_EMAIL),
    ...(m.grievance ? [t.grievance(c.OPERATOR_FOUNDER, c.OPERATOR_FOUNDER_EMAIL)] : []),
    t.why[m.why](c.OPERATOR_BRAND),
  ];
}

/**
 * Every mail's one frame (decision 013): the brand's header, the greeting, the body, an optional
 * button with the same link written out for mail clients that strip buttons, the sign-off and the
 * footer, as plain text and simple HTML (one column, inline styles, `<html lang>` of the mail's
 * language), every value escaped.
 */
export function frameMail(c: Operator, m: FramedMail): OutgoingMail {
  const t = inLocale(mailFrameCatalogue, m.locale);
  const brand = c.OPERATOR_BRAND;
  const greeting = m.firstName.trim() ? t.greeting(m.firstName.trim()) : t.greetingNoName;
  const after = m.after ?? [];
  const footer = footerLines(c, m);
  const text = [
    greeting,
    '',
    ...m.body.flatMap((p) => [p, '']),
    ...(m.action ? [`${m.action.label}: ${m.action.url}`, ''] : []),
    ...after.flatMap((p) => [p, '']),
    t.signOff(brand),
    '',
    '--',
    ...footer,
  ].join('\n');

  const p = (s: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#14231c">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const button = m.action
    ? (() => {
        const url = escapeHtml(m.action.url);
        return `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#d4a72c;color:#14231c;text-decoration:none;font-weight:bold;font-size:16px;padding:12px 24px;border-radius:999px">${escapeHtml(m.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#5b6660">${escapeHtml(t.copyLink)}<br><a href="${url}" style="color:#8a6811;word-break:break-all">${url}</a></p>`;
      })()
    : '';
  const html = `<!doctype html>
<html lang="${m.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(m.subject)}</title></head>
<body style="margin:0;padding:0;background:#fbf7ee;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf7ee;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:#14231c;padding:20px 28px;font-family:Georgia,serif;font-size:22px;font-weight:bold;color:#f3d27a">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:28px">
${p(greeting)}
${m.body.map(p).join('\n')}
${button}
${after.map(p).join('\n')}
${p(t.signOff(brand))}
</td></tr>
<tr><td style="background:#f3ead6;padding:16px 28px;font-size:12px;line-height:1.5;color:#5b6660">${footer.map(escapeHtml).join('<br>')}</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
  return { kind: m.kind, to: m.to, subject: m.subject, text, html };
}

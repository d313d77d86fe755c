import type { Locale } from '../../../shared/locales';

/** Escapes text for HTML; every value placed in a mail's HTML goes through it. */
export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export type MailContent = {
  /** the operator's brand, shown as the mail's header and signature */
  brand: string;
  /** the operator's name and address, shown in the footer */
  footer: string;
  greeting: string;
  /** paragraphs before the button */
  intro: string[];
  action: { label: string; url: string };
  /** paragraphs after the button (validity, "ignore this mail if...") */
  outro: string[];
  signOff: string;
  /** the language the mail is written in (the member's profile language; English by default) */
  locale?: Locale;
};

/** The layout's own sentence, for mail clients that strip buttons (decision 013). */
const COPY_LINK: Record<Locale, string> = {
  en: 'If the button does not work, copy this link into your browser:',
  te: 'బటన్ పనిచేయకపోతే, ఈ లింక్‌ను కాపీ చేసి మీ బ్రౌజర్‌లో పేస్ట్ చేయండి:',
  hi: 'अगर बटन काम न करे, तो यह लिंक कॉपी करके अपने ब्राउज़र में खोलें:',
};

/**
 * A short transactional mail as plain text and simple HTML (one column, inline styles, a button
 * and the same link written out for mail clients that strip buttons).
 */
export function renderMail(c: MailContent): { text: string; html: string } {
  const text = [
    c.greeting,
    '',
    ...c.intro.flatMap((p) => [p, '']),
    `${c.action.label}: ${c.action.url}`,
    '',
    ...c.outro.flatMap((p) => [p, '']),
    c.signOff,
    '',
    '--',
    c.footer,
  ].join('\n');

  const p = (s: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#14231c">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const url = escapeHtml(c.action.url);
  const html = `<!doctype html>
<html lang="${c.locale ?? 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(c.brand)}</title></head>
<body style="margin:0;padding:0;background:#fbf7ee;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf7ee;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:#14231c;padding:20px 28px;font-family:Georgia,serif;font-size:22px;font-weight:bold;color:#f3d27a">${escapeHtml(c.brand)}</td></tr>
<tr><td style="padding:28px">
${p(c.greeting)}
${c.intro.map(p).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#d4a72c;color:#14231c;text-decoration:none;font-weight:bold;font-size:16px;padding:12px 24px;border-radius:999px">${escapeHtml(c.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#5b6660">${escapeHtml(COPY_LINK[c.locale ?? 'en'])}<br><a href="${url}" style="color:#8a6811;word-break:break-all">${url}</a></p>
${c.outro.map(p).join('\n')}
${p(c.signOff)}
</td></tr>
<tr><td style="background:#f3ead6;padding:16px 28px;font-size:12px;line-height:1.5;color:#5b6660">${escapeHtml(c.footer)}</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
  return { text, html };
}

import { useState } from 'react';
import { Link } from 'react-router';
import { fmt, useMessages } from '../lib/i18n';
import { usePageOrigin } from '../lib/page-origin';
import { useIsHydrated } from '../lib/use-is-hydrated';
import { usePublicConfig } from '../lib/queries/config';
import { shareReferralMessages } from './share-referral-messages';
import { paths } from '../../shared/routes';

/** The sign-up link that fills the code in (the sign-up page reads ?ref=). */
export const signupLinkOf = (origin: string, code: string) =>
  `${origin}${paths.signUp.href({ ref: code })}`;

/**
 * The user's referral code with a share button: the phone's share sheet where the browser has the
 * Web Share API, otherwise WhatsApp and copy link.
 */
export function ShareReferral({
  code,
  showReferralsLink = false,
}: {
  code: string;
  showReferralsLink?: boolean;
}) {
  const m = useMessages(shareReferralMessages);
  const config = usePublicConfig();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const url = signupLinkOf(usePageOrigin(), code);
  const brand = config?.brand ?? '';
  const text = fmt(m.shareText, { brand, code, url });
  // the server knows no browser's Web Share API: the browser's answer once the app runs, so that
  // its first render matches the server's markup
  const canShare = useIsHydrated() && typeof navigator.share === 'function';

  const onShare = async () => {
    try {
      await navigator.share({ title: fmt(m.shareTitle, { brand }), text, url });
    } catch {
      // the user closed the share sheet: nothing to do
    }
  };
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <div className="card p-5" data-testid="referral-share">
      <p className="text-muted text-xs font-medium tracking-wide uppercase">{m.yourCode}</p>
      <p className="font-display mt-1 text-xl font-bold break-all" data-testid="referral-code">
        {code}
      </p>
      <p className="text-muted mt-2 text-xs">{m.signupLink}</p>
      <p className="text-sm break-all" data-testid="signup-link">
        {url}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {canShare ? (
          <button type="button" className="btn-primary" onClick={() => void onShare()}>
            {m.share}
          </button>
        ) : (
          <a
            className="btn-primary"
            href={`https://wa.me/?text=${encodeURIComponent(text)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {m.shareWhatsApp}
          </a>
        )}
        <button type="button" className="btn-outline" onClick={() => void onCopy()}>
          {m.copyLink}
        </button>
        {showReferralsLink && (
          <Link to={paths.referrals.href()} className="btn-outline">
            {m.referralsLink}
          </Link>
        )}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm">
        {copyState === 'copied' ? m.copied : copyState === 'failed' ? m.copyFailed : ''}
      </p>
    </div>
  );
}

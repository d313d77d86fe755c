import { defineMessages } from '../lib/i18n';

/** The referral share card (dashboard, referrals page). */
export const shareReferralMessages = defineMessages(
  {
    en: {
      yourCode: 'Your referral code',
      share: 'Share',
      shareWhatsApp: 'Share on WhatsApp',
      copyLink: 'Copy link',
      copied: 'Link copied',
      copyFailed: 'Could not copy. Long-press the link to copy it.',
      shareText: 'I save 24K gold from ₹10 on {brand}. Join with my referral code {code}: {url}',
      shareTitle: 'Join me on {brand}',
      signupLink: 'Sign-up link',
      referralsLink: 'Your referrals and Ants statement',
    },
  },
  {
    te: () => import('./share-referral-messages.te'),
    hi: () => import('./share-referral-messages.hi'),
  },
);

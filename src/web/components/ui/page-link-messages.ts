import { defineMessages } from '../../lib/i18n';

export const pageLinkMessages = defineMessages(
  {
    en: {
      comingSoon: 'Coming soon',
    },
  },
  { te: () => import('./page-link-messages.te'), hi: () => import('./page-link-messages.hi') },
);

import { defineMessages } from '../../lib/i18n';

export const pageLinkMessages = defineMessages({
  en: {
    comingSoon: 'Coming soon',
  },
});

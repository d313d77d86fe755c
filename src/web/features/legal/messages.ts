import { defineMessages } from '../../lib/i18n';

export const legalMessages = defineMessages(
  {
    en: {
      eyebrow: 'Legal',
      lastUpdated: 'Last updated: {date}',
      onThisPage: 'On this page',
      questionsTitle: 'Questions?',
      questionsText:
        'Write to {email} or call {phone}. We are happy to explain anything on this page.',
      contactLink: 'Contact us',
    },
  },
  { te: () => import('./messages.te'), hi: () => import('./messages.hi') },
);

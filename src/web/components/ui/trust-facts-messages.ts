import { defineMessages } from '../../lib/i18n';

/** The facts shown where a buyer decides (quick buy, a plan's first step, About). */
export const trustFactsMessages = defineMessages(
  {
    en: {
      title: 'Before you buy',
      reserve: 'Every gram we owe savers is counted against the gold we hold, published daily.',
      reserveLink: 'See the proof of reserve',
      autopay:
        'AutoPay: you are told 24 hours before each debit, can skip one or cancel any time, and pay no fee for it.',
      regulator:
        'Digital gold is not regulated by SEBI (the market regulator) and is outside its investor protection.',
    },
  },
  { te: () => import('./trust-facts-messages.te'), hi: () => import('./trust-facts-messages.hi') },
);

import { defineMessages } from '../../lib/i18n';

/** The header widgets on /, /Store and /aboutus (spec 2: Live price badge, Account widget). */
export const widgetMessages = defineMessages(
  {
    en: {
      priceLabel: 'Live gold price',
      liveGold: 'LiveGold',
      loading: 'Loading...',
      perGram: '/gm',
      updatingIn: 'Updating in {time}',
      delayed: '(delayed)',
      startEarning: 'Start Earning',
      zeroEarn: '0 Earn',
      ants: '{value} Ants',
      grams: '{value} g',
      error: 'Error: {message}',
    },
  },
  { te: () => import('./widget-messages.te'), hi: () => import('./widget-messages.hi') },
);

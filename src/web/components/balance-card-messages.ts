import { defineMessages } from '../lib/i18n';

export const balanceCardMessages = defineMessages(
  {
    en: {
      title: 'Your balances',
      antPoints: 'Ant Points',
      goldNuggets: 'Gold Nuggets (Gold Flakes)',
      zeroEarned: '0 Earned',
      antsUnit: 'Ants',
      gramsUnit: 'g',
      loading: 'Loading your balances',
      antsHint: '1 Ant = ₹1',
      goldHint: '24K digital gold, 99.9% pure',
    },
  },
  {
    te: () => import('./balance-card-messages.te'),
    hi: () => import('./balance-card-messages.hi'),
  },
);

import { defineMessages } from '../../lib/i18n';

export const marketplaceMessages = defineMessages(
  {
    en: {
      eyebrow: 'Digital gold',
      title: 'Save in 24K gold',
      lead: 'Buy once or set up a plan. Every rupee buys 24 karat, 99.9% pure gold, held in your name.',
      plansLabel: 'Ways to save',
      saveNow: 'Save Now',
      quickBuyTitle: 'Quick Buy',
      quickBuyTag: 'One time',
      quickBuyText: 'Buy any amount from {min} to {max} in one go, whenever you like.',
      dailyTitle: 'Daily Save',
      dailyTag: 'Every day',
      dailyText: 'A small amount every day by UPI Autopay. The easiest habit to keep.',
      weeklyTitle: 'Plan Weekly',
      weeklyTag: 'Every week',
      weeklyText: 'Set aside a fixed amount each week by UPI Autopay.',
      monthlyTitle: 'Plan Monthly',
      monthlyTag: 'Every month',
      monthlyText: 'Save on salary day, automatically, by UPI Autopay.',
      amountsLabel: 'Amounts',
      minChip: 'From {amount}',
      maxChip: 'Up to {amount}',
      goToSlide: 'Show {name}',
      note: 'Plans can be cancelled at any time. GST is included in the amount you pay.',
    },
  },
  { te: () => import('./messages.te'), hi: () => import('./messages.hi') },
);

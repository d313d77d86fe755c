import { defineMessages } from '../../lib/i18n';

export const androidMessages = defineMessages(
  {
    en: {
      eyebrow: 'Android app',
      title: '{brand} for Android',
      lead: 'Everything you can do on the web, in an app made for your phone: buy gold in seconds, keep your plans running and see every gram you own.',
      badgeTop: 'Get it on',
      badgeBottom: 'Google Play',
      featuresTitle: 'What the app offers',
      f1Title: 'Buy gold in seconds',
      f1Text:
        'Quick Buy from ₹{min} with UPI, card or wallet, and the grams show up in your account as soon as the payment is confirmed.',
      f2Title: 'Plans on autopilot',
      f2Text: 'Start, follow and cancel your daily, weekly or monthly UPI Autopay plans.',
      f3Title: 'Your gold at a glance',
      f3Text: 'Your gold grams and Ants, with the live gold price, on the first screen.',
      f4Title: 'The full gold store',
      f4Text:
        'Coins delivered to your door, nuggets to collect in Hyderabad, the Gold Smith and the referral store.',
      f5Title: 'Invoices in your pocket',
      f5Text: 'Every purchase, plan debit and order, with a GST invoice you can share or print.',
      f6Title: 'Refer and earn Ants',
      f6Text:
        'Share your referral code with friends and earn Ants (1 Ant = ₹1) on their purchases.',
      stepsTitle: 'Get started in three steps',
      step1: 'Open the {brand} page on Google Play and tap Install.',
      step2: 'Open the app and sign in, or create your account in a minute.',
      step3: 'Buy your first gold from ₹{min}, or start a plan.',
      webTitle: 'Prefer your browser?',
      webText: 'The same account works on the web too, on any phone or computer.',
      webLink: 'Continue on the web',
    },
  },
  { te: () => import('./messages.te'), hi: () => import('./messages.hi') },
);

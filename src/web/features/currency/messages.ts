import { defineMessages } from '../../lib/i18n';

/** /user/currency: How It Works? (spec 2; decisions.md: Money, gold and prices; Referrals). */
export const currencyMessages = defineMessages(
  {
    en: {
      title: 'How It Works?',
      intro:
        'Your Ant Points and your gold in one place, and how each of them works. Balances update as soon as a purchase, reward or conversion completes.',
      buyGold: 'Buy gold',
      referralStore: 'Referral Store',
      goldSmith: 'Gold Smith',
      referrals: 'Your referrals and Ants',
      faqTitle: 'Frequently asked questions',
      qAnts: 'What are Ants?',
      aAnts:
        'Ants are reward points. 1 Ant is worth ₹1 and Ants are kept to two decimal places. They are not cash and cannot be withdrawn: you spend them on gold coins in the Referral Store.',
      qEarn: 'How do I earn Ants?',
      aEarn:
        'Share your referral code: a personal code like asha4821@gs, shown on your referrals page; it says nothing about you. Someone who signs up with your code stays referred by you, and you earn Ants each time their purchase completes: {referralPercent} of the amount for digital gold, and for store items the referral commission shown on the product, as a percentage of its making charge. A code entered at checkout applies to that order only. No Ants are earned on purchases paid with Ants or gold, or with your own code.',
      aCashback:
        'Gold nuggets bought through direct payment in the store also earn {cashbackPercent} cashback in Ants once the payment is verified.',
      qSpend: 'How do I use my Ants?',
      aSpend:
        'In the Referral Store you can exchange Ants for a 0.200 g, 0.500 g or 1 g gold coin. A coin costs as many Ants as its price in rupees, rounded to the nearest rupee, and is delivered to your address.',
      qGold: 'What are Gold Nuggets (Gold Flakes)?',
      aGold:
        'The 24 karat, 99.9% pure digital gold you buy on the Market, held in your name and shown here in grams to three decimals. Before you pay, the Quick Buy screen shows exactly how many grams you will receive at the current price.',
      qPrice: 'Does the gold price change?',
      aPrice:
        'Yes. The price follows the gold market and is refreshed about every minute; the header shows the live price per gram. Gold can go down as well as up, so the rupee value of your gold changes with it, while your grams stay the same.',
      qVault: 'How much gold can my vault hold?',
      aVault:
        'Up to {limit} g. A purchase that would take your vault above it is not accepted, and an Autopay instalment that would is skipped and not charged; we tell you when that happens. Convert some gold into a coin at the Gold Smith to make room.',
      qCoin: 'Can I turn my gold into a coin?',
      aCoin:
        'Yes. At the Gold Smith, choose a coin: its weight in grams is taken from your vault, no money is charged, and the coin is delivered to your address (the order shows Processing until it ships). Coins are delivered once you have reached {target} g.',
    },
  },
  { te: () => import('./messages.te'), hi: () => import('./messages.hi') },
);

import { defineMessages } from '../../lib/i18n';

export const goldsmithMessages = defineMessages(
  {
    en: {
      title: 'Gold Smith',
      intro:
        'Turn your saved 24K gold into a minted coin, delivered to your door. The coin’s weight in gold comes from your savings; no money is charged.',
      gramsAvailable: 'Gold Nuggets (Gold Flakes) available',
      grams: '{grams} g',
      targetReached:
        'You have reached {target} g, the smallest coin we deliver. Choose a coin below.',
      targetShort:
        'You are {short} g away from {target} g, the smallest coin we deliver. Coins are delivered once you reach it.',
      targetProgress: 'Progress to the {target} g coin',
      saveMore: 'Save more gold',
      takes: 'Takes {grams} g of your gold',
      needsMore: 'Needs {grams} g more',
      canMakeNow: 'You can make this coin now.',
      isGoal: 'Your goal',
      goalTitle: 'Make a coin your goal',
      goalChange: 'Your goal coin',
      goalText:
        'Pick the coin you are saving for: your dashboard shows how far you are and when your plans get you there.',
      referralLabel: 'Referral code (optional)',
      referralHint: 'The referral code of the friend who told you about us (like asha4821@gs).',
      convert: 'Convert & Buy',
      insufficientGold: 'Insufficient gold grams to make the purchase.',
      noCoins: 'No coins are on sale right now. Please check again soon.',
      loadFailed: 'Error: {message}',
      loading: 'Loading…',
      exchangeTitle: 'Prefer jewellery?',
      exchangeText:
        'Exchange your gold for 22-karat hallmarked jewellery at our partner stores, with a bonus of up to {bonus}.',
      exchangeLink: 'Jewellery exchange',
      back: 'Back',
      home: 'Home',
      // jewellery exchange (spec 1)
      jxTitle: 'Jewellery exchange',
      jxIntro:
        'Your 24K gold can become jewellery: exchange it for 22-karat hallmarked jewellery at our partner stores.',
      jxBonusTitle: 'Exchange bonus up to {bonus}',
      jxBonusText:
        'Bring the invoice of your gold to the exchange and receive a bonus of up to {bonus} on the jewellery you choose.',
      jxHowTitle: 'How it works',
      jxStep1:
        'Turn your saved digital gold into a coin at the Gold Smith, or bring a coin you bought from our store.',
      jxStep2:
        'Visit a partner store with the coin, its invoice and one photo ID (Passport, PAN Card, Driver’s License, Voter’s ID or Aadhar Card).',
      jxStep3:
        'Choose any 22-karat BIS-hallmarked piece. The store values your gold at the day’s rate and applies the exchange bonus.',
      jxStoresTitle: 'Find a partner store',
      jxStoresText:
        'Our team tells you the partner store nearest to you and its opening hours. Ask us on WhatsApp.',
      jxAsk: 'Ask on WhatsApp',
      jxAskPrefill:
        'Hello, I would like to exchange my gold for jewellery. Which partner store is near me?',
      jxGoldSmith: 'Go to the Gold Smith',
    },
  },
  { te: () => import('./goldsmith-messages.te'), hi: () => import('./goldsmith-messages.hi') },
);

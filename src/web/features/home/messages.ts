import { defineMessages } from '../../lib/i18n';

// Copy rule (decisions.md, spec 1): gold is bought outright and held in the buyer's name; nothing
// here promises returns, interest or a bonus for keeping money in.
export const homeMessages = defineMessages(
  {
    en: {
      // visitor view
      heroEyebrow: '24K digital gold · from ₹{min}',
      welcome: 'Welcome to {brand}',
      heroLead:
        'Save in real 24 karat gold, a few rupees at a time. Every gram is bought outright, invoiced and held in your name.',
      bulletsTitle: 'Save, Earn & Grow',
      saveTitle: 'Save',
      saveText: 'Buy 24K gold from ₹{min}, once or with daily, weekly or monthly UPI Autopay.',
      earnTitle: 'Earn',
      earnText:
        'Refer friends and earn Ants on their purchases. 1 Ant = ₹1, to spend on gold coins.',
      growTitle: 'Grow',
      growText:
        'Build the habit and watch your grams add up, then take them home as coins delivered to your door.',
      startSaving: 'Start Saving',
      learnMore: 'How it works',
      trustPurity: '24 karat, 99.9% pure',
      trustName: 'Held in your name',
      trustSince: 'Hyderabad jeweller since {since}',
      trustInvoice: 'GST invoice for every purchase',

      compareTitle: 'Physical gold or digital gold?',
      compareLead:
        'Both are real gold. Digital gold simply makes it easier to start small and save steadily.',
      compareCaption: 'Physical gold compared with digital gold',
      compareAspect: 'What matters',
      comparePhysical: 'Physical gold',
      compareDigital: 'Digital gold',
      rowStartLabel: 'Getting started',
      rowStartPhysical: 'A whole coin or ornament at a time',
      rowStartDigital: 'Any amount from ₹{min}',
      rowPurityLabel: 'Purity',
      rowPurityPhysical: 'Varies; you check the hallmark yourself',
      rowPurityDigital: '24 karat, 99.9% pure, always',
      rowStorageLabel: 'Storage',
      rowStoragePhysical: 'A locker or at home, at your own risk',
      rowStorageDigital: 'A secure vault, in your name',
      rowHabitLabel: 'Saving habit',
      rowHabitPhysical: 'Lump sums, when you can visit a shop',
      rowHabitDigital: 'Daily, weekly or monthly UPI Autopay',
      rowProofLabel: 'Proof of purchase',
      rowProofPhysical: 'A paper bill to keep safe',
      rowProofDigital: 'A GST invoice and full history in your account',
      rowPhysicalLabel: 'Holding it in your hand',
      rowPhysicalPhysical: 'Right away',
      rowPhysicalDigital: 'Convert to coins, delivered to your door',

      testimonialsTitle: 'What our savers say',
      testimonialsLead: 'Families across South India save with us every day.',
      t1Name: 'Lakshmi P.',
      t1Place: 'Hyderabad',
      t1Quote:
        'I set up the daily plan for ₹50. When my grams added up, I turned them into a coin for my daughter’s birthday.',
      t2Name: 'Rahul M.',
      t2Place: 'Vijayawada',
      t2Quote:
        'Buying gold used to mean saving up for a big trip to the jeweller. Now I buy whenever I have a little extra, and every invoice is in my account.',
      t3Name: 'Farah S.',
      t3Place: 'Bengaluru',
      t3Quote:
        'I shared my referral code with my cousins and used the Ants I earned on a gold coin from the referral store.',

      faqTitle: 'Frequently asked questions',
      faq1Q: 'What is digital gold?',
      faq1A:
        'It is real 24 karat gold of 99.9% purity that you buy in rupees. The gold is stored in a secure vault in your name, and your account shows exactly how many grams you own.',
      faq2Q: 'How little can I start with?',
      faq2A:
        'You can buy gold for as little as ₹{min}, once or with a daily, weekly or monthly UPI Autopay plan that you can cancel at any time.',
      faq3Q: 'Is the gold really mine?',
      faq3A:
        'Yes. Every purchase is an outright sale with a GST invoice, and the gold is held in your name. We do not lend it out or promise any returns on it.',
      faq4Q: 'Can I get physical gold?',
      faq4A:
        'Yes. Convert your grams into gold coins at the Gold Smith and we deliver them to your door, or buy coins and nuggets directly from our store.',
      faq5Q: 'What are Ants?',
      faq5A:
        'Ants are referral points: 1 Ant = ₹1. You earn them when people who signed up with your referral code buy gold, and you can spend them on coins in the referral store.',
      faq6Q: 'Is there a limit on how much I can hold?',
      faq6A:
        'Your digital gold vault holds up to {limit} g. When you reach it, convert your grams into coins at the Gold Smith and keep saving.',
      faq7Q: 'Can I sell my gold back in the app?',
      faq7A:
        'No, there is no sell option. You can convert your gold into coins, or exchange it for 22 karat hallmarked jewellery at our partner stores.',

      appTitle: 'Save on the go',
      appText:
        'Get the {brand} app for Android: buy gold in seconds, manage your plans and see every gram you own.',
      appMore: 'About the app',
      badgeTop: 'Get it on',
      badgeBottom: 'Google Play',

      // signed-in view
      greeting: 'Hi, {name}!',
      greetingSub: 'Add a little gold today. Every rupee counts.',
      statsLabel: 'Our promises',
      statSafetyValue: '100%',
      statSafetyLabel: 'Gold Safety',
      stat24kValue: '24 Karat',
      stat24kLabel: 'Gold',
      statReferralValue: '100%',
      statReferralLabel: 'Referral',
      startInvesting: 'Start investing',
      featuresTitle: 'What would you like to do?',
      tileQuickBuy: 'Quick Buy',
      tileQuickBuyText: 'Buy gold once, from ₹{min}',
      tileDaily: 'Daily plan',
      tileDailyText: 'Save every day with UPI Autopay',
      tileWeekly: 'Weekly plan',
      tileWeeklyText: 'A fixed amount every week',
      tileMonthly: 'Monthly plan',
      tileMonthlyText: 'Save on salary day',
      tileStore: 'Store',
      tileStoreText: 'Gold coins and nuggets',
      tileGoldSmith: 'Gold Smith',
      tileGoldSmithText: 'Turn your grams into coins',
      tileReferral: 'Referral store',
      tileReferralText: 'Spend your Ants on coins',
      whyTitle: 'Why choose us',
      why1Title: 'Guaranteed 24K Gold',
      why1Text: 'Every gram is 24 karat, 99.9% pure, bought outright and held in your name.',
      why2Title: '100% Referral Guaranteed',
      why2Text: 'Every purchase by someone you referred earns you Ants, credited automatically.',
      why3Title: 'Earn income on Gold',
      why3Text:
        'Share your referral code: when friends buy gold, you earn Ants (1 Ant = ₹1) to spend on gold coins.',
      why4Title: 'Safety Guaranteed',
      why4Text:
        'Gold kept in a secure vault, payments through a trusted gateway, and no bank details stored with us.',
      why5Title: 'Convert to Physical Ornaments',
      why5Text:
        'Turn your grams into coins at the Gold Smith, or exchange them for hallmarked jewellery at partner stores.',
      why6Title: 'Buy as low as 10 rupees',
      why6Text: 'Start with just ₹{min} and add more whenever you like.',
    },
  },
  { te: () => import('./messages.te'), hi: () => import('./messages.hi') },
);

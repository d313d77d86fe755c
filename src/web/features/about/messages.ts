import { defineMessages } from '../../lib/i18n';

export const aboutMessages = defineMessages(
  {
    en: {
      eyebrow: 'About us',
      title: 'Gold saving, the honest way',
      lead: '{brand} brings a Hyderabad jewellery house’s {years} years of trust to anyone with a phone and ₹{min}.',
      founderTitle: 'From our founder',
      founderRole: 'Founder, {brand}',
      founderIntro:
        'Our family has sold gold over the counter in Hyderabad since {since}. For years I watched customers save for a wedding or a festival in cash envelopes, only to find gold had moved out of reach by the time they came in. {brand} is the counter we always wanted to offer: buy a few rupees of pure 24 karat gold whenever you can, see every gram in your name, and take it home as a coin when you are ready.',
      founderSign: '{founder}',

      missionTitle: 'Our mission',
      missionText:
        'To make saving in gold simple, transparent and open to every Indian household: small amounts, clear prices, a GST invoice for every purchase, and gold that is always yours.',
      valuesTitle: 'What we stand for',
      value1Title: 'Purity you can check',
      value1Text: 'Only 24 karat, 99.9% pure gold, tested by independent assayers.',
      value2Title: 'Your gold, your name',
      value2Text: 'Every gram is bought outright and held in a secure vault in your name.',
      value3Title: 'No surprises',
      value3Text: 'The price, the tax and the gold you receive are shown before you pay.',

      featuresTitle: 'Everything in one place',
      f1Title: 'Digital gold from ₹{min}',
      f1Text: 'Buy 24K gold in rupees whenever you like; your account shows it in grams.',
      f2Title: 'UPI Autopay plans',
      f2Text: 'Save daily, weekly or monthly without lifting a finger. Cancel any time.',
      f3Title: 'Gold store',
      f3Text:
        'Certified gold coins delivered to your door and nuggets to collect from our Hyderabad store.',
      f4Title: 'Gold Smith',
      f4Text: 'Convert the grams you have saved into coins whenever you want to hold them.',
      f5Title: 'Ants for referrals',
      f5Text: 'Invite friends and earn Ants (1 Ant = ₹1) on their purchases, to spend on coins.',
      f6Title: 'Invoices and history',
      f6Text: 'A printable GST invoice for every purchase and your full payment history.',

      joinedTitle: 'People who have joined',
      joinedLead: 'Savers who have opened a {brand} account. Updated live.',
      joinedLoading: 'Loading...',
      joinedError: 'Error fetching data',
      joinedEmpty: 'No data found for PeopleJoined',
      joinedUnitOne: 'person joined',
      joinedUnitOther: 'people joined',

      partnersSectionTitle: 'Our partners',
      partnersTitle: 'Safety, purity and delivery',
      partnersLead:
        'Specialists who keep your gold safe, check its purity and bring it to your door.',
      paymentsTitle: 'Ways to pay',
      paymentsLead: 'Pay by UPI, card or mobile wallet through our payment gateway.',
      pauseLogos: 'Pause logos: {name}',
      playLogos: 'Play logos: {name}',
      kindVault: 'vault partner',
      kindInsurer: 'insurance partner',
      kindAssayer: 'assaying partner',
      kindRefiner: 'refining partner',
      kindLogistics: 'delivery partner',
      kindSecurity: 'security partner',
      kindPayment: 'payment partner',

      visitTitle: 'Visit us',
      visitLead: 'Come and see us at our store in Hyderabad.',
      mapLabel: 'Map of Hyderabad showing {brand} at {address}',
      mapCaption: 'A simplified map of central Hyderabad.',
      openInMaps: 'Open in maps',
      landmarkHussainSagar: 'Hussain Sagar',
      landmarkCharminar: 'Charminar',
      landmarkGolconda: 'Golconda Fort',
      landmarkHitec: 'HITEC City',
      landmarkSecunderabad: 'Secunderabad',
      landmarkBanjara: 'Banjara Hills',
      landmarkMusi: 'Musi River',

      contactTitle: 'Write to the founder',
      contactLead:
        'Ideas, complaints or a partnership in mind? {founder} reads every message personally.',
      founderEmail: 'Email {founder}',
      whatsapp: 'WhatsApp',
      whatsappPrefill: 'Hello, I would like to speak to the founder.',
      emailLabel: 'Email',
      phoneLabel: 'Phone',
      addressLabel: 'Address',

      faqTitle: 'Frequently asked questions',
      faq1Q: 'Who runs {brand}?',
      faq1A:
        '{brand} is run by {name}, a jeweller in Hyderabad since {since}. Every sale is invoiced by {name} with its GSTIN {gstin}.',
      faq2Q: 'Where is my gold kept?',
      faq2A:
        'Digital gold is held in a secure vault run by our vault partner, recorded in your name. You can see your grams in your account at any time.',
      faq3Q: 'How do I get my gold as a coin?',
      faq3A:
        'Open the Gold Smith, choose a coin that your saved grams cover and confirm. We deliver it to the address in your profile; the recipient shows an ID proof on delivery.',
      faq4Q: 'How long does delivery take?',
      faq4A:
        'Coins usually reach you in {min} to {max} days. Shipping is free across India above ₹{freeAbove}. See our Shipping & Delivery policy for the details.',
      faq5Q: 'Do you store my bank or card details?',
      faq5A:
        'No. Payments are made on our payment gateway’s secure pages; we never see or keep your card, UPI PIN or bank details.',
      faqReserveQ: 'Is my gold really there?',
      faqReserveA:
        'Yes, and you can check it. Every day we publish on our Proof of reserve page the grams we owe savers against the gold we hold for them, with a fingerprint of every balance; signed in, you can check that your own grams are counted. Digital gold is not regulated by SEBI and is outside its investor protection, which is why we publish this.',
      faqAutopayQ: 'What are my rights with AutoPay?',
      faqAutopayA:
        'You are told 24 hours before each debit. You can skip a debit, pause, or cancel the plan any time from your dashboard, and setting up or cancelling the mandate costs nothing.',
      faq6Q: 'How do I reach you?',
      faq6A:
        'Use the Contact page, write to {email}, call {phone} or chat with us on WhatsApp. We reply on working days.',
    },
  },
  { te: () => import('./messages.te'), hi: () => import('./messages.hi') },
);

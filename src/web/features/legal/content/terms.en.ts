import { defineLocalized } from '../../../lib/i18n';
import type { LegalDoc } from './types';

// spec 2 (Legal pages) and 5, 6: 30 numbered sections covering contributions, licences, review
// guidelines, third-party sites, termination, governing law (India), disputes, liability,
// indemnification, electronic communications and contact; registration and minors; suspension.
export const termsAndConditions: LegalDoc = {
  title: 'Terms & Conditions',
  updated: 'June 10, 2024',
  isNumbered: true,
  intro: [
    'These terms are a contract between you and {name} ("{brand}", "we", "us"). They govern your use of the {brand} website, Android app and every service offered through them (together, the "Services"). Please read them carefully: by creating an account or using the Services you accept them. If you do not accept them, do not use the Services.',
  ],
  sections: [
    {
      title: 'Agreement to these terms',
      body: [
        'These terms, together with our Privacy Policy, Cancellation & Refund policy, Shipping & Delivery policy and Disclaimer, form the whole agreement between you and us about the Services. Where they conflict, these terms prevail.',
        'We may change these terms as described in section 23. The version that applies is the one published when you place an order.',
      ],
    },
    {
      title: 'Who we are',
      body: [
        'The Services are operated by {name}, a jeweller trading from Hyderabad since {since}, with its office at {address} and GSTIN {gstin}. You can reach us at {email} or {phone}.',
      ],
    },
    {
      title: 'Eligibility and minors',
      body: [
        'You must be at least 18 years old and able to enter into a binding contract under Indian law to use the Services. A minor may use the Services only with the permission and under the direct supervision of a parent or guardian, who accepts these terms on the minor’s behalf and is responsible for all activity on the account.',
      ],
    },
    {
      title: 'Registration and your account',
      body: [
        'You agree to give accurate, current and complete information when you register and to keep it up to date. You may hold only one account, and it is personal to you.',
        'Keep your password confidential. You are responsible for everything done through your account; tell us at once at {email} if you believe someone else has used it.',
        'Your email address confirms your identity and cannot be changed from your profile. We may ask for proof of identity before acting on a request about your account.',
      ],
    },
    {
      title: 'Digital gold',
      body: [
        'Digital gold is 24 karat gold of 99.9% purity that you buy in rupees. Each purchase is an outright sale: the gold is allocated to you, recorded in your name and held in a secure vault by our vault partner. We do not lend your gold or use it for any other purpose.',
        'A single purchase may be from {min} to {max}. Before you pay, the purchase screen shows the price and the quantity of gold you will receive; that quantity is calculated at the quoted price and is net of GST and our charges. The quote is held for a short time and the gold is credited only after your payment is confirmed.',
        'Digital gold is not a deposit, a savings scheme or an investment product, and no interest, return or bonus is paid on it. Its rupee value follows the market price of gold and can go down as well as up.',
      ],
    },
    {
      title: 'Vault limit, coins and the Gold Smith',
      body: [
        'Your digital gold balance may not exceed {vaultLimit} g. A purchase that would take you over the limit is refused before payment.',
        'You can convert digital gold into gold coins at the Gold Smith. The coin’s weight is deducted from your balance, no further payment is taken, and the coin is delivered to your address once the order is processed. Coins are delivered to your door once your order reaches the delivery target of {coinTarget} g.',
      ],
    },
    {
      title: 'Autopay plans',
      body: [
        'You can save a fixed amount daily, weekly or monthly through a UPI Autopay mandate that you approve in your UPI app. A plan debits the chosen amount at its frequency and renews automatically until you cancel it.',
        'You may cancel a plan at any time; the cancellation takes effect at the end of the term already paid for. A debit that would take your balance above the vault limit is skipped and not charged, and we tell you about it.',
      ],
    },
    {
      title: 'Store orders, prices and taxes',
      body: [
        'The price of a coin or nugget is the current gold price multiplied by its weight, plus a making charge shown for each product, plus GST at {gst} on the total. Prices move with the gold market and are confirmed when you place the order.',
        'Delivery costs {shippingFlat} per order and is free above {freeAbove}. Orders paid by direct UPI transfer carry a handling charge of {handling}. Coin orders above {panAbove} require your PAN.',
        'Gold nuggets, whatever their price, are available for collection at our Hyderabad store only.',
      ],
    },
    {
      title: 'Payments',
      body: [
        'Payments are taken in Indian rupees by UPI, card or mobile wallet through our payment gateway, or by direct UPI transfer where offered. We never see or store your card, UPI PIN or bank details.',
        'A direct UPI payment is confirmed only after we have matched the transaction reference you submit with the money received. A transaction reference can be used once. Submitting a false reference is a breach of these terms.',
      ],
    },
    {
      title: 'Referral programme and Ants',
      body: [
        'When someone who signed up with your referral code buys gold or store items, you earn referral points called Ants, at the rate shown for each product. One Ant is worth one rupee when spent on coins in the referral store.',
        'Ants are a loyalty reward, not money: they cannot be withdrawn, transferred or exchanged for cash, and they are not earned on your own purchases, on purchases paid with Ants or gold, or through your own code. We may reverse Ants earned through cancelled, fraudulent or abusive purchases.',
      ],
    },
    {
      title: 'No buy-back; jewellery exchange',
      body: [
        'The Services do not include an option to sell gold back to us. You can convert your gold into coins, or exchange it for 22 karat hallmarked jewellery at our partner stores under their terms, which may include an exchange benefit of up to {exchangeBonus} when you present your invoice.',
      ],
    },
    {
      title: 'Cancellations, refunds and delivery',
      body: [
        'All sales are final. Our Cancellation & Refund policy explains the narrow cases in which an order can be cancelled, and our Shipping & Delivery policy explains how and when we deliver. Both form part of these terms.',
      ],
    },
    {
      title: 'Prohibited activities',
      body: [
        'You agree not to:',
        {
          list: [
            'use the Services for any unlawful purpose, including money laundering or to fund illegal activity;',
            'use another person’s account, payment method or identity;',
            'create accounts in bulk or by automated means, or abuse the referral programme;',
            'interfere with, probe or overload the Services, or try to get around any security measure;',
            'copy, scrape or resell the Services or their content without our written permission;',
            'harass, threaten or deceive our staff or other users.',
          ],
        },
      ],
    },
    {
      title: 'User contributions',
      body: [
        'The Services may let you send us messages, reviews, testimonials, ideas and other material ("Contributions"). You are responsible for your Contributions and confirm that they are your own, truthful and lawful, and that they do not infringe anyone’s rights or contain viruses or unsolicited advertising.',
        'Contributions are not confidential, except for personal data, which we handle under our Privacy Policy.',
      ],
    },
    {
      title: 'Licence you give us for contributions',
      body: [
        'By making a Contribution you grant us a non-exclusive, royalty-free, worldwide licence to use, reproduce, edit, publish and display it in connection with the Services and our marketing, with attribution by first name and city where we show your name. You keep ownership of your Contribution, and you can ask us to stop using a review or testimonial at any time.',
      ],
    },
    {
      title: 'Review guidelines',
      body: [
        'Reviews and testimonials must be based on your own, firsthand experience with {brand}. They must not:',
        {
          list: [
            'contain offensive language, profanity or abuse;',
            'discriminate on the basis of religion, race, caste, gender, origin, age, disability or sexual orientation;',
            'refer to or encourage illegal activity;',
            'contain false or misleading statements;',
            'be part of an organised campaign, written for payment, or posted by or on behalf of a competitor.',
          ],
        },
        'We may refuse, edit or remove any review that breaks these guidelines.',
      ],
    },
    {
      title: 'Our intellectual property and your licence to use the Services',
      body: [
        'The Services and their content, including text, designs, graphics, logos and software, belong to us or our licensors and are protected by law. We grant you a personal, revocable, non-transferable licence to use the Services for your own, non-commercial purposes in line with these terms. No other right is granted.',
      ],
    },
    {
      title: 'Mobile application licence',
      body: [
        'If you install the {brand} Android app, we grant you a limited licence to install and use it on devices you own or control, under these terms and the rules of the app store you downloaded it from. You may not decompile, modify or distribute the app.',
      ],
    },
    {
      title: 'Third-party websites and content',
      body: [
        'The Services may link to websites and services of others, such as our payment gateway, maps, WhatsApp or app stores. We do not control them and are not responsible for their content, terms or privacy practices. Your use of them is at your own risk and under their terms.',
      ],
    },
    {
      title: 'Management of the Services',
      body: [
        'We may monitor the Services for breaches of these terms; take appropriate action against anyone who breaks them, including reporting them to the authorities; refuse, restrict or remove any Contribution; block IP addresses and devices used to abuse the Services; and otherwise manage the Services to protect our rights and our customers.',
      ],
    },
    {
      title: 'Privacy',
      body: [
        'We care about your privacy. Our Privacy Policy explains what personal data we collect and how we use it; by using the Services you agree to it.',
      ],
    },
    {
      title: 'Term, suspension and termination',
      body: [
        'These terms apply for as long as you use the Services. We may suspend or terminate your account, without notice, if you break these terms or the law, if we are required to by law, or to prevent fraud. You may close your account at any time by writing to {email}.',
        'Suspension or termination does not take away gold you have paid for. Before an account is closed, we will help you take delivery of your balance as coins, or arrange it as the law requires.',
      ],
    },
    {
      title: 'Changes and interruptions',
      body: [
        'We may change, suspend or discontinue any part of the Services and may update these terms. We will tell you about material changes in advance by email or in the app. We try to keep the Services available at all times but cannot guarantee it; maintenance, technical problems or events beyond our control may interrupt them.',
      ],
    },
    {
      title: 'Governing law',
      body: [
        'These terms and any dispute arising from them are governed by the laws of India. Subject to section 25, the courts at Hyderabad, {state}, have exclusive jurisdiction.',
      ],
    },
    {
      title: 'Dispute resolution',
      body: [
        'If you have a complaint, please contact us first at {email}; most issues are settled quickly. If a dispute is not resolved within 30 days of your written complaint, either party may refer it to arbitration by a sole arbitrator under the Arbitration and Conciliation Act, 1996. The seat of arbitration is Hyderabad and the language is English.',
        'Nothing in this section stops you from approaching a consumer commission under the Consumer Protection Act, 2019, or either party from seeking urgent relief from a court.',
      ],
    },
    {
      title: 'Disclaimer',
      body: [
        'The Services are provided "as is" and "as available". Gold prices change constantly and we do not give investment, tax or legal advice. To the extent the law allows, we disclaim all warranties not expressly stated in these terms.',
      ],
    },
    {
      title: 'Limitation of liability',
      body: [
        'To the extent the law allows, we are not liable for indirect, incidental or consequential loss, loss of profit or loss arising from changes in the price of gold. Our total liability for any claim relating to an order is limited to the amount you paid for that order.',
        'Nothing in these terms limits liability that cannot be limited by law, or your ownership of gold you have paid for.',
      ],
    },
    {
      title: 'Indemnification',
      body: [
        'You agree to indemnify and hold harmless {name}, its staff and partners from any claim, loss or expense, including reasonable legal fees, arising from your breach of these terms, your Contributions or your misuse of the Services.',
      ],
    },
    {
      title: 'Electronic communications, transactions and signatures',
      body: [
        'By using the Services you agree to receive communications from us electronically, by email, SMS, WhatsApp or in the app, and agree that notices, invoices and agreements we provide electronically meet any legal requirement that they be in writing. You agree to the use of electronic records and signatures under the Information Technology Act, 2000.',
      ],
    },
    {
      title: 'Contact us',
      body: [
        'For questions or complaints about these terms, or to resolve a problem with the Services, contact {name} at {address}, by email at {email} or by phone on {phone}.',
      ],
    },
  ],
};

/** The document in every language: only the page's language is loaded (../../../lib/i18n.ts). */
export const termsAndConditionsDocument = defineLocalized(termsAndConditions, {
  te: () => import('./terms.te'),
  hi: () => import('./terms.hi'),
});

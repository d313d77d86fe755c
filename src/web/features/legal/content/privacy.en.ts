import { defineLocalized } from '../../../lib/i18n';
import type { LegalDoc } from './types';

// spec 2 (Legal pages): data collected, cookies and analytics, marketing, no sharing, storage,
// user rights, changes; no bank details stored, the payment gateway holds transaction details.
export const privacyPolicy: LegalDoc = {
  title: 'Privacy Policy',
  updated: '10 June 2024',
  isNumbered: false,
  intro: [
    'This policy explains what personal data {name} ("{brand}", "we", "us") collects when you use the {brand} website and Android app, why we collect it, how we keep it safe and the choices you have. We collect only what we need to sell you gold, deliver it and look after your account.',
    'By creating an account or using {brand}, you agree to the practices described here. If you do not agree, please do not use the service.',
  ],
  sections: [
    {
      title: 'Who is responsible for your data',
      body: [
        '{name}, {address}, is responsible for your personal data (the "data fiduciary" under the Digital Personal Data Protection Act, 2023). Questions about this policy can be sent to {email}.',
      ],
    },
    {
      title: 'The data we collect',
      body: [
        'When you sign up and use your account, we collect:',
        {
          list: [
            'Your name (first and last name), email address and mobile phone number.',
            'Your sex, if you choose to add it to your profile.',
            'Your postal address, used for deliveries and invoices.',
            'The referral code you signed up with, if any.',
            'Your purchases, plans, gold and Ants balances, orders and invoices.',
            'Messages you send us through the contact form or by email.',
            'Technical data needed to keep your session secure, such as your IP address and the time of each request.',
          ],
        },
        'If a single coin order is above {panAbove}, the law requires your PAN. We keep it masked and use it only for that purpose.',
      ],
    },
    {
      title: 'What we never collect or store',
      body: [
        'We do not store your bank account details, card numbers, CVV, UPI PIN or net-banking passwords. Payments are made on the secure pages of our payment gateway, which holds the transaction details it needs to process and verify your payment. We receive only the result: the amount, a transaction reference and whether the payment succeeded.',
      ],
    },
    {
      title: 'How we use your data',
      body: [
        {
          list: [
            'To create and run your account and sign you in securely.',
            'To process purchases, credit gold and Ants to your account and issue GST invoices.',
            'To deliver coins to your address, or hand over nuggets at our store.',
            'To answer your questions and resolve complaints.',
            'To prevent fraud and abuse, and to meet our legal, tax and accounting obligations.',
            'To send you service messages, such as payment confirmations, plan reminders and changes to these policies.',
          ],
        },
      ],
    },
    {
      title: 'Marketing',
      body: [
        'With your consent, we may tell you about new products, offers and features of {brand} by email, SMS or WhatsApp. You can object to marketing at any time by following the unsubscribe link in a message or by writing to {email}; service messages about your purchases will continue.',
      ],
    },
    {
      title: 'Cookies and analytics',
      body: [
        'We use a single, strictly necessary cookie that keeps you signed in. It cannot be read by scripts on the page, is sent only to {brand} and expires when you sign out or after a period of inactivity.',
        'We do not use advertising or third-party tracking cookies. To keep the service fast and reliable we measure how it performs, such as page load times, error rates and request counts, in aggregate form on our own servers; these figures do not identify you.',
      ],
    },
    {
      title: 'We do not sell or share your data',
      body: [
        'We do not sell, rent or trade your personal data, and we do not share it with anyone for their own marketing. We pass on only what is strictly needed to provide the service, to providers who act on our instructions and must keep it confidential:',
        {
          list: [
            'our payment gateway, to take your payment (amount, order reference, phone number and email);',
            'our courier partners, to deliver your order (name, address and phone number);',
            'our vault partner, which records the gold held for our customers.',
          ],
        },
        'We may also disclose data when the law requires it, for example to tax authorities or in response to a valid order of a court or regulator.',
      ],
    },
    {
      title: 'How we store and protect your data',
      body: [
        'Your data is stored on secured servers with access limited to staff who need it for their work. Passwords are stored only as strong one-way hashes, connections are encrypted, and sessions are held on our servers rather than in your browser.',
        'We keep your data while your account is open. After you close it, we keep invoices and transaction records for as long as Indian tax and accounting laws require, and delete or anonymise the rest.',
      ],
    },
    {
      title: 'Your rights',
      body: [
        'You have the right to:',
        {
          list: [
            'access the personal data we hold about you and get a copy of it;',
            'correct data that is inaccurate or incomplete (most of it you can edit yourself on your profile);',
            'ask us to delete your data, subject to the records the law requires us to keep;',
            'object to marketing at any time;',
            'withdraw a consent you have given, and nominate a person to exercise your rights if you are unable to.',
          ],
        },
        'To use any of these rights, write to {email} from the email address on your account. We will reply within 30 days.',
      ],
    },
    {
      title: 'Children',
      body: [
        '{brand} is meant for adults. A person under 18 may use it only with the permission and under the supervision of a parent or guardian, who is responsible for the account.',
      ],
    },
    {
      title: 'Grievance officer',
      body: [
        'If you are not satisfied with how we handled your data, contact our grievance officer, {founder}, at {founderEmail} or at {address}. We aim to resolve every complaint within 30 days.',
      ],
    },
    {
      title: 'Changes to this policy',
      body: [
        'We may update this policy when our service or the law changes. The date at the top shows when it last changed. If a change is significant, we will tell you by email or in the app before it takes effect.',
      ],
    },
  ],
};

/** The document in every language: only the page's language is loaded (../../../lib/i18n.ts). */
export const privacyPolicyDocument = defineLocalized(privacyPolicy, {
  te: () => import('./privacy.te'),
  hi: () => import('./privacy.hi'),
});

import { defineLocalized } from '../../../lib/i18n';
import type { LegalDoc } from './types';

// decisions.md and spec 1: gold is bought outright; no promise of returns, interest or bonuses.
export const disclaimer: LegalDoc = {
  title: 'Disclaimer',
  updated: '2022-11-01',
  isNumbered: false,
  intro: [
    'The information on the {brand} website and app is published by {name} in good faith for general information about our products. Please read this disclaimer before you rely on it.',
  ],
  sections: [
    {
      title: 'Not investment advice',
      body: [
        'Nothing on {brand} is financial, investment, tax or legal advice, or a recommendation to buy gold. Think about your own circumstances and, if you need to, speak to a qualified adviser before you buy.',
      ],
    },
    {
      title: 'Gold prices change',
      body: [
        'The price of gold moves every day and can fall as well as rise. Digital gold is a purchase of gold, not a deposit or a savings scheme: we do not promise any return, interest or bonus on gold you hold, and past price movements say nothing about future ones.',
      ],
    },
    {
      title: 'Prices and information on the site',
      body: [
        'Live prices are refreshed regularly and are indicative until you confirm an order; the price that applies is the one shown on the payment screen. We take care to keep product descriptions, weights and images accurate, but small differences in colour or appearance can occur, and mistakes can happen. We may correct errors at any time.',
      ],
    },
    {
      title: 'Testimonials',
      body: [
        'Testimonials reflect the experiences of individual customers. They are not a guarantee that you will have the same experience.',
      ],
    },
    {
      title: 'External links',
      body: [
        'We link to other websites and services, such as our payment gateway, maps and app stores, for your convenience. We do not control or endorse their content and are not responsible for it.',
      ],
    },
    {
      title: 'Limitation of liability',
      body: [
        'To the extent the law allows, {name} is not liable for any loss arising from your reliance on the general information published on {brand}. Your rights as a customer for the orders you place are set out in our Terms & Conditions.',
      ],
    },
    {
      title: 'Contact',
      body: ['If you have a question about this disclaimer, write to us at {email}.'],
    },
  ],
};

/** The document in every language: only the page's language is loaded (../../../lib/i18n.ts). */
export const disclaimerDocument = defineLocalized(disclaimer, {
  te: () => import('./disclaimer.te'),
  hi: () => import('./disclaimer.hi'),
});

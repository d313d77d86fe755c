import { defineLocalized } from '../../../lib/i18n';
import type { LegalDoc } from './types';

// spec 2 and 9: all sales final with no refund; cancellation only immediately after ordering;
// sales tax added as required; Visa, UPI and a mobile wallet accepted.
export const returnPolicy: LegalDoc = {
  title: 'Cancellation & Refund Policy',
  updated: '2024-06-10',
  isNumbered: false,
  intro: [
    'Gold is priced live, and every order is bought for you at the price of the moment. That is why, at {brand}, all sales are final. This policy explains the few cases in which an order can still be cancelled and what happens if a payment goes wrong.',
  ],
  sections: [
    {
      title: 'All sales are final',
      body: [
        'Once an order is paid and confirmed, it cannot be returned, exchanged or refunded, whether it is digital gold, a coin, a nugget, a referral store coin or a Gold Smith conversion. The gold was bought at the price you accepted, and we cannot reverse that purchase in the market.',
      ],
    },
    {
      title: 'Cancelling an order',
      body: [
        'A cancellation request is considered only if it is made immediately after ordering, before we have processed the order. Write to {email} or call {phone} with your order reference straight away. If the order has not yet been processed, we will cancel it; if it has, it stands.',
        'Digital gold is credited as soon as your payment is confirmed, so a completed digital gold purchase cannot be cancelled.',
      ],
    },
    {
      title: 'Autopay plans',
      body: [
        'You can cancel a daily, weekly or monthly plan at any time from your account or your UPI app. Cancellation stops future debits and takes effect at the end of the term already paid for. Amounts already debited have bought gold for you and are not refunded.',
      ],
    },
    {
      title: 'Failed or duplicate payments',
      body: [
        'If money left your account but the payment did not complete, no sale took place. The payment gateway returns the amount to the account it came from, within the time your bank or UPI app takes to process a reversal. If you were charged twice for one order, contact us with both transaction references and we will arrange the return of the duplicate payment.',
      ],
    },
    {
      title: 'Damaged or missing deliveries',
      body: [
        'A coin that arrives damaged, or a parcel that does not arrive, is not a refund case: we replace it or resolve it as described in our Shipping & Delivery policy. Please report damage within 24 hours of delivery.',
      ],
    },
    {
      title: 'Taxes and payment methods',
      body: [
        'Sales tax (GST) is added to prices as required by law, and every purchase comes with a GST invoice. We accept payment by Visa cards, UPI and mobile wallets.',
      ],
    },
    {
      title: 'Contact',
      body: [
        'For any question about a cancellation or a payment, contact {name} at {email} or {phone}, or write to us at {address}.',
      ],
    },
  ],
};

/** The document in every language: only the page's language is loaded (../../../lib/i18n.ts). */
export const returnPolicyDocument = defineLocalized(returnPolicy, {
  te: () => import('./return-policy.te'),
  hi: () => import('./return-policy.hi'),
});

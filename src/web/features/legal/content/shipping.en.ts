import { defineLocalized } from '../../../lib/i18n';
import type { LegalDoc } from './types';

// spec 5 and 9: free above Rs 10,000, DELIVERY_DAYS_MIN-MAX (10-15) days, damage within 24 hours, missing orders in 7
// working days, 3 further attempts then back to the facility, one of five ID proofs on delivery.
export const shippingPolicy: LegalDoc = {
  title: 'Shipping & Delivery Policy',
  updated: '10 June 2024',
  isNumbered: false,
  intro: [
    'Gold coins bought from {brand}, or converted from your digital gold at the Gold Smith, are sent to you in sealed, tamper-evident packaging by our courier partners. This policy explains where, when and how we deliver.',
  ],
  sections: [
    {
      title: 'Where we deliver',
      body: [
        'We deliver gold coins to addresses across India. Gold nuggets are not shipped, whatever their price: they are collected from our store at {address}.',
      ],
    },
    {
      title: 'Delivery charges',
      body: [
        'Delivery is free across India for orders above {freeAbove}. Below that, a flat delivery charge of {shippingFlat} is added at checkout and shown before you pay.',
      ],
    },
    {
      title: 'Delivery times',
      body: [
        'Orders are usually delivered within {deliveryMin} to {deliveryMax} days of confirmation. Coins converted from digital gold are dispatched once your order reaches the delivery target of {coinTarget} g. Remote areas, public holidays and events beyond our control can add to these times; we will keep you informed.',
      ],
    },
    {
      title: 'Proof of identity on delivery',
      body: [
        'Because parcels contain gold, the person receiving it must show one of these original ID proofs, in the name on the order:',
        {
          list: ['Passport', 'PAN Card', 'Driver’s License', 'Voter’s ID', 'Aadhar Card'],
        },
        'The courier will not hand over the parcel without a valid ID.',
      ],
    },
    {
      title: 'Failed delivery attempts',
      body: [
        'If a delivery cannot be completed, for example because nobody is available or no valid ID is shown, the courier makes 3 further attempts. If those also fail, the parcel is returned to the courier’s facility, and we contact you to arrange delivery again.',
      ],
    },
    {
      title: 'Damaged parcels',
      body: [
        'Check the seal before you accept a parcel, and do not accept it if the packaging is open or tampered with. If you find a coin damaged, report it to us within 24 hours of delivery at {email}, with photographs of the parcel and the coin. After checking, we replace the coin.',
      ],
    },
    {
      title: 'Missing orders',
      body: [
        'If your order has not arrived within the expected time, or the tracking shows it delivered but you did not receive it, tell us at {email} or {phone}. We investigate with the courier and resolve missing orders within 7 working days.',
      ],
    },
    {
      title: 'Your delivery address',
      body: [
        'We deliver to the address on your order. Please make sure it is complete and correct: we cannot redirect a parcel once it has been dispatched.',
      ],
    },
  ],
};

/** The document in every language: only the page's language is loaded (../../../lib/i18n.ts). */
export const shippingPolicyDocument = defineLocalized(shippingPolicy, {
  te: () => import('./shipping.te'),
  hi: () => import('./shipping.hi'),
});

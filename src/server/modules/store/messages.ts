import type { StoreOrderState } from '../../../shared/api/store';

/** The store's server texts (English catalogue). */
export const storeMessages = {
  productUnavailable: 'This product is no longer sold. Please choose another one.',
  wrongLine: {
    delivery: 'Only gold coins can be bought through checkout.',
    pickup: 'Only gold nuggets can be bought by direct payment.',
  },
  quoteNotFound: 'We could not find this price. Please go back to your bag and try again.',
  quoteExpired:
    'The gold price has changed since this total was shown. Please check the new total and try again.',
  quoteUsed: 'This order has already been placed.',
  pinUnknown: 'Please enter a valid 6-digit PIN code',
  panRequired: (limit: string) =>
    `Orders above ${limit} need your PAN (format AAAAA9999A), as the law requires.`,
  referralUnknown: 'No account uses this referral code. Please check it, or leave the field empty.',
  referralSelf: 'You cannot use your own email as a referral code.',
  utrUsed:
    'This transaction ID (UTR) has already been used. Please check the 12-digit UTR in your UPI app.',
  orderNotFound: 'We could not find that order.',
  utrNotExpected: 'This order is not waiting for a transaction ID.',
  utrWindowClosed:
    'This payment request has expired. Please start again from Gold Nuggets at the current price.',
  cannotMove: (from: string, to: string) => `An order that is ${from} cannot become ${to}.`,
  shippedNeedsTracking: 'Enter the courier and the tracking number to mark the order shipped.',
  notDirect: 'Only a direct-payment order has a UTR to verify.',
  gatewayFailed:
    'The payment did not go through. No money was taken for this order, or your bank will return it.',
  gatewayUnreachable:
    'The payment service is not reachable right now. No money was taken. Please try again in a few minutes.',
  amountMismatch:
    'Your bank reported a different amount for this payment, so the order was not paid. Any money taken will be refunded to you; contact us if you need help.',
  cancelledByOperator: 'Cancelled by the store.',
  lateRefund:
    'Your bank completed this payment after the order had closed, and this coin is no longer sold. We are refunding the whole amount to the account you paid from; banks usually take 5 to 7 working days.',
} as const;

/** How each state reads to the buyer (timeline, mails). */
export const STATE_LABELS: Record<StoreOrderState, string> = {
  AWAITING_PAYMENT: 'Awaiting payment',
  PAYMENT_SUBMITTED: 'Payment submitted, being verified',
  PAID: 'Paid',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  READY_FOR_PICKUP: 'Ready for pickup',
  COLLECTED: 'Collected',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
};

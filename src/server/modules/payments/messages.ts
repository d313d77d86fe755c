/** User-facing text of the payments API (English; decisions.md: Language and formats). */
export const paymentMessages = {
  en: {
    gatewayUnavailable:
      'We could not reach the payment gateway, and you have not been charged. Please try again in a few minutes.',
    amountTooSmall: 'The amount to pay must be at least ₹1.00.',
    invalidCallback: 'The callback signature is not valid.',
    invalidCallbackBody: 'The callback is not a PhonePe callback.',
    notFound: 'Payment not found.',
    refundPending: 'This payment is not final yet, so it cannot be refunded.',
    refundAmount: 'A refund must be between ₹1.00 and the amount paid.',
    refundOnlyMismatch:
      'Only a payment made at another amount than asked (AMOUNT_MISMATCH) is refunded from here.',
  },
};

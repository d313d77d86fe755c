import type { OrderFailureCode } from '../../../shared/api/orders';

/** What the quick buy's API says to users (English; decisions.md: Language and formats). */
export const digitalGoldMessages = {
  en: {
    priceUpdating: 'The gold price is being updated. Please try again in a minute.',
    tooLittleGold: 'This amount buys too little gold. Please enter a larger amount.',
    paymentOpening: 'Your payment is being opened. Please wait a moment.',
    lateRefund:
      'Your bank completed this payment after the order had timed out, and adding the gold now would take your vault past the {limit} g limit. We are refunding {amount} to the account you paid from; banks usually take 5 to 7 working days. No gold was added.',
    lateMismatchSubject: 'About your payment of {amount}',
    lateMismatchIntro:
      'Your bank completed the payment for this order (transaction {transaction}) after the order had timed out, but for a different amount than the {amount} asked.',
    /** a repeated click on an order that failed, by its failure code */
    failed: {
      GATEWAY_ERROR:
        'The payment service is not reachable right now. No money was taken. Please try again in a few minutes.',
      DECLINED:
        'The payment did not go through. No money was taken for this order, or your bank will return it. No gold was added.',
      AMOUNT_MISMATCH:
        'Your bank reported a different amount for this payment, so no gold was added. Any money taken will be refunded to you; contact us if you need help.',
      EXPIRED:
        'The payment was not completed in time. No money was taken for this order, or your bank will return it. No gold was added.',
      VAULT_LIMIT:
        'This purchase would take your vault past its limit, so it was not charged. No gold was added.',
      LATE_REFUND:
        'Your bank completed this payment after the order had timed out, and your vault had no room left for the gold. The money is being refunded to the account you paid from. No gold was added.',
      CANCELLED:
        'This order was cancelled by the store before it was paid. No money was taken for it.',
    } satisfies Record<OrderFailureCode, string>,
    /** the receipt and the late refund's mails */
    mail: {
      receiptSubject: (amount: string) => `Payment received: ${amount} for 24K gold`,
      received: (amount: string, transactionId: string) =>
        `We received your payment of ${amount} (transaction ${transactionId}).`,
      lateCompleted:
        'Your bank confirmed this payment after we had marked the order as failed, so we have now completed the order at the price you were quoted.',
      inVault: (grams: string, rate: string, invoiceNo: string) =>
        `${grams} g of 24K gold is now in your vault, bought at ${rate}/gm. Your tax invoice is ${invoiceNo}.`,
      viewInvoice: 'View invoice',
      keep: 'Keep this mail for your records.',
      refundSubject: (amount: string) => `Refund on its way: ${amount}`,
      reachedLate: (amount: string, transactionId: string) =>
        `Your payment of ${amount} (transaction ${transactionId}) reached us after the order had timed out.`,
      viewHistory: 'View payment history',
      refundOutro: 'Reply to this mail if the money has not reached you after 7 working days.',
    },
  },
};

import type { OrderFailureCode } from '../../../shared/api/orders';
import { defineMessages, fmt } from '../../lib/i18n';

export const dgMessages = defineMessages(
  {
    en: {
      title: 'Quick Buy',
      subtitle: '24K gold, 99.9% pure, bought outright and held in your name.',
      livePrice: 'Live price',
      perGram: '/gm',
      priceLoading: 'Fetching the live price…',
      priceUnavailable: 'The gold price is not available right now. Please try again in a minute.',
      amountLabel: 'Amount in rupees',
      amountHint: 'From ₹{min} to ₹{max}',
      amountDecimals: 'Please enter an amount with at most 2 decimals (paise).',
      rsAmount: 'Rs. {amount}',
      receive: 'Receive: {grams} grams',
      splitTitle: 'Where your money goes',
      splitGold: 'Gold value at ₹{price}/gm',
      splitCharges: 'Making, vault storage and platform charges',
      splitGst: 'GST ({rate})',
      splitTotal: 'You pay',
      quoteHolds:
        'Tap Buy Now to lock this price for {minutes} minutes while you pay. Gold is credited at the locked price.',
      vaultFullLink: 'Convert gold to coins at the Gold Smith',
      buyNow: 'Buy Now',
      requoted:
        'The gold price moved to {price}/gm as your order was made. For {amount} you receive {grams} grams at this price.',
      continueToPay: 'Continue to pay',
      buying: 'Opening payment…',
      back: 'Back',
      home: 'Home',
      statusTitle: 'Payment status',
      orderId: 'Order ID',
      checking: 'Checking with the bank… {time} left',
      success: 'Payment Successful',
      failed: 'Payment Failed',
      pending: 'Payment Pending',
      storeSuccessText:
        'Your order is paid. We have mailed you the receipt and will mail you at each step.',
      trackOrder: 'Track order',
      successText: '{grams} g of 24K gold is now in your vault.',
      /** a failed order, by its failure code (ORDER_FAILURE_CODES) */
      failedGatewayError:
        'The payment service is not reachable right now. No money was taken. Please try again in a few minutes.',
      failedDeclined:
        'The payment did not go through. No money was taken for this order, or your bank will return it. No gold was added.',
      failedAmountMismatch:
        'Your bank reported a different amount for this payment, so no gold was added. Any money taken will be refunded to you; contact us if you need help.',
      failedExpired:
        'The payment was not completed in time. No money was taken for this order, or your bank will return it. No gold was added.',
      failedVaultLimit:
        'This purchase would take your vault past its limit, so it was not charged. No gold was added.',
      failedCancelled:
        'This order was cancelled by the store before it was paid. No money was taken for it.',
      failedLateRefund:
        'Your bank completed this payment after the order had timed out, and adding the gold now would take your vault past the {limit} g limit. We are refunding {amount} to the account you paid from; banks usually take 5 to 7 working days. No gold was added.',
      /** a failed store (coin) order: the same codes, without the gold and vault of a quick buy */
      storeFailedDeclined:
        'The payment did not go through. No money was taken for this order, or your bank will return it.',
      storeFailedAmountMismatch:
        'Your bank reported a different amount for this payment, so the order was not paid. Any money taken will be refunded to you; contact us if you need help.',
      storeFailedExpired:
        'The payment was not completed in time. No money was taken for this order, or your bank will return it.',
      storeFailedLateRefund:
        'Your bank completed this payment after the order had closed, and this coin is no longer sold. We are refunding {amount} to the account you paid from; banks usually take 5 to 7 working days.',
      pendingText:
        'Your bank has not confirmed the payment yet. We keep checking and will credit the gold as soon as it is confirmed.',
      redirecting: 'Taking you to your account…',
      viewInvoice: 'View invoice',
      history: 'Payment history',
      buyMore: 'Buy more gold',
      tryAgain: 'Try again',
      noOrder: 'We could not find that order.',
    },
  },
  { te: () => import('./messages.te'), hi: () => import('./messages.hi') },
);

type DgMessages = (typeof dgMessages)['en'];

const FAILURE_KEYS = {
  GATEWAY_ERROR: 'failedGatewayError',
  DECLINED: 'failedDeclined',
  AMOUNT_MISMATCH: 'failedAmountMismatch',
  EXPIRED: 'failedExpired',
  VAULT_LIMIT: 'failedVaultLimit',
  LATE_REFUND: 'failedLateRefund',
  CANCELLED: 'failedCancelled',
} as const satisfies Record<OrderFailureCode, keyof DgMessages>;

/** A store order's own wording where a quick buy's speaks of gold and the vault. */
const STORE_FAILURE_KEYS = {
  ...FAILURE_KEYS,
  DECLINED: 'storeFailedDeclined',
  AMOUNT_MISMATCH: 'storeFailedAmountMismatch',
  EXPIRED: 'storeFailedExpired',
  LATE_REFUND: 'storeFailedLateRefund',
} as const satisfies Record<OrderFailureCode, keyof DgMessages>;

/**
 * What a failed order's code says to the buyer (a missing code reads as declined); `amount` and
 * `limit` fill the texts that name them. A store order (`store`) is worded as one.
 */
export const failureText = (
  m: DgMessages,
  code: OrderFailureCode | null | undefined,
  vars: { amount: string; limit: string },
  store = false,
) => fmt(m[(store ? STORE_FAILURE_KEYS : FAILURE_KEYS)[code ?? 'DECLINED']], vars);

import type { StoreOrderState } from '../../../shared/api/store';

/** The store's server texts (English catalogue). */
export const storeMessages = {
  productUnavailable: 'This product is no longer sold. Please choose another one.',
  priceUpdating: 'The gold price is being updated. Please try again in a minute.',
  paymentOpening: 'Your payment is being opened. Please wait a moment.',
  /** invoice lines: the gold value, the making charge and the charge beside the goods */
  goldLine: (title: string, gramsEach: string, purity: string, quantity: number) =>
    `${title}, ${gramsEach} g each, purity ${purity} (x ${quantity}): gold value`,
  makingLine: (percent: string) => `Making charge (${percent} of the gold value)`,
  chargeLine: { pickup: 'Direct payment handling', delivery: 'Shipping' },
  /** the order's mails: a state change and the payment receipt */
  mail: {
    stateSubject: (orderId: string, state: string) => `Order ${orderId}: ${state}`,
    stateNow: (orderId: string, orderlist: string, state: string) =>
      `Your order ${orderId} (${orderlist}) is now: ${state}.`,
    tracking: (courier: string, trackingNumber: string) =>
      `Courier: ${courier}. Tracking number: ${trackingNumber}.`,
    utrReceived: (utr: string) =>
      `We received your UPI transaction ID ${utr}. We will confirm your payment after checking it.`,
    collect: (address: string) =>
      `Collect it at our store: ${address}. Bring one photo ID (Passport, PAN Card, Driver's License, Voter's ID or Aadhar Card).`,
    viewOrder: 'View your order',
    stateOutro: 'Reply to this mail or contact us if anything looks wrong.',
    receiptSubject: (amount: string, orderlist: string) =>
      `Payment received: ${amount} for ${orderlist}`,
    received: (amount: string, orderlist: string, transactionId: string, invoiceNo: string) =>
      `We received your payment of ${amount} for ${orderlist} (transaction ${transactionId}). Your tax invoice is ${invoiceNo}.`,
    pickupNext: (address: string) =>
      `Your nugget is for pickup at our Hyderabad store: ${address}. We will mail you when it is ready.`,
    deliveryNext: (days: string) =>
      `We will mail you when your order ships. Deliveries take ${days} days.`,
    cashback: (ants: string) => `${ants} Ants of cashback are in your account.`,
    viewInvoice: 'View invoice',
    keep: 'Keep this mail for your records.',
  },
  wrongLine: {
    delivery: 'Only gold coins can be bought through checkout.',
    pickup: 'Only gold nuggets can be bought by direct payment.',
  },
  quoteNotFound: 'We could not find this price. Please go back to your bag and try again.',
  quoteExpired:
    'The gold price has changed since this total was shown. Please check the new total and try again.',
  quoteUsed: 'This order has already been placed.',
  pinUnknown: 'This PIN code does not exist. Please check its 6 digits.',
  panRequired: (limit: string) =>
    `Orders above ${limit} need your PAN (format AAAAA9999A), as the law requires.`,
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
  paidWithAnts: (ants: string) => `Paid with ${ants} Ants. No money was charged.`,
  paidWithGold: (grams: string) => `Made from ${grams} g of your saved gold. No money was charged.`,
  coinDelivery: (days: string) =>
    `Deliveries take ${days} days; the recipient must show one photo ID (Passport, PAN Card, Driver's License, Voter's ID or Aadhar Card).`,
  refundedRupees: (amount: string) =>
    `${amount} is refunded to the account you paid from; banks usually take 5 to 7 working days.`,
  refundedAnts: (ants: string) => `${ants} Ants are back in your account.`,
  refundedGold: (grams: string) => `${grams} g of gold is back in your vault.`,
  cashbackTakenBack: (taken: string, spent: string | null) =>
    spent === null
      ? `The ${taken} Ants of cashback this order earned are taken back.`
      : `${taken} Ants of the cashback this order earned are taken back; the ${spent} Ants you had already spent stay spent.`,
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

/** The goods-delivery note (PDF) of a coin paid with Ants or saved gold. */
export const DELIVERY_NOTE_MESSAGES = {
  title: (orderId: string) => `Delivery note ${orderId}`,
  heading: 'DELIVERY NOTE',
  notInvoice: 'Not a tax invoice',
  gstin: (gstin: string) => `GSTIN: ${gstin}`,
  order: (orderId: string) => `Order: ${orderId}`,
  date: (date: string) => `    Date: ${date}`,
  type: (shortName: string, status: string) => `Type: ${shortName}    Status: ${status}`,
  deliverTo: 'Deliver to',
  goods: 'Goods',
  goodsLine: (quantity: number, title: string, grams: string) =>
    `${quantity} x ${title}, 24K gold, ${grams} g (HSN 7108)`,
  paidWithAnts: (ants: string) =>
    `Paid with ${ants} Ants (referral points, 1 Ant = Rs 1). No money was charged for this order.`,
  madeFromGold: (grams: string) =>
    `Made from ${grams} g of the customer's saved digital gold, which was invoiced when it was bought. No money was charged for this conversion.`,
  delivery: (days: string) =>
    `Deliveries take ${days} days. The recipient must show one photo ID (Passport, PAN Card, Driver's License, Voter's ID or Aadhar Card). Report damage within 24 hours of delivery.`,
  received: 'Received the goods above in good condition.',
  signature: 'Recipient signature: ______________________    Date: ____________',
  footer: 'This is a computer-generated document.',
};

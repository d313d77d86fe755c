/**
 * Text of the sandbox pages (the simulated PhonePe pay page, the UPI app and the test merchant).
 * What a buyer reads on the pay page and in the UPI app is in their language (messages.te.ts,
 * messages.hi.ts); the developer's tools (the control API, the clock, the test merchant) speak
 * English.
 */
export const sandboxMessages = {
  en: {
    sandboxBadge: 'Sandbox',
    upiApp: 'UPI app',
    noMoney: 'This is a simulator of PhonePe. No real money moves.',
    // pay page
    payTitle: 'Pay {merchant}',
    payingTo: 'Paying to',
    merchantId: 'Merchant ID {id}',
    amount: 'Amount',
    orderId: 'Order ID',
    method: 'Pay with',
    methodValue: 'UPI (simulated)',
    expires: 'Expires at',
    pay: 'Pay',
    decline: 'Decline',
    leavePending: 'Leave pending',
    choiceHelp:
      'Pay completes the payment, Decline fails it, and Leave pending returns you to the merchant while the bank keeps it pending.',
    secured: 'Secured by PhonePe (simulated)',
    doneTitle: 'This payment is already {state}',
    stateCompleted: 'complete',
    stateFailed: 'closed',
    statePending: 'pending with the bank',
    returnToMerchant: 'Return to merchant',
    returning: 'Returning to {merchant}',
    unknownTitle: 'Payment not found',
    unknownBody: 'This payment link is not valid or has been used up.',
    // UPI app
    upiTitle: 'UPI app',
    upiFor: 'Requests for {vpa}',
    upiForEveryone: 'Requests for every UPI ID',
    upiForRequest: 'The Autopay request you opened',
    upiIdLabel: 'UPI ID',
    show: 'Show',
    mandateRequests: 'Autopay mandates to approve',
    debitRequests: 'Autopay debits to approve',
    activeMandates: 'Your Autopay mandates',
    nothingWaiting: 'Nothing is waiting for you here.',
    mandateUpTo: 'Up to {amount} · {frequency}',
    mandateFixed: '{amount} · {frequency}',
    firstDebit: 'First debit {amount} now',
    debitLine: 'Autopay debit of {amount}',
    mandateState: 'Status: {state}',
    pausedUntil: 'Paused until {date}',
    approve: 'Approve',
    reject: 'Reject',
    pause: 'Pause',
    resume: 'Resume',
    revoke: 'Revoke',
    /** a mandate's frequency (another one is shown as PhonePe names it) */
    frequencies: {
      DAILY: 'Daily',
      WEEKLY: 'Weekly',
      MONTHLY: 'Monthly',
      ON_DEMAND: 'On demand',
    },
    /** a mandate's state, as PhonePe names it */
    states: {
      CREATED: 'CREATED',
      ACTIVE: 'ACTIVE',
      PAUSED: 'PAUSED',
      REVOKED: 'REVOKED',
      CANCEL_IN_PROGRESS: 'CANCEL_IN_PROGRESS',
      CANCELLED: 'CANCELLED',
      EXPIRED: 'EXPIRED',
      FAILED: 'FAILED',
    },
  },
};

export type SandboxText = (typeof sandboxMessages)['en'];

/** The developer's side of the sandbox: its control API, its clock and the test merchant. */
export const sandboxToolMessages = {
  phonePe: 'PhonePe',
  // the control API's refusals
  clockFixed: 'This app runs on a clock that cannot move',
  advanceHow: 'Give ms or to: next-window',
  noPendingPayment: 'No pending sandbox payment with that id',
  upiUnknown: 'That UPI ID does not exist',
  demoPlanName: 'Gold savings plan',
  clockTitle: 'Sandbox clock',
  clockNow: 'Sandbox time: {time} IST ({shift} ahead of the real time)',
  clockNote:
    'Move time forward to pass the 24-hour pre-debit notice and reach the non-peak debit hours (21:31-09:59 and 13:01-16:59 IST) without waiting. The whole app moves with it.',
  clockHour: '+1 hour',
  clockDay: '+24 hours',
  clockWindow: 'To the next non-peak window',
  // test merchant
  merchantTitle: 'Try the PhonePe sandbox',
  merchantIntro:
    'Start a test payment to try the PhonePe sandbox: the app creates the payment through the real PhonePe protocol, and you choose the outcome on the pay page.',
  amountLabel: 'Amount in rupees',
  startPayment: 'Start test payment',
  openUpiApp: 'Open the UPI app',
  amountInvalid: 'Enter an amount of at least ₹1.00, in rupees',
  resultTitle: 'Test payment',
  paymentSuccessful: 'Payment Successful',
  paymentFailed: 'Payment Failed',
  paymentPending: 'Payment Pending',
  paymentExpired: 'Payment Failed',
  anotherPayment: 'Start another test payment',
};

/** What the plans API and the plan mails say (server side; the pages have their own catalogue). */
export const planMessages = {
  en: {
    created: 'Subscription created successfully. Verify your UPI ID to continue.',
    notPreset: (amounts: string) => `Please choose one of the plan amounts: ${amounts}.`,
    notFound: 'We could not find that plan.',
    upiInvalid: 'Please enter a valid UPI ID, like name@bank.',
    upiNotFound: 'This UPI ID does not exist. Please check it and try again.',
    upiVerifyFirst: 'Please verify your UPI ID first.',
    notAwaitingAuth: 'This plan is not waiting for a UPI Autopay approval.',
    gatewayUnavailable: 'Please check your payment gateway.',
    authSent:
      'UPI request initiated successfully. Please check your UPI app for further instructions.',
    cannotCancel: 'This plan has already ended.',
    cancelled: (until: string) =>
      `Your plan is cancelled. No further debits will be made; the paid term runs until ${until}.`,
    nothingToSkip: 'There is no upcoming debit to skip.',
    skipped: 'The next debit is skipped. No money will be taken for it.',
    cannotResume: 'Only a plan paused after failed debits can be resumed here.',
    resumed: 'Your plan is running again from its next date.',
    reasonFailures: 'Paused after three debits in a row did not go through.',
    reasonUpiPaused: 'Paused in your UPI app.',
    reasonRevoked: 'The mandate was revoked in your UPI app.',
    reasonDeclined: 'The UPI Autopay request was declined.',
    reasonExpired: 'The UPI Autopay request was not approved in time.',
    reasonMandateOver: 'The mandate has ended.',
    reasonCancelled: 'Cancelled by you.',
    reasonCancelledAtGateway: 'The mandate was cancelled at the payment gateway.',
    priceUnavailable: 'The gold price is being updated. Please try again in a minute.',
  },
};

/** What the plans API and the plan mails say (server side; the pages have their own catalogue). */
export const planMessages = {
  en: {
    created: 'Subscription created successfully. Verify your UPI ID to continue.',
    notPreset: (amounts: string) => `Please choose one of the plan amounts: ${amounts}.`,
    notFound: 'We could not find that plan.',
    setupModeOff:
      'This way of approving a plan is not available now. Please open the request in your UPI app instead.',
    upiNotFound: 'This UPI ID does not exist. Please check it and try again.',
    notAwaitingAuth: 'This plan is not waiting for a UPI Autopay approval.',
    gatewayUnavailable: 'Please check your payment gateway.',
    authSent:
      'UPI request initiated successfully. Please check your UPI app for further instructions.',
    cannotCancel: 'This plan has already ended.',
    cancelled: (until: string) =>
      `Your plan is cancelled. No further debits will be made; the paid term runs until ${until}.`,
    nothingToSkip: 'There is no upcoming debit to skip.',
    skipped: 'The next debit is skipped. No money will be taken for it.',
    cannotResume: 'Only a paused plan can be resumed.',
    skippedOne: (amount: string, date: string) =>
      `The debit of ${amount} on ${date} is skipped. No money will be taken for it.`,
    alreadySkipped: 'This debit is already skipped. Nothing was changed.',
    sentToBank:
      'This debit has already been sent to your bank, so it can no longer be skipped. Nothing was changed.',
    debitOver: 'This debit is over and can no longer be skipped. Nothing was changed.',
    notComing: 'This date is not one of the plan’s coming debits.',
    notDebiting: 'This plan is not taking debits now, so there is nothing to skip.',
    pauseNotADate: 'Please choose a date.',
    pauseNotLater: 'Please choose a date after today.',
    paused: (date: string) =>
      `Your plan is paused. No debit will be made before ${date}; it runs again by itself from then.`,
    cannotPause: 'Only a running plan can be paused.',
    maxBelowAmount: (amount: string) =>
      `The maximum cannot be less than your plan amount of ${amount}.`,
    maxNotWhole: 'Please enter the maximum as an amount in rupees.',
    maxSet: (amount: string) => `No debit of this plan will be more than ${amount}.`,
    maxRemoved: 'The maximum per debit is removed.',
    planOver: 'This plan has ended.',
    resumed: 'Your plan is running again from its next date.',
    reasonFailures: 'Paused after three debits in a row did not go through.',
    reasonUpiPaused: 'Paused in your UPI app.',
    reasonRevoked: 'The mandate was revoked in your UPI app.',
    reasonDeclined: 'The UPI Autopay request was declined.',
    reasonExpired: 'The UPI Autopay request was not approved in time.',
    reasonMandateOver: 'The mandate has ended.',
    reasonCancelled: 'Cancelled by you.',
    reasonCancelledAtGateway: 'The mandate was cancelled at the payment gateway.',
    reasonVaultFull:
      'Paused: your vault is full. Convert some gold into a coin at the Gold Smith and the plan goes on by itself.',
    reasonNotStarted: 'Not started: the UPI Autopay request was not approved within a day.',
    priceUnavailable: 'The gold price is being updated. Please try again in a minute.',
    beingCreated: 'Your plan is being created. Please wait a moment.',
    /** the plan mails (mails.ts) */
    mail: {
      outro: 'You can see and manage your plans on your dashboard.',
      openPlans: 'Open my plans',
      /** a plan as the mails name it, by its frequency */
      planName: {
        DAILY: (amount: string) => `daily gold plan of ${amount}`,
        WEEKLY: (amount: string) => `weekly gold plan of ${amount}`,
        MONTHLY: (amount: string) => `monthly gold plan of ${amount}`,
      },
      activeSubject: {
        DAILY: 'Your daily gold plan is active',
        WEEKLY: 'Your weekly gold plan is active',
        MONTHLY: 'Your monthly gold plan is active',
      },
      approved: (plan: string) => `Your UPI Autopay mandate for the ${plan} is approved.`,
      firstDebit: (date: string) =>
        `The first debit is planned for ${date}; we will tell you a day before each debit.`,
      pausedSubject: 'Your gold plan is paused',
      pausedAfterFailures: (count: number, plan: string) =>
        `${count} debits in a row of your ${plan} did not go through, so we paused the plan. No further debits will be tried.`,
      pausedNext: 'Check your bank account or UPI app, then resume the plan from your dashboard.',
      cancelledSubject: 'Your gold plan is cancelled',
      cancelledPlan: (plan: string) =>
        `Plan: ${plan}. The gold already bought stays in your vault.`,
      revokedSubject: 'Your gold plan has stopped',
      revoked: (plan: string) =>
        `The UPI Autopay mandate of your ${plan} was revoked in your UPI app. No further debits will be made.`,
      upiPaused: (plan: string) =>
        `The UPI Autopay mandate of your ${plan} was paused in your UPI app. Debits resume when you unpause it there.`,
      vaultFullSubject: 'Your gold plan is paused: your vault is full',
      vaultFull: (plan: string, amount: string, limitGrams: string) =>
        `The next debit of ${amount} for your ${plan} would take your gold past the ${limitGrams} g vault limit, so we paused the plan. Nothing is debited while it is paused, and we will not write about each date it passes.`,
      vaultFullNext:
        'Convert some of your gold into a coin at the Gold Smith to make room: the plan starts again by itself, and we will tell you when it does.',
      openGoldSmith: 'Open the Gold Smith',
      vaultRoomSubject: 'Your gold plan is running again',
      vaultRoom: (plan: string, date: string) =>
        `Your vault has room again, so your ${plan} is running again. The next debit is planned for ${date}; we will tell you a day before it.`,
      noticeSubject: (amount: string, date: string) =>
        `${amount} will be debited for your gold plan on ${date}`,
      notice: (amount: string, date: string, plan: string) =>
        `${amount} will be debited through UPI Autopay on ${date} for your ${plan}.`,
      noticeWindow: (merchant: string, from: string, until: string) =>
        `${merchant} will ask your bank for it between ${from} and ${until} (India time).`,
      noticeNext:
        'The gold is bought at the price at the time of the debit, and the invoice comes by mail. To skip this one debit, use the link below before then; you will be asked to confirm.',
      skipThisOne: 'Skip this debit',
      skippedSubject: 'A gold plan debit is skipped',
      skippedMail: (amount: string, date: string, plan: string) =>
        `The debit of ${amount} on ${date} for your ${plan} is skipped. No money will be taken for it; the plan goes on with its next date.`,
      pausedUntilSubject: (date: string) => `Your gold plan is paused until ${date}`,
      pausedUntil: (plan: string, date: string) =>
        `Your ${plan} is paused. No debit will be made before ${date}, and we will not write about the dates it passes. It runs again by itself from then, with a notice a day before its next debit.`,
      pausedUntilNext: 'You can resume it sooner from your plans.',
      receiptSubject: (amount: string) => `Gold plan debit received: ${amount} for 24K gold`,
      received: (amount: string, transactionId: string) =>
        `Your gold plan debit of ${amount} went through (transaction ${transactionId}).`,
      inVault: (grams: string, rate: string, invoiceNo: string) =>
        `${grams} g of 24K gold is now in your vault, bought at ${rate}/gm. Your tax invoice is ${invoiceNo}.`,
      viewInvoice: 'View invoice',
      keep: 'Keep this mail for your records.',
      failedSubject: 'A gold plan debit did not go through',
      failed: (amount: string, plan: string, date: string) =>
        `The debit of ${amount} for your ${plan} on ${date} did not go through. No gold was added for this date.`,
      failedNext:
        'The plan goes on with its next date. Please make sure your bank account has enough balance.',
      /** the page a pre-debit mail's skip link opens (in the language of the mail that links to it) */
      skipPage: {
        title: 'Skip a gold plan debit',
        confirm: (amount: string, date: string, plan: string) =>
          `Skip the debit of ${amount} on ${date} for your ${plan}? No money will be taken for it and no gold bought; the plan goes on with its next date.`,
        button: 'Yes, skip this debit',
        done: (amount: string, date: string) =>
          `Done: the debit of ${amount} on ${date} is skipped. No money will be taken for it.`,
        badLink: 'This link is not valid. Please open your plans on the dashboard instead.',
        openPlans: 'Open my plans',
      },
    },
  },
};

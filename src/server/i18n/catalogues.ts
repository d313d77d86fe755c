import { CONSOLE_MESSAGES } from '../../shared/api/console-messages';
import { MESSAGES } from '../../shared/api/fields';
import { QUICK_BUY_MESSAGES } from '../../shared/api/digital-gold';
import {
  CONSOLE_MESSAGES_HI,
  FIELD_MESSAGES_HI,
  QUICK_BUY_MESSAGES_HI,
  STORE_MESSAGES_HI,
  VALIDATION_MESSAGES_HI,
} from '../../shared/api/messages.hi';
import {
  CONSOLE_MESSAGES_TE,
  FIELD_MESSAGES_TE,
  QUICK_BUY_MESSAGES_TE,
  STORE_MESSAGES_TE,
  VALIDATION_MESSAGES_TE,
} from '../../shared/api/messages.te';
import { STORE_MESSAGES } from '../../shared/api/store';
import { VALIDATION_MESSAGES } from '../../shared/api/validation-messages';
import { httpMessages } from '../http/messages';
import { httpMessagesHi } from '../http/messages.hi';
import { httpMessagesTe } from '../http/messages.te';
import { accountMessagesHi } from '../modules/accounts/messages.hi';
import { accountMessagesTe } from '../modules/accounts/messages.te';
import { accountMessages, mailMessages as accountMail } from '../modules/accounts/messages';
import { accountMailHi } from '../modules/accounts/mail-messages.hi';
import { accountMailTe } from '../modules/accounts/mail-messages.te';
import { catalogueMessages } from '../modules/catalogue/messages';
import { catalogueMessagesHi } from '../modules/catalogue/messages.hi';
import { catalogueMessagesTe } from '../modules/catalogue/messages.te';
import { contactTexts } from '../modules/contact/messages';
import { contactMessagesHi } from '../modules/contact/messages.hi';
import { contactMessagesTe } from '../modules/contact/messages.te';
import { digitalGoldMessages } from '../modules/digital-gold/messages';
import { digitalGoldMessagesHi } from '../modules/digital-gold/messages.hi';
import { digitalGoldMessagesTe } from '../modules/digital-gold/messages.te';
import { digitalGoldMailHi } from '../modules/digital-gold/mail-messages.hi';
import { digitalGoldMailTe } from '../modules/digital-gold/mail-messages.te';
import { GOAL_MESSAGES } from '../modules/goals/messages';
import { GOAL_MESSAGES_HI } from '../modules/goals/messages.hi';
import { GOAL_MESSAGES_TE } from '../modules/goals/messages.te';
import { goalMailHi } from '../modules/goals/mail-messages.hi';
import { goalMailTe } from '../modules/goals/mail-messages.te';
import { invoiceMessages } from '../modules/invoices/messages';
import { invoiceMessagesHi } from '../modules/invoices/messages.hi';
import { invoiceMessagesTe } from '../modules/invoices/messages.te';
import { invoicePdfHi } from '../modules/invoices/pdf-messages.hi';
import { invoicePdfTe } from '../modules/invoices/pdf-messages.te';
import { mailFrameMessages } from '../modules/mail/messages';
import { mailFrameMessagesHi } from '../modules/mail/messages.hi';
import { mailFrameMessagesTe } from '../modules/mail/messages.te';
import { orderMessages } from '../modules/orders/messages';
import { orderMessagesHi } from '../modules/orders/messages.hi';
import { orderMessagesTe } from '../modules/orders/messages.te';
import { papersMessages } from '../modules/papers/messages';
import { papersErrorsHi } from '../modules/papers/messages.hi';
import { papersErrorsTe } from '../modules/papers/messages.te';
import { papersPdfHi } from '../modules/papers/pdf-messages.hi';
import { papersPdfTe } from '../modules/papers/pdf-messages.te';
import { paymentMessages } from '../modules/payments/messages';
import { paymentMessagesHi } from '../modules/payments/messages.hi';
import {
  sandboxMessages,
  sandboxMessagesHi,
  sandboxMessagesTe,
} from '../modules/payments/sandbox-messages';
import { paymentMessagesTe } from '../modules/payments/messages.te';
import { priceMessages } from '../modules/prices/messages';
import { priceMessagesHi } from '../modules/prices/messages.hi';
import { priceMessagesTe } from '../modules/prices/messages.te';
import { LIMIT_MESSAGES } from '../modules/rate-limits/messages';
import { LIMIT_MESSAGES_HI } from '../modules/rate-limits/messages.hi';
import { LIMIT_MESSAGES_TE } from '../modules/rate-limits/messages.te';
import { REFERRAL_MESSAGES } from '../modules/referrals/messages';
import { REFERRAL_MESSAGES_HI } from '../modules/referrals/messages.hi';
import { REFERRAL_MESSAGES_TE } from '../modules/referrals/messages.te';
import { reserveMessages } from '../modules/reserve/messages';
import { reserveMessagesHi } from '../modules/reserve/messages.hi';
import { reserveMessagesTe } from '../modules/reserve/messages.te';
import { deliveryNoteHi } from '../modules/store/delivery-note-messages.hi';
import { deliveryNoteTe } from '../modules/store/delivery-note-messages.te';
import { DELIVERY_NOTE_MESSAGES, STATE_LABELS, storeMessages } from '../modules/store/messages';
import { STATE_LABELS_HI, storeMessagesHi } from '../modules/store/messages.hi';
import { STATE_LABELS_TE, storeMessagesTe } from '../modules/store/messages.te';
import { storeMailHi } from '../modules/store/mail-messages.hi';
import { storeMailTe } from '../modules/store/mail-messages.te';
import { planMessages } from '../modules/subscriptions/messages';
import { planMessagesHi } from '../modules/subscriptions/messages.hi';
import { planMessagesTe } from '../modules/subscriptions/messages.te';
import { planMailHi } from '../modules/subscriptions/mail-messages.hi';
import { planMailTe } from '../modules/subscriptions/mail-messages.te';
import { walletMessages } from '../modules/wallet/messages';
import { walletMessagesHi } from '../modules/wallet/messages.hi';
import { walletMessagesTe } from '../modules/wallet/messages.te';
import { serverCatalogue, type ServerCatalogue } from './catalogue';

/** A catalogue without some of its parts (those translated in a catalogue of their own). */
function without<T extends object, K extends keyof T>(obj: T, ...keys: K[]): Omit<T, K> {
  const out = { ...obj } as Record<string, unknown>;
  for (const k of keys) delete out[k as string];
  return out as Omit<T, K>;
}

/**
 * Every translated server catalogue: what an API error or answer says (translateMessage finds its
 * sentence here), checked for completeness by catalogues.test.ts. A catalogue's mails and PDF
 * labels are registered beside its refusals when they are translated.
 */
export const SERVER_CATALOGUES: readonly ServerCatalogue<unknown>[] = [
  serverCatalogue('http/messages', httpMessages.en, { te: httpMessagesTe, hi: httpMessagesHi }),
  serverCatalogue('shared/api/validation-messages', VALIDATION_MESSAGES, {
    te: VALIDATION_MESSAGES_TE,
    hi: VALIDATION_MESSAGES_HI,
  }),
  serverCatalogue('shared/api/fields', MESSAGES, { te: FIELD_MESSAGES_TE, hi: FIELD_MESSAGES_HI }),
  serverCatalogue('shared/api/store', STORE_MESSAGES, {
    te: STORE_MESSAGES_TE,
    hi: STORE_MESSAGES_HI,
  }),
  serverCatalogue('shared/api/digital-gold', QUICK_BUY_MESSAGES, {
    te: QUICK_BUY_MESSAGES_TE,
    hi: QUICK_BUY_MESSAGES_HI,
  }),
  serverCatalogue('shared/api/console-messages', CONSOLE_MESSAGES, {
    te: CONSOLE_MESSAGES_TE,
    hi: CONSOLE_MESSAGES_HI,
  }),
  serverCatalogue('accounts', accountMessages, { te: accountMessagesTe, hi: accountMessagesHi }),
  serverCatalogue('accounts/mail', accountMail, { te: accountMailTe, hi: accountMailHi }),
  serverCatalogue('catalogue', catalogueMessages.en, {
    te: catalogueMessagesTe,
    hi: catalogueMessagesHi,
  }),
  serverCatalogue(
    'contact',
    { messageNotFound: contactTexts.en.messageNotFound },
    { te: contactMessagesTe, hi: contactMessagesHi },
  ),
  serverCatalogue('digital-gold', without(digitalGoldMessages.en, 'mail'), {
    te: digitalGoldMessagesTe,
    hi: digitalGoldMessagesHi,
  }),
  serverCatalogue('digital-gold/mail', digitalGoldMessages.en.mail, {
    te: digitalGoldMailTe,
    hi: digitalGoldMailHi,
  }),
  serverCatalogue('goals', without(GOAL_MESSAGES, 'mail'), {
    te: GOAL_MESSAGES_TE,
    hi: GOAL_MESSAGES_HI,
  }),
  serverCatalogue('goals/mail', GOAL_MESSAGES.mail, { te: goalMailTe, hi: goalMailHi }),
  serverCatalogue('invoices', without(invoiceMessages.en, 'pdf'), {
    te: invoiceMessagesTe,
    hi: invoiceMessagesHi,
  }),
  serverCatalogue('invoices/pdf', invoiceMessages.en.pdf, { te: invoicePdfTe, hi: invoicePdfHi }),
  serverCatalogue('mail/frame', mailFrameMessages, {
    te: mailFrameMessagesTe,
    hi: mailFrameMessagesHi,
  }),
  serverCatalogue('orders', orderMessages.en, { te: orderMessagesTe, hi: orderMessagesHi }),
  serverCatalogue(
    'papers',
    {
      certificateNotFound: papersMessages.certificateNotFound,
      noSuchYear: papersMessages.noSuchYear,
      noRecordsInYear: papersMessages.noRecordsInYear,
    },
    { te: papersErrorsTe, hi: papersErrorsHi },
  ),
  serverCatalogue('payments', paymentMessages.en, {
    te: paymentMessagesTe,
    hi: paymentMessagesHi,
  }),
  serverCatalogue('payments/sandbox', sandboxMessages.en, {
    te: sandboxMessagesTe,
    hi: sandboxMessagesHi,
  }),
  serverCatalogue('prices', priceMessages.en, { te: priceMessagesTe, hi: priceMessagesHi }),
  serverCatalogue('rate-limits', LIMIT_MESSAGES, { te: LIMIT_MESSAGES_TE, hi: LIMIT_MESSAGES_HI }),
  serverCatalogue('referrals', REFERRAL_MESSAGES, {
    te: REFERRAL_MESSAGES_TE,
    hi: REFERRAL_MESSAGES_HI,
  }),
  serverCatalogue('reserve', reserveMessages.en, {
    te: reserveMessagesTe,
    hi: reserveMessagesHi,
  }),
  serverCatalogue('store', without(storeMessages, 'mail'), {
    te: storeMessagesTe,
    hi: storeMessagesHi,
  }),
  serverCatalogue('store/mail', storeMessages.mail, { te: storeMailTe, hi: storeMailHi }),
  serverCatalogue('store/state-labels', STATE_LABELS, { te: STATE_LABELS_TE, hi: STATE_LABELS_HI }),
  serverCatalogue('subscriptions', without(planMessages.en, 'mail'), {
    te: planMessagesTe,
    hi: planMessagesHi,
  }),
  serverCatalogue('subscriptions/mail', planMessages.en.mail, {
    te: planMailTe,
    hi: planMailHi,
  }),
  serverCatalogue('wallet', walletMessages.en, { te: walletMessagesTe, hi: walletMessagesHi }),
  // the documents' labels last: a word that is also an error's value (the state 'Paid')
  // is said as the error catalogues say it
  serverCatalogue(
    'papers/pdf',
    {
      lineKinds: papersMessages.lineKinds,
      page: papersMessages.page,
      lotKinds: papersMessages.lotKinds,
      certificate: papersMessages.certificate,
      statement: papersMessages.statement,
    },
    { te: papersPdfTe, hi: papersPdfHi },
  ),
  serverCatalogue('store/delivery-note', DELIVERY_NOTE_MESSAGES, {
    te: deliveryNoteTe,
    hi: deliveryNoteHi,
  }),
] as readonly ServerCatalogue<unknown>[];

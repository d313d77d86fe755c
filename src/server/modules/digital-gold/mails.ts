/** The quick buy's mails: the receipt, and the late payment's refund or amount mismatch. */
import { formatGrams, formatRupees } from '../../../shared/money/format';
import type { Locale } from '../../../shared/locales';
import { paths } from '../../../shared/routes';
import type { Config } from '../../config';
import { inLocale, serverCatalogue, type Translation } from '../../i18n/catalogue';
import { frameMail, type OutgoingMail } from '../mail/service';
import type { OrderRow } from '../orders/service';
import { digitalGoldMailHi } from './mail-messages.hi';
import { digitalGoldMailTe } from './mail-messages.te';
import { digitalGoldMessages } from './messages';
import { digitalGoldMessagesHi } from './messages.hi';
import { digitalGoldMessagesTe } from './messages.te';

const { mail: mailEn, ...answersEn } = digitalGoldMessages.en;
const mails = serverCatalogue('digital-gold/mail', mailEn, {
  te: digitalGoldMailTe,
  hi: digitalGoldMailHi,
});
const answers = serverCatalogue('digital-gold', answersEn, {
  te: digitalGoldMessagesTe,
  hi: digitalGoldMessagesHi,
});

type Buyer = Pick<OrderRow, 'buyerName' | 'buyerEmail' | 'amountPaise'>;

const firstNameOf = (o: Buyer) => o.buyerName.split(' ')[0] ?? '';

/** The receipt of a paid quick buy, with its invoice (late: completed after it had failed). */
export function receiptMail(
  config: Config,
  locale: Locale,
  order: Buyer & Pick<OrderRow, 'goldE8' | 'pricePaisePerGram'>,
  p: { merchantTransactionId: string; invoiceNo: string; late: boolean },
): OutgoingMail {
  const t = inLocale(mails, locale);
  return frameMail(config, {
    kind: 'payment-receipt',
    to: order.buyerEmail,
    locale,
    firstName: firstNameOf(order),
    subject: t.receiptSubject(formatRupees(order.amountPaise)),
    body: [
      t.received(formatRupees(order.amountPaise), p.merchantTransactionId),
      ...(p.late ? [t.lateCompleted] : []),
      t.inVault(
        formatGrams(order.goldE8, 8),
        formatRupees(order.pricePaisePerGram ?? 0),
        p.invoiceNo,
      ),
    ],
    action: {
      label: t.viewInvoice,
      url: `${config.publicUrl}${paths.invoice.href({ transactionId: p.merchantTransactionId })}`,
    },
    after: [t.keep],
    why: 'order',
    tax: true,
    grievance: true,
  });
}

/**
 * A payment completed after its order had failed, and not turned into gold: its refund, or the
 * amount the bank took that differs from the order's. Both link to the payment history.
 */
function lateMail(
  config: Config,
  locale: Locale,
  order: Buyer,
  kind: string,
  parts: (
    t: Translation<typeof mailEn>,
    a: Translation<typeof answersEn>,
    amount: string,
  ) => { subject: string; body: string[] },
): OutgoingMail {
  const t = inLocale(mails, locale);
  const amount = formatRupees(order.amountPaise);
  return frameMail(config, {
    kind,
    to: order.buyerEmail,
    locale,
    firstName: firstNameOf(order),
    ...parts(t, inLocale(answers, locale), amount),
    action: { label: t.viewHistory, url: `${config.publicUrl}${paths.paymentHistory.href()}` },
    after: [t.refundOutro],
    why: 'order',
    grievance: true,
  });
}

/** A payment completed after the order had failed, refunded: the vault had no room for it. */
export const lateRefundMail = (
  config: Config,
  locale: Locale,
  order: Buyer,
  p: { merchantTransactionId: string; limitE8: number },
): OutgoingMail =>
  lateMail(config, locale, order, 'payment-late-refund', (t, a, amount) => ({
    subject: t.refundSubject(amount),
    body: [
      t.reachedLate(amount, p.merchantTransactionId),
      a.lateRefund.replace('{limit}', formatGrams(p.limitE8, 3)).replace('{amount}', amount),
    ],
  }));

/** A payment completed after the order had failed, at another amount than asked: no gold. */
export const lateMismatchMail = (
  config: Config,
  locale: Locale,
  order: Buyer,
  p: { merchantTransactionId: string },
): OutgoingMail =>
  lateMail(config, locale, order, 'payment-amount-mismatch', (_t, a, amount) => ({
    subject: a.lateMismatchSubject.replace('{amount}', amount),
    body: [
      a.lateMismatchIntro
        .replace('{transaction}', p.merchantTransactionId)
        .replace('{amount}', amount),
      a.failed.AMOUNT_MISMATCH,
    ],
  }));

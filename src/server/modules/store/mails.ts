/** The store's mails: an order's every state, and the receipt of a paid order. */
import { deliveryDays, type Config } from '../../config';
import { formatAnts, formatRupees } from '../../../shared/money/format';
import type { Locale } from '../../../shared/locales';
import { paths } from '../../../shared/routes';
import { inLocale, serverCatalogue } from '../../i18n/catalogue';
import { translateMessage } from '../../i18n/translate';
import { frameMail, type OutgoingMail } from '../mail/service';
import type { OrderRow } from '../orders/service';
import { storeMailHi } from './mail-messages.hi';
import { storeMailTe } from './mail-messages.te';
import { STATE_LABELS, storeMessages } from './messages';
import { STATE_LABELS_HI } from './messages.hi';
import { STATE_LABELS_TE } from './messages.te';
import type * as repo from './repo';

const mails = serverCatalogue('store/mail', storeMessages.mail, {
  te: storeMailTe,
  hi: storeMailHi,
});
const labels = serverCatalogue('store/state-labels', STATE_LABELS, {
  te: STATE_LABELS_TE,
  hi: STATE_LABELS_HI,
});

type Order = Pick<
  OrderRow,
  'id' | 'buyerName' | 'buyerEmail' | 'merchantOrderId' | 'orderlist' | 'amountPaise'
>;

const firstNameOf = (o: Order) => o.buyerName.split(' ')[0] ?? '';

export const orderLink = (config: Config, orderId: string) =>
  `${config.publicUrl}${paths.order.href({ orderId })}`;

/**
 * The mail of an order's new state. `notes` are the timeline's words for the move: a sentence of
 * a catalogue is said in the reader's language, an operator's own note stays as typed.
 */
export function stateMail(
  config: Config,
  locale: Locale,
  order: Order,
  s: Pick<repo.StoreOrderRow, 'state' | 'courier' | 'trackingNumber' | 'utr'>,
  notes: string[],
): OutgoingMail {
  const t = inLocale(mails, locale);
  const state = inLocale(labels, locale)[s.state];
  const body = [t.stateNow(order.merchantOrderId, order.orderlist, state)];
  if (s.state === 'SHIPPED' && s.courier && s.trackingNumber)
    body.push(t.tracking(s.courier, s.trackingNumber));
  if (s.state === 'PAYMENT_SUBMITTED') body.push(t.utrReceived(s.utr ?? ''));
  if (s.state === 'READY_FOR_PICKUP') body.push(t.collect(config.OPERATOR_ADDRESS));
  body.push(...notes.map((n) => translateMessage(n, locale)));
  return frameMail(config, {
    kind: `store-order-${s.state.toLowerCase().replace(/_/g, '-')}`,
    to: order.buyerEmail,
    locale,
    firstName: firstNameOf(order),
    subject: t.stateSubject(order.merchantOrderId, state),
    body,
    action: { label: t.viewOrder, url: orderLink(config, order.id) },
    after: [t.stateOutro],
    why: 'order',
    tax: true,
    grievance: true,
  });
}

/** The receipt of a paid store order, with its invoice and what comes next. */
export function storeReceiptMail(
  config: Config,
  locale: Locale,
  order: Order,
  p: {
    mode: repo.StoreOrderRow['mode'];
    merchantTransactionId: string;
    invoiceNo: string;
    cashbackAntsCenti: number;
  },
): OutgoingMail {
  const t = inLocale(mails, locale);
  const amount = formatRupees(order.amountPaise);
  return frameMail(config, {
    kind: 'payment-receipt',
    to: order.buyerEmail,
    locale,
    firstName: firstNameOf(order),
    subject: t.receiptSubject(amount, order.orderlist),
    body: [
      t.received(amount, order.orderlist, p.merchantTransactionId, p.invoiceNo),
      p.mode === 'pickup'
        ? t.pickupNext(config.OPERATOR_ADDRESS)
        : t.deliveryNext(deliveryDays(config)),
      ...(p.cashbackAntsCenti > 0 ? [t.cashback(formatAnts(p.cashbackAntsCenti))] : []),
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

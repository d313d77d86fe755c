/** The money of a paid store order: invoice, ledger, rewards, receipt. */
import { deliveryDays } from '../../config';
import { formatAnts, formatRupees } from '../../../shared/money/format';
import { paths } from '../../../shared/routes';
import { storeReferralAntsCenti } from '../../../shared/rules/referral';
import { nuggetCashbackAntsCenti } from '../../../shared/rules/store-order';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { enqueueMail, renderMail } from '../mail/service';
import { markPaid, markPaidLate, type OrderRow } from '../orders/service';
import { creditAnts, post, type Entry } from '../wallet/service';
import { storeMessages as msg } from './messages';
import type * as repo from './repo';
import { recordState } from './timeline';

const mailText = msg.mail;

/**
 * The money of a paid store order, in the paying transaction: invoice number, ledger posting
 * (sales, making, shipping or handling, GST), the referrer's Ants (coins) or the buyer's 10%
 * cashback (direct-payment nuggets), the PAID state and the receipt mail.
 */
export async function settlePaid(
  deps: AppDeps,
  tx: Tx,
  order: OrderRow,
  store: repo.StoreOrderRow,
  actor: string,
  merchantTransactionId: string,
  /** the bank completed the payment after the order had failed (honoured at its stored price) */
  late = false,
) {
  const now = deps.clock.now();
  const paid = { now, merchantTransactionId };
  const { invoiceNo } = late
    ? await markPaidLate(tx, deps.config, order.id, paid)
    : await markPaid(tx, deps.config, order.id, paid);
  const reference = `order:${order.id}`;
  const gstPaise = order.cgstPaise + order.sgstPaise + order.igstPaise;
  const entries: Entry[] = [
    { account: `user:${order.userId}:inr_paid`, amount: order.amountPaise },
    { account: 'op:inr:store_sales', amount: -store.metalPaise },
    { account: 'op:inr:making_charges', amount: -store.makingPaise },
    { account: 'op:inr:gst_payable', amount: -gstPaise },
  ];
  if (store.chargeTaxablePaise > 0)
    entries.push({
      account: store.mode === 'pickup' ? 'op:inr:handling' : 'op:inr:shipping',
      amount: -store.chargeTaxablePaise,
    });
  await post(tx, {
    type: store.mode === 'pickup' ? 'direct_payment_order' : 'store_order',
    reference,
    idempotencyKey: `${reference}:paid`,
    entries: entries.filter((e) => e.amount !== 0),
  });
  let reward = '';
  if (store.mode === 'delivery') {
    const antsCenti = storeReferralAntsCenti({
      buyerUserId: order.userId,
      referrerUserId: order.referrerUserId,
      paidWith: 'money',
      lines: [
        {
          makingPaise: store.makingPaise / order.quantity,
          referralCommissionBp: store.referralCommissionBp,
          quantity: order.quantity,
        },
      ],
    });
    if (antsCenti > 0 && order.referrerUserId)
      await creditAnts(tx, {
        type: 'referral_commission',
        reference,
        idempotencyKey: `${reference}:referral`,
        userId: order.referrerUserId,
        antsCenti,
      });
  }
  if (store.mode === 'pickup') {
    const antsCenti = nuggetCashbackAntsCenti(
      store.metalPaise + store.makingPaise + store.itemsGstPaise,
      deps.config.NUGGET_CASHBACK_BP,
    );
    if (antsCenti > 0) {
      await creditAnts(tx, {
        type: 'nugget_cashback',
        reference,
        idempotencyKey: `${reference}:cashback`,
        userId: order.userId,
        antsCenti,
      });
      reward = mailText.cashback(formatAnts(antsCenti));
    }
  }
  // the receipt below is this change's mail
  await recordState(deps, tx, order, store, 'PAID', actor, null, {}, false);
  const link = `${deps.config.publicUrl}${paths.invoice.href({ transactionId: merchantTransactionId })}`;
  const mail = renderMail({
    brand: deps.config.OPERATOR_BRAND,
    footer: mailText.footer(
      deps.config.OPERATOR_NAME,
      deps.config.OPERATOR_ADDRESS,
      deps.config.OPERATOR_GSTIN,
    ),
    greeting: mailText.greeting(order.buyerName.split(' ')[0] ?? ''),
    intro: [
      mailText.received(
        formatRupees(order.amountPaise),
        order.orderlist,
        merchantTransactionId,
        invoiceNo,
      ),
      store.mode === 'pickup'
        ? mailText.pickupNext(deps.config.OPERATOR_ADDRESS)
        : mailText.deliveryNext(deliveryDays(deps.config)),
      ...(reward ? [reward] : []),
    ],
    action: { label: mailText.viewInvoice, url: link },
    outro: [mailText.keep],
    signOff: mailText.signOff(deps.config.OPERATOR_BRAND),
  });
  await enqueueMail(tx, now, {
    kind: 'payment-receipt',
    to: order.buyerEmail,
    subject: mailText.receiptSubject(formatRupees(order.amountPaise), order.orderlist),
    ...mail,
  });
}

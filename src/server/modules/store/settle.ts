/** The money of a paid store order: invoice, ledger, rewards, receipt. */
import { storeReferralAntsCenti } from '../../../shared/rules/referral';
import { nuggetCashbackAntsCenti } from '../../../shared/rules/store-order';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { findLanguageOf } from '../accounts/service';
import { enqueueMail } from '../mail/service';
import { markPaid, markPaidLate, type OrderRow } from '../orders/service';
import { creditAnts, post, type Entry } from '../wallet/service';
import type * as repo from './repo';
import { storeReceiptMail } from './mails';
import { recordState } from './timeline';

/**
 * The money of a paid store order, in the paying transaction: ledger posting (sales, making,
 * shipping or handling, GST), the referrer's Ants (coins) or the buyer's 10% cashback
 * (direct-payment nuggets), invoice number, the PAID state and the receipt mail.
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
  let cashbackAntsCenti = 0;
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
      cashbackAntsCenti = antsCenti;
    }
  }
  // the invoice number after the postings (markPaid), and before the PAID state, which needs a
  // paid order
  const paid = { now, merchantTransactionId };
  const { invoiceNo } = late
    ? await markPaidLate(tx, deps.config, order.id, paid)
    : await markPaid(tx, deps.config, order.id, paid);
  // the receipt below is this change's mail
  await recordState(deps, tx, order, store, 'PAID', actor, null, {}, false);
  const locale = await findLanguageOf(tx, order.userId);
  await enqueueMail(
    tx,
    now,
    storeReceiptMail(deps.config, locale, order, {
      mode: store.mode,
      merchantTransactionId,
      invoiceNo,
      cashbackAntsCenti,
    }),
  );
}

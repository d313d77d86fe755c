import { formatDate } from '../../../shared/money/format';
import {
  canMoveDelivery,
  isDeliveryStatus,
  type DeliveryStatus,
} from '../../../shared/rules/delivery';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import { enqueueMail, MAIL_JOB, renderMail } from '../mail/service';
import * as repo from './repo';
import { paths } from '../../../shared/routes';

const HEADLINE: Record<DeliveryStatus, string> = {
  PROCESSING: 'is being prepared',
  SHIPPED: 'has shipped',
  OUT_FOR_DELIVERY: 'is out for delivery',
  DELIVERED: 'was delivered',
  RETURNED: 'came back to us',
};

const DETAIL: Record<DeliveryStatus, string> = {
  PROCESSING: 'We are preparing your parcel.',
  SHIPPED:
    "It reaches you in 10-15 days from your order. The recipient must show one photo ID (Passport, PAN Card, Driver's License, Voter's ID or Aadhar Card).",
  OUT_FOR_DELIVERY:
    "The courier brings it today. Keep one photo ID ready (Passport, PAN Card, Driver's License, Voter's ID or Aadhar Card).",
  DELIVERED: 'Please report any damage within 24 hours of delivery by replying to this mail.',
  RETURNED:
    'The courier could not deliver it after 3 more attempts, so it is back at our facility. Contact us to arrange a new delivery.',
};

/**
 * Moves a delivered order to its next delivery state (operator action) and tells the buyer by
 * mail in the same transaction. Refused (CONFLICT) when the order is not a delivered one or the
 * move is not allowed (shared/rules/delivery.ts).
 */
export async function moveDelivery(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'jobs'>,
  orderId: string,
  to: DeliveryStatus,
) {
  const now = deps.clock.now();
  const order = await deps.db.transaction(async (tx) => {
    const o = await repo.lockById(tx, orderId);
    if (!o) throw notFound('We could not find that order.');
    if (!isDeliveryStatus(o.deliveryStatus))
      throw new AppError('CONFLICT', 'This order has no delivery to track.');
    if (!canMoveDelivery(o.deliveryStatus, to))
      throw new AppError('CONFLICT', `This order cannot move from ${o.deliveryStatus} to ${to}.`);
    await repo.update(tx, o.id, { deliveryStatus: to });
    const link = `${deps.config.publicUrl}${paths.order.href({ orderId: o.id })}`;
    const mail = renderMail({
      brand: deps.config.OPERATOR_BRAND,
      footer: `${deps.config.OPERATOR_NAME}, ${deps.config.OPERATOR_ADDRESS}. GSTIN ${deps.config.OPERATOR_GSTIN}`,
      greeting: `Hi ${o.buyerName.split(' ')[0]},`,
      intro: [
        `Your ${o.orderlist} (order ${o.merchantOrderId} of ${formatDate(o.createdAt)}) ${HEADLINE[to]}.`,
        DETAIL[to],
      ],
      action: { label: 'Track your order', url: link },
      outro: [`Delivery address: ${o.buyerAddress}`],
      signOff: `Team ${deps.config.OPERATOR_BRAND}`,
    });
    await enqueueMail(tx, now, {
      kind: `delivery-${to.toLowerCase()}`,
      to: o.buyerEmail,
      subject: `Your ${o.orderlist} ${HEADLINE[to]}`,
      ...mail,
    });
    return { ...o, deliveryStatus: to };
  });
  deps.jobs.kick(MAIL_JOB);
  return order;
}

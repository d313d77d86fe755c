import { formatDate } from '../../../shared/money/format';
import {
  canMoveDelivery,
  isDeliveryStatus,
  type DeliveryStatus,
} from '../../../shared/rules/delivery';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import { enqueueMail, MAIL_JOB, renderMail } from '../mail/service';
import { orderMessages } from './messages';
import * as repo from './repo';
import { paths } from '../../../shared/routes';

const msg = orderMessages.en;
const text = msg.delivery;
const HEADLINE = text.headline;

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
    if (!o) throw notFound(msg.notFound);
    if (!isDeliveryStatus(o.deliveryStatus)) throw new AppError('CONFLICT', msg.noDelivery);
    if (!canMoveDelivery(o.deliveryStatus, to))
      throw new AppError('CONFLICT', msg.cannotMove(o.deliveryStatus, to));
    await repo.update(tx, o.id, { deliveryStatus: to });
    const link = `${deps.config.publicUrl}${paths.order.href({ orderId: o.id })}`;
    const mail = renderMail({
      brand: deps.config.OPERATOR_BRAND,
      footer: text.footer(
        deps.config.OPERATOR_NAME,
        deps.config.OPERATOR_ADDRESS,
        deps.config.OPERATOR_GSTIN,
      ),
      greeting: text.greeting(o.buyerName.split(' ')[0] ?? ''),
      intro: [
        text.moved(o.orderlist, o.merchantOrderId, formatDate(o.createdAt), HEADLINE[to]),
        text.detail[to],
      ],
      action: { label: text.track, url: link },
      outro: [text.address(o.buyerAddress)],
      signOff: text.signOff(deps.config.OPERATOR_BRAND),
    });
    await enqueueMail(tx, now, {
      kind: `delivery-${to.toLowerCase()}`,
      to: o.buyerEmail,
      subject: text.subject(o.orderlist, HEADLINE[to]),
      ...mail,
    });
    return { ...o, deliveryStatus: to };
  });
  deps.jobs.kick(MAIL_JOB);
  return order;
}

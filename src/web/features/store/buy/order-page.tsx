import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  deliveryNotePath,
  STORE_MESSAGES,
  ZUtr,
  type StoreOrderState,
} from '../../../../shared/api/store';
import {
  formatAnts,
  formatDateTime,
  formatGrams,
  formatGramsFromMg,
  formatRupees,
} from '../../../../shared/money/format';
import { BackHomeBar } from '../../../components/ui/back-home-bar';
import { TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../../shared/routes';
import { fmt, useLocale, useMessages } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/queries/config';
import { useResubmitUtr, useStoreOrder } from '../buy-api';
import { buyMessages } from '../buy-messages';
import { deliveryLabel, stateLabels } from '../../../lib/state-labels';

/**
 * /user/order?orderId=…: any store order for its owner (bag, direct payment, or a coin paid with
 * Ants at the referral store or with saved gold at the Gold Smith): what was bought, the timeline of its states,
 * courier and tracking, the delivery (or pickup) guidance, the invoice once paid (a coin paid with
 * Ants or gold: its goods-delivery note), and for a direct
 * payment whose UTR was refused, why, with a field for another UTR.
 */
export function OrderPage() {
  const m = useMessages(buyMessages);
  const states = useMessages(stateLabels);
  const locale = useLocale();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const q = useStoreOrder(orderId);
  const resubmit = useResubmitUtr(orderId);
  const [utr, setUtr] = useState('');
  const [utrError, setUtrError] = useState<string | undefined>();
  const config = usePublicConfig();
  const verifyHours = config?.timings.directPayVerifyHours;
  const o = q.data;

  if (q.isPending && orderId) return <p className="page">{m.loading}</p>;
  if (!o)
    return (
      <section className="page max-w-xl">
        <p className="card p-5" role="alert">
          {m.orderNotFound}
        </p>
        <BackHomeBar
          backTo={paths.paymentHistory.href()}
          backLabel={m.orderHistory}
          homeLabel={m.home}
        />
      </section>
    );

  const label = (s: StoreOrderState) => deliveryLabel(states, s);
  return (
    <section className="page max-w-3xl pb-28">
      <h1 className="page-title break-all">{fmt(m.orderTitle, { id: o.merchantOrderId })}</h1>
      <p className="text-muted mt-1 text-sm">
        {fmt(m.orderPlaced, { date: formatDateTime(o.createdAt, locale) })}
      </p>
      <p
        className="bg-ink text-gold-100 mt-3 inline-flex rounded-full px-4 py-1.5 text-sm font-semibold"
        data-testid="order-state"
      >
        {label(o.state)}
      </p>
      {o.state === 'PAYMENT_SUBMITTED' && verifyHours && (
        <p className="mt-2 text-sm" data-testid="utr-received">
          {fmt(m.orderUtrReceived, { hours: verifyHours })}
        </p>
      )}

      <div className="mt-5 grid gap-4 md:grid-cols-2">
        <div className="card p-5 text-sm">
          <p className="font-semibold">
            {fmt(m.summaryItem, { title: o.title, quantity: o.quantity })}
          </p>
          <p className="text-muted">
            {fmt(m.weightPurity, {
              weight: formatGramsFromMg(o.weightMg, { short: true }),
              purity: o.purity,
            })}
          </p>
          {o.kind !== 'StoreOrders' ? (
            <dl className="mt-3 space-y-1.5">
              <div className="flex justify-between gap-3 text-base font-bold">
                <dt className="shrink-0">
                  {o.kind === 'ReferralStoreOrders' ? m.orderPaidWith : m.orderMadeFrom}
                </dt>
                <dd className="text-right tabular-nums" data-testid="order-paid-with">
                  {o.kind === 'ReferralStoreOrders'
                    ? fmt(m.orderAnts, { ants: formatAnts(o.antsCenti) })
                    : fmt(m.orderSavedGold, { grams: formatGrams(o.goldE8, 3) })}
                </dd>
              </div>
            </dl>
          ) : (
            <dl className="mt-3 space-y-1.5">
              <div className="flex justify-between gap-3">
                <dt>{m.orderGold}</dt>
                <dd className="tabular-nums">{formatRupees(o.metalPaise)}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt>{m.summaryMaking}</dt>
                <dd className="tabular-nums">{formatRupees(o.makingPaise)}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt>{fmt(m.summaryGst, { rate: '3%' })}</dt>
                <dd className="tabular-nums">{formatRupees(o.itemsGstPaise)}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt>{o.chargeKind === 'shipping' ? m.summaryShipping : m.summaryHandling}</dt>
                <dd className="tabular-nums">
                  {o.chargePaise === 0 ? m.cartShippingFree : formatRupees(o.chargePaise)}
                </dd>
              </div>
              <div className="border-ink/10 flex justify-between gap-3 border-t pt-1.5 text-base font-bold">
                <dt>{m.summaryTotal}</dt>
                <dd className="tabular-nums">{formatRupees(o.totalPaise)}</dd>
              </div>
            </dl>
          )}
          {o.kind !== 'StoreOrders' && <p className="text-muted mt-1.5">{m.orderNoMoney}</p>}
          <h2 className="mt-4 font-semibold">
            {o.mode === 'pickup' ? m.orderPickupAt : m.orderShipTo}
          </h2>
          <p>{o.buyerName}</p>
          <p>{o.address}</p>
          {o.panMasked && (
            <p className="text-muted mt-1">{fmt(m.orderPan, { pan: o.panMasked })}</p>
          )}
          {o.failureReason && (
            <p role="alert" className="text-danger mt-3">
              {fmt(m.orderFailed, { reason: o.failureReason })}
            </p>
          )}
          {o.invoiceTransactionId && (
            <Link
              to={paths.invoice.href({ transactionId: o.invoiceTransactionId })}
              className="btn-primary mt-4 w-full"
            >
              {m.orderInvoice}
            </Link>
          )}
          {o.hasDeliveryNote && (
            <>
              <a
                href={deliveryNotePath(o.orderId)}
                className="btn-outline mt-4 w-full"
                target="_blank"
                rel="noopener"
              >
                {m.orderDeliveryNote}
              </a>
              <p className="text-muted mt-1 text-xs">{m.orderDeliveryNoteText}</p>
            </>
          )}
          {o.kind === 'GoldSmith' && o.state !== 'REFUNDED' && (
            <>
              <Link
                to={paths.certificate.href({ orderId: o.orderId })}
                className="btn-outline mt-4 w-full"
              >
                {m.orderCertificate}
              </Link>
              <p className="text-muted mt-1 text-xs">{m.orderCertificateText}</p>
            </>
          )}
        </div>

        <div className="card p-5 text-sm">
          <h2 className="font-semibold">{m.orderTimeline}</h2>
          <ol className="border-gold-500/40 mt-3 space-y-3 border-l-2 pl-4">
            {o.events.map((e, i) => (
              <li key={`${e.state}-${i}`} className="relative">
                <span
                  className="bg-gold-500 absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full"
                  aria-hidden
                />
                <p className="font-semibold">{label(e.state)}</p>
                <p className="text-muted text-xs">{formatDateTime(e.at, locale)}</p>
                {e.note && <p className="mt-0.5">{e.note}</p>}
              </li>
            ))}
          </ol>
          {o.courier && o.trackingNumber && (
            <p className="mt-3 font-semibold">
              {fmt(m.orderCourier, { courier: o.courier, tracking: o.trackingNumber })}
            </p>
          )}
          {o.utr && <p className="text-muted mt-3">{fmt(m.orderUtr, { utr: o.utr })}</p>}
          {o.utrRejectedReason && o.state === 'AWAITING_PAYMENT' && (
            <form
              className="mt-4 space-y-2"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (!ZUtr.safeParse(utr).success) return setUtrError(STORE_MESSAGES.utrInvalid);
                resubmit.mutate(utr.trim(), {
                  onSuccess: () => void q.refetch(),
                  onError: (err) =>
                    setUtrError(err instanceof ApiError ? err.message : String(err)),
                });
              }}
            >
              <p role="alert" className="text-danger">
                {fmt(m.orderUtrRejected, { reason: o.utrRejectedReason })}
              </p>
              <TextField
                label={m.utrLabel}
                inputMode="numeric"
                maxLength={12}
                value={utr}
                onChange={(e) => {
                  setUtr(e.target.value);
                  setUtrError(undefined);
                }}
                error={utrError}
              />
              <button type="submit" className="btn-primary w-full" disabled={resubmit.isPending}>
                {m.orderResubmit}
              </button>
            </form>
          )}
          <h2 className="mt-5 font-semibold">{m.orderDeliveryTitle}</h2>
          {o.mode === 'pickup' ? (
            <ul className="mt-1 list-disc space-y-1 pl-5">
              <li>{m.orderPickup1}</li>
            </ul>
          ) : (
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {config && (
                <li>
                  {fmt(m.orderDelivery1, {
                    min: config.limits.deliveryDaysMin,
                    max: config.limits.deliveryDaysMax,
                  })}
                </li>
              )}
              <li>{m.orderDelivery2}</li>
              <li>{m.orderDelivery3}</li>
              <li>{m.orderDelivery4}</li>
            </ul>
          )}
        </div>
      </div>
      <BackHomeBar
        backTo={paths.paymentHistory.href()}
        backLabel={m.orderHistory}
        homeLabel={m.home}
      />
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { STORE_MESSAGES, ZUtr, type StoreQuote } from '../../../../shared/api/store';
import {
  formatAnts,
  formatPercentFromBp,
  formatRupees,
  parseRupees,
} from '../../../../shared/money/format';
import { nuggetCashbackAntsCenti, PAN_PATTERN } from '../../../../shared/rules/store-order';
import { MapPinIcon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../../shared/routes';
import { fmt, useMessages } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/queries/config';
import { newKey, useCreateQuote, useDirectOrder } from '../buy-api';
import { buyMessages } from '../buy-messages';
import { OrderSummary } from './order-summary';
import { UpiQr } from '../../../components/upi-qr';
import { CountdownWarning } from './countdown-warning';
import { useRedirectCountdown } from './use-redirect-countdown';
import { mmss } from '../../../lib/use-status-countdown';

/**
 * /Store/checkout/DirectPayment?totalPrice=…&orderlist=<product id>: the query only names the
 * nugget; the server prices it (+ Rs 350 handling) and gives the UPI request the QR carries. The
 * buyer pays in a UPI app and submits the 12-digit UTR; the order then waits for verification.
 */
export function DirectPaymentPage() {
  const m = useMessages(buyMessages);
  const config = usePublicConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const productId = params.get('orderlist') ?? '';
  // the price the card showed (spec 2: totalPrice); the server's quote is what is paid, and a
  // difference is said before the buyer pays
  const shown = parseRupees(params.get('totalPrice') ?? '', 'provider');
  const shownPaise = shown.ok ? shown.paise : null;
  const createQuote = useCreateQuote();
  const submit = useDirectOrder();
  const [quote, setQuote] = useState<StoreQuote | null>(null);
  const [utr, setUtr] = useState('');
  const [pan, setPan] = useState('');
  const [errors, setErrors] = useState<{ utr?: string; pan?: string }>({});
  const [key, setKey] = useState(newKey);
  const asked = useRef(false);

  useEffect(() => {
    if (!productId || asked.current) return;
    asked.current = true;
    createQuote.mutate({ productId, quantity: 1, mode: 'pickup' }, { onSuccess: setQuote });
  }, [productId, createQuote]);

  const isBusy = submit.isPending || submit.isSuccess;
  // a UTR half typed holds the page: the buyer may be switching to the UPI app and back
  const { left, restart } = useRedirectCountdown(
    config?.timings.directPayRedirectSeconds,
    paths.goldNuggets.href(),
    isBusy,
    utr.trim().length > 0,
  );
  /** Stay: the countdown starts again, at the current price (decisions.md: Payments) */
  const onStay = () => {
    restart();
    if (!productId) return;
    createQuote.mutate({ productId, quantity: 1, mode: 'pickup' }, { onSuccess: setQuote });
  };

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!quote) return;
    const found: typeof errors = {};
    if (!ZUtr.safeParse(utr).success) found.utr = STORE_MESSAGES.utrInvalid;
    const panValue = pan.trim().toUpperCase();
    if (quote.totals.panRequired && !PAN_PATTERN.test(panValue))
      found.pan = STORE_MESSAGES.panInvalid;
    setErrors(found);
    if (found.utr || found.pan) return;
    submit.mutate(
      {
        quoteId: quote.id,
        utr: utr.trim(),
        idempotencyKey: key,
        ...(panValue ? { pan: panValue } : {}),
      },
      {
        onSuccess: () =>
          void navigate(paths.paymentHistory.href(), { state: { utrSubmitted: true } }),
        onError: (err) => {
          setKey(newKey());
          if (err instanceof ApiError && err.fields) setErrors(err.fields);
        },
      },
    );
  };

  const quoteError =
    !productId || createQuote.error
      ? createQuote.error instanceof ApiError && createQuote.error.code !== 'NOT_FOUND'
        ? createQuote.error.message
        : m.directUnavailable
      : null;
  const submitError =
    submit.error instanceof ApiError && !submit.error.fields ? submit.error.message : null;

  return (
    <section className="page max-w-5xl pb-10">
      {!isBusy && <CountdownWarning left={left} onStay={onStay} />}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="page-title">{m.directTitle}</h1>
        <p className="text-muted text-sm" role="timer" aria-live="off">
          {fmt(m.directCountdown, { time: mmss(left) })}
        </p>
      </div>
      <p className="text-muted mt-1 max-w-2xl">{m.directIntro}</p>
      {config && (
        <aside className="border-gold-500 bg-gold-50 mt-4 flex gap-3 rounded-2xl border p-4 text-sm">
          <MapPinIcon className="text-gold-700 mt-0.5 shrink-0" />
          <p>{fmt(m.pickupOnly, { address: config.operator.address })}</p>
        </aside>
      )}
      {quoteError && (
        <div role="alert" className="card mt-4 p-5">
          <p>{quoteError}</p>
          <Link to={paths.goldNuggets.href()} className="btn-primary mt-3 inline-flex">
            {m.backToStore}
          </Link>
        </div>
      )}
      {quote && shownPaise !== null && quote.totals.itemsPaise !== shownPaise && (
        <p role="status" className="border-gold-500 bg-gold-50 mt-4 rounded-2xl border p-4 text-sm">
          {fmt(m.directPriceMoved, {
            shown: formatRupees(shownPaise),
            total: formatRupees(quote.totals.totalPaise),
          })}
        </p>
      )}
      {quote?.upi && (
        <div className="mt-5 grid gap-5 md:grid-cols-2">
          <div className="card p-5 text-center">
            <UpiQr
              uri={quote.upi.uri}
              label={fmt(m.qrLabel, {
                amount: formatRupees(quote.upi.amountPaise),
                payee: quote.upi.payeeName,
              })}
              loading={m.qrLoading}
            />
            <p className="font-display mt-3 text-2xl font-bold" data-testid="direct-total">
              {formatRupees(quote.upi.amountPaise)}
            </p>
            <a href={quote.upi.uri} className="btn-primary mt-3 w-full md:hidden">
              {m.payWithApp}
            </a>
            <dl className="mt-4 space-y-1 text-left text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-muted">{m.payee}</dt>
                <dd className="text-right font-semibold">{quote.upi.payeeName}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-muted">{m.payeeUpi}</dt>
                <dd className="font-semibold">{quote.upi.payeeUpi}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-muted">{m.reference}</dt>
                <dd className="font-mono text-xs break-all">{quote.upi.reference}</dd>
              </div>
            </dl>
          </div>
          <div className="card p-5">
            <h2 className="font-semibold">{m.summaryTitle}</h2>
            <OrderSummary quote={quote} gstBp={config?.limits.gstBp ?? 300} />
            {config && (
              <p className="text-gold-800 mt-3 text-sm">
                {fmt(m.cashbackNote, {
                  ants: formatAnts(
                    nuggetCashbackAntsCenti(
                      quote.totals.itemsPaise,
                      config.limits.nuggetCashbackBp,
                    ),
                  ),
                  percent: formatPercentFromBp(config.limits.nuggetCashbackBp),
                })}
              </p>
            )}
            <form className="mt-4 space-y-3" onSubmit={onSubmit} noValidate>
              <TextField
                label={m.utrLabel}
                inputMode="numeric"
                autoComplete="off"
                maxLength={12}
                value={utr}
                onChange={(e) => {
                  setUtr(e.target.value);
                  setErrors((x) => ({ ...x, utr: undefined }));
                }}
                error={errors.utr}
                hint={m.utrHint}
              />
              {quote.totals.panRequired && config && (
                <TextField
                  label={m.pan}
                  autoComplete="off"
                  maxLength={10}
                  value={pan}
                  onChange={(e) => setPan(e.target.value)}
                  error={errors.pan}
                  hint={fmt(m.panHint, {
                    limit: formatRupees(config.limits.panRequiredAbovePaise, { decimals: 0 }),
                  })}
                />
              )}
              {submitError && (
                <p role="alert" className="text-danger text-sm">
                  {submitError}
                </p>
              )}
              <button type="submit" className="btn-primary w-full text-base" disabled={isBusy}>
                {isBusy ? m.submitting : m.submitUtr}
              </button>
            </form>
          </div>
        </div>
      )}
    </section>
  );
}

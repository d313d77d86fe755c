import { useEffect, useRef, useState } from 'react';
import type { QuickBuyResponse } from '../../../shared/api/digital-gold';
import { quickBuyRangeMessage } from '../../../shared/api/quick-buy-messages';
import {
  formatGrams,
  formatPercentFromBp,
  formatRupees,
  parseRupees,
} from '../../../shared/money/format';
import { isQuickBuyAmount, quoteDigitalGold } from '../../../shared/rules/digital-gold';
import { BackHomeBar } from '../../components/ui/back-home-bar';
import { TrustFacts } from '../../components/ui/trust-facts';
import { ApiError } from '../../lib/api-client';
import { useFormMessage } from '../../lib/form-checks';
import { PageLink } from '../../components/ui/page-link';
import { fmt, useMessages } from '../../lib/i18n';
import { usePublicConfig } from '../../lib/queries/config';
import { useCurrentPrice } from '../../lib/queries/price';
import { useCreateQuickBuy } from './api';
import { dgMessages } from './messages';
import { paths } from '../../../shared/routes';

const newKey = () => crypto.randomUUID().replace(/-/g, '');

/** /MarketPlace/gold-buying: the amount, the grams it buys, where each rupee goes, and Buy Now. */
export function GoldBuyingPage() {
  const m = useMessages(dgMessages);
  const say = useFormMessage();
  const config = usePublicConfig();
  const price = useCurrentPrice();
  const buy = useCreateQuickBuy();
  const [input, setInput] = useState('');
  const [touched, setTouched] = useState(false);
  // one key per intent: a double click reuses it, so the server creates one order
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  // the order the server made at a price other than the one on screen: shown before paying
  const [requoted, setRequoted] = useState<QuickBuyResponse | null>(null);
  // the page comes rendered by the server: an amount typed before the app took it over is in the
  // field but not yet in the state, and is kept
  const amountField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = amountField.current?.value;
    if (typed) {
      setInput(typed);
      setTouched(true);
    }
  }, []);

  const limits = config?.limits;
  const parsed = parseRupees(input);
  const amountPaise = parsed.ok ? parsed.paise : null;
  // (the request's schema gives the same answer; the key is always one of newKey's)
  const isValid = Boolean(limits && amountPaise !== null && isQuickBuyAmount(amountPaise, limits));
  const pricePaise = price.data?.pricePaisePerGram ?? null;
  const quote =
    isValid && pricePaise && limits
      ? quoteDigitalGold(amountPaise!, pricePaise, {
          goldRatioNum: limits.goldRatioNum,
          goldRatioDen: limits.goldRatioDen,
          gstBp: limits.gstBp,
        })
      : null;

  const onBuy = () => {
    if (!isValid || amountPaise === null) return;
    buy.mutate(
      { amountPaise, idempotencyKey },
      {
        onSuccess: (res) => {
          // the price may have moved between the screen's estimate and the order: the user sees
          // the grams the server quoted before paying (decisions.md: the quote is shown)
          if (quote && res.quote.goldE8 !== quote.goldE8) setRequoted(res);
          else window.location.assign(res.payPageUrl);
        },
        onError: () => setIdempotencyKey(newKey()),
      },
    );
  };

  const errorMessage =
    buy.error instanceof ApiError ? buy.error.message : buy.error ? String(buy.error) : null;
  const isVaultError = buy.error instanceof ApiError && buy.error.code === 'VAULT_LIMIT';

  return (
    <section className="page max-w-xl pb-28">
      <h1 className="page-title">{m.title}</h1>
      <p className="text-muted mt-1">{m.subtitle}</p>

      <div className="card mt-5 flex items-center justify-between gap-3 p-4">
        <span className="text-muted text-sm">{m.livePrice}</span>
        <span className="font-display text-xl font-bold" aria-live="polite">
          {pricePaise
            ? `${formatRupees(pricePaise)}${m.perGram}`
            : price.isError
              ? m.priceUnavailable
              : m.priceLoading}
        </span>
      </div>

      <form
        className="card mt-4 space-y-4 p-5"
        onSubmit={(e) => {
          e.preventDefault();
          onBuy();
        }}
        noValidate
      >
        <div>
          <label htmlFor="amount" className="field-label">
            {m.amountLabel}
          </label>
          <div className="relative">
            <span className="text-muted pointer-events-none absolute inset-y-0 left-3 flex items-center text-lg">
              ₹
            </span>
            <input
              ref={amountField}
              id="amount"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              className="field-input pl-8 text-lg"
              value={input}
              onChange={(e) => {
                setInput(e.target.value);
                setTouched(true);
                if (buy.isSuccess) setIdempotencyKey(newKey());
                buy.reset();
                setRequoted(null);
              }}
              aria-invalid={touched && !isValid}
              aria-describedby="amount-help"
            />
          </div>
          <p
            id="amount-help"
            className={touched && !isValid && limits ? 'field-error' : 'text-muted mt-1 text-sm'}
          >
            {limits && touched && !isValid
              ? !parsed.ok && parsed.reason === 'decimals'
                ? m.amountDecimals
                : say(quickBuyRangeMessage(limits))
              : limits
                ? fmt(m.amountHint, {
                    min: formatRupees(limits.quickBuyMinPaise, { symbol: '', decimals: 0 }),
                    max: formatRupees(limits.quickBuyMaxPaise, { symbol: '', decimals: 0 }),
                  })
                : ''}
          </p>
        </div>

        <div className="bg-cream-deep rounded-xl p-4">
          <p className="text-muted text-sm">
            {fmt(m.rsAmount, {
              // what was typed, also while it is not a valid amount
              amount:
                amountPaise !== null
                  ? formatRupees(amountPaise, { symbol: '' })
                  : input.trim() || '0.00',
            })}
          </p>
          <p className="font-display mt-1 text-lg font-bold" data-testid="receive">
            {fmt(m.receive, { grams: quote ? formatGrams(quote.goldE8, 8) : '0.00000000' })}
          </p>
        </div>

        {quote && limits && (
          <div>
            <h2 className="text-sm font-semibold">{m.splitTitle}</h2>
            <dl className="mt-2 space-y-1.5 text-sm">
              <div className="flex justify-between gap-4">
                <dt>
                  {fmt(m.splitGold, {
                    price: formatRupees(quote.pricePaisePerGram, { symbol: '' }),
                  })}
                </dt>
                <dd className="tabular-nums">{formatRupees(quote.goldValuePaise)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>{m.splitCharges}</dt>
                <dd className="tabular-nums">{formatRupees(quote.chargesPaise)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>{fmt(m.splitGst, { rate: formatPercentFromBp(limits.gstBp) })}</dt>
                <dd className="tabular-nums">{formatRupees(quote.gstPaise)}</dd>
              </div>
              <div className="border-ink/10 flex justify-between gap-4 border-t pt-1.5 font-semibold">
                <dt>{m.splitTotal}</dt>
                <dd className="tabular-nums">{formatRupees(quote.amountPaise)}</dd>
              </div>
            </dl>
            <p className="text-muted mt-3 text-xs">
              {fmt(m.quoteHolds, { minutes: Math.round(limits.quoteValiditySeconds / 60) })}
            </p>
          </div>
        )}

        {errorMessage && (
          <div
            role="alert"
            className="border-danger/30 text-danger rounded-xl border bg-red-50 p-3 text-sm"
          >
            {errorMessage}{' '}
            {isVaultError && (
              <PageLink
                to={paths.goldSmith.href()}
                className="font-semibold underline"
                soonClassName="inline-flex flex-wrap items-center gap-2 font-semibold"
              >
                {m.vaultFullLink}
              </PageLink>
            )}
          </div>
        )}

        {requoted ? (
          <div role="alert" className="border-gold-500/40 bg-gold-50 rounded-xl border p-4">
            <p className="text-sm">
              {fmt(m.requoted, {
                price: formatRupees(requoted.quote.pricePaisePerGram),
                amount: formatRupees(requoted.quote.amountPaise),
                grams: formatGrams(requoted.quote.goldE8, 8),
              })}
            </p>
            <button
              type="button"
              className="btn-primary mt-3 w-full text-base"
              onClick={() => window.location.assign(requoted.payPageUrl)}
            >
              {m.continueToPay}
            </button>
          </div>
        ) : (
          <button
            type="submit"
            className="btn-primary w-full text-base"
            disabled={!isValid || !pricePaise || buy.isPending || buy.isSuccess}
          >
            {buy.isPending || buy.isSuccess ? m.buying : m.buyNow}
          </button>
        )}
      </form>
      <TrustFacts className="mt-4" />
      <BackHomeBar backLabel={m.back} homeLabel={m.home} />
    </section>
  );
}

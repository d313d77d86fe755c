import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ConversionCoin } from '../../../shared/api/referrals';
import { formatGrams, formatRupees } from '../../../shared/money/format';
import { Alert } from '../../components/ui/alert';
import { BackHomeBar } from '../../components/ui/back-home-bar';
import { CoinCostLine, CoinCostList } from '../../components/coin-cost';
import { GoalPicker } from '../../components/goal-picker';
import { useGoal } from '../../lib/queries/goal';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/errors';
import { fmt, useMessages } from '../../lib/i18n';
import { usePublicConfig } from '../../lib/queries/config';
import { newKey, useConvertGold, useGoldSmith } from './api';
import { CoinCard } from './components/coin-card';
import { OrderConfirm } from './components/order-confirm';
import { OrderSuccess, orderErrorText } from './components/order-result';
import { referralMessages } from './messages';
import { goldsmithMessages } from './goldsmith-messages';
import { paths } from '../../../shared/routes';

/**
 * /Store/goldsmelter (Gold Smith, spec 2): saved gold to 3 decimals, how far it is from the 0.200 g
 * delivery target, the coins it can become, a referral code and Convert & Buy.
 */
export function GoldSmithPage() {
  const m = useMessages(goldsmithMessages);
  const rm = useMessages(referralMessages);
  const config = usePublicConfig();
  const smith = useGoldSmith();
  const convert = useConvertGold();
  // undefined: nothing picked on this page yet, so the ?coin= of the link (a reached goal, from
  // the dashboard card or its mail) is selected when the saved gold covers it
  const [chosenId, setChosenId] = useState<string | null | undefined>(undefined);
  const [shortOf, setShortOf] = useState<string | null>(null);
  const [referralCode, setReferralCode] = useState('');
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const data = smith.data;
  const gold = data?.goldE8 ?? 0;
  const goal = useGoal().data;
  const [params] = useSearchParams();
  const pickedId = chosenId === undefined ? params.get('coin') : chosenId;
  const chosen =
    data?.coins.find((c) => c.productId === pickedId && (chosenId !== undefined || c.canConvert)) ??
    null;
  const setChosen = (coin: ConversionCoin | null) => setChosenId(coin?.productId ?? null);
  const referralError =
    convert.error instanceof ApiError ? convert.error.fields?.referralCode : undefined;

  const onConvert = (coin: ConversionCoin) => {
    convert.reset();
    if (gold < coin.goldE8) {
      setChosen(null);
      setShortOf(coin.productId);
      return;
    }
    setShortOf(null);
    setChosen(coin);
  };

  const onConfirm = (deliveryAddress: string | undefined) => {
    if (!chosen) return;
    const code = referralCode.trim();
    convert.mutate(
      {
        productId: chosen.productId,
        idempotencyKey,
        ...(code ? { referralCode: code } : {}),
        ...(deliveryAddress ? { deliveryAddress } : {}),
      },
      {
        onSettled: () => {
          setChosen(null);
          setIdempotencyKey(newKey());
        },
      },
    );
  };

  const progress = data ? Math.min(100, Math.floor((gold * 100) / data.targetE8)) : 0;

  return (
    <section className="page max-w-5xl pb-28">
      <h1 className="page-title">{m.title}</h1>
      <p className="text-muted mt-1 max-w-2xl">{m.intro}</p>

      <div className="bg-ink text-gold-50 rounded-card mt-5 p-5">
        <p className="text-gold-50/80 text-sm">{m.gramsAvailable}</p>
        <p
          className="font-display text-gold-300 text-3xl font-bold tabular-nums"
          data-testid="gold-available"
        >
          {data ? fmt(m.grams, { grams: formatGrams(gold, 3) }) : m.loading}
        </p>
        {data && (
          <>
            <div
              role="progressbar"
              aria-label={fmt(m.targetProgress, { target: formatGrams(data.targetE8, 3) })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="mt-3 h-2 overflow-hidden rounded-full bg-white/15"
            >
              <div className="bg-gold-500 h-full rounded-full" style={{ width: `${progress}%` }} />
            </div>
            <p className="text-gold-50/90 mt-2 text-sm" data-testid="target-text">
              {data.shortOfTargetE8 > 0
                ? fmt(m.targetShort, {
                    short: formatGrams(data.shortOfTargetE8, 3),
                    target: formatGrams(data.targetE8, 3),
                  })
                : fmt(m.targetReached, { target: formatGrams(data.targetE8, 3) })}
            </p>
            {data.shortOfTargetE8 > 0 && (
              <Link to={paths.marketplace.href()} className="btn-primary mt-3">
                {m.saveMore}
              </Link>
            )}
          </>
        )}
      </div>

      {convert.isSuccess && <OrderSuccess orderId={convert.data.orderId} />}
      {convert.isError && !referralError && (
        <Alert tone="error" className="mt-5">
          {orderErrorText(rm, convert.error)}
        </Alert>
      )}

      <div className="card mt-5 p-4">
        <label htmlFor="gs-referral" className="field-label">
          {m.referralLabel}
        </label>
        <input
          id="gs-referral"
          name="referralCode"
          type="email"
          autoComplete="off"
          className="field-input"
          value={referralCode}
          onChange={(e) => {
            setReferralCode(e.target.value);
            if (referralError) convert.reset();
          }}
          aria-invalid={Boolean(referralError)}
          aria-describedby="gs-referral-help"
        />
        <p
          id="gs-referral-help"
          className={referralError ? 'field-error' : 'text-muted mt-1 text-sm'}
        >
          {referralError ?? m.referralHint}
        </p>
      </div>

      {chosen && data && (
        <OrderConfirm
          coin={chosen}
          pays={fmt(m.takes, { grams: formatGrams(chosen.goldE8, 3) })}
          profileAddress={data.deliveryAddress}
          isBusy={convert.isPending}
          onConfirm={onConfirm}
          onCancel={() => setChosen(null)}
        >
          <CoinCostList cost={chosen.cost} className="mt-3" />
        </OrderConfirm>
      )}

      {smith.isError && (
        <Alert tone="error" className="mt-5">
          {fmt(m.loadFailed, { message: errorMessage(smith.error) })}
        </Alert>
      )}
      {data && data.coins.length === 0 && <p className="text-muted mt-4">{m.noCoins}</p>}
      {data && (
        <ul className="mt-5 grid gap-4 md:grid-cols-3">
          {data.coins.map((coin) => (
            <CoinCard
              key={coin.productId}
              coin={coin}
              price={fmt(m.grams, { grams: formatGrams(coin.goldE8, 3) })}
              note={
                <>
                  <CoinCostLine cost={coin.cost} />
                  {shortOf === coin.productId ? (
                    <p role="alert" className="text-danger text-sm font-medium">
                      {m.insufficientGold}
                    </p>
                  ) : !coin.canConvert ? (
                    <p id={`short-${coin.productId}`} className="text-muted text-sm">
                      {fmt(m.needsMore, { grams: formatGrams(coin.neededE8, 3) })}
                    </p>
                  ) : (
                    <p className="text-success text-sm font-medium">{m.canMakeNow}</p>
                  )}
                  {goal?.goal?.productId === coin.productId && (
                    <p className="text-gold-800 text-sm font-semibold">{m.isGoal}</p>
                  )}
                </>
              }
              action={
                <button
                  type="button"
                  className={coin.canConvert ? 'btn-primary w-full' : 'btn-outline w-full'}
                  onClick={() => onConvert(coin)}
                  // too few grams: disabled, with the reason beside it (the server's message
                  // still answers a request that reaches it)
                  disabled={convert.isPending || !coin.canConvert}
                  aria-describedby={coin.canConvert ? undefined : `short-${coin.productId}`}
                  aria-label={`${m.convert}: ${coin.title}`}
                >
                  {m.convert}
                </button>
              }
            />
          ))}
        </ul>
      )}

      {goal && goal.coins.length > 0 && (
        <section aria-labelledby="gs-goal" className="card mt-6 p-5">
          <h2 id="gs-goal" className="font-display text-lg font-bold">
            {goal.goal ? m.goalChange : m.goalTitle}
          </h2>
          <p className="text-muted mt-1 mb-3 text-sm">{m.goalText}</p>
          <GoalPicker coins={goal.coins} currentProductId={goal.goal?.productId} />
        </section>
      )}

      <aside className="card mt-8 flex flex-col gap-3 p-5 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="font-display text-lg font-bold">{m.exchangeTitle}</h2>
          <p className="text-muted text-sm">
            {fmt(m.exchangeText, {
              bonus: config
                ? formatRupees(config.limits.jewelleryExchangeBonusMaxPaise, { decimals: 0 })
                : '',
            })}
          </p>
        </div>
        <Link to={paths.jewelleryExchange.href()} className="btn-outline shrink-0">
          {m.exchangeLink}
        </Link>
      </aside>
      <BackHomeBar backTo={paths.store.href()} backLabel={m.back} homeLabel={m.home} />
    </section>
  );
}

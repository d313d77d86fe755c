import { useState } from 'react';
import { Link } from 'react-router';
import type { ConversionCoin } from '../../../shared/api/referrals';
import { formatAnts, formatRupees } from '../../../shared/money/format';
import { Alert } from '../../components/ui/alert';
import { BackHomeBar } from '../../components/ui/back-home-bar';
import { errorMessage } from '../../lib/errors';
import { fmt, useMessages } from '../../lib/i18n';
import { newKey, useBuyWithAnts, useReferralStore } from './api';
import { CoinCard } from './components/coin-card';
import { OrderConfirm } from './components/order-confirm';
import { OrderSuccess, orderErrorText } from './components/order-result';
import { referralMessages } from './messages';
import { paths } from '../../../shared/routes';

/** /Store/referralstore: total Ants, the three coins priced in Ants, BUY NOW (spec 2). */
export function ReferralStorePage() {
  const m = useMessages(referralMessages);
  const store = useReferralStore();
  const buy = useBuyWithAnts();
  const [chosen, setChosen] = useState<ConversionCoin | null>(null);
  const [shortOf, setShortOf] = useState<string | null>(null);
  // one key per confirmed intent: a double tap creates one order
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const ants = store.data?.antsCenti ?? 0;

  const onBuyNow = (coin: ConversionCoin) => {
    buy.reset();
    if (ants < coin.priceAntsCenti) {
      setChosen(null);
      setShortOf(coin.productId);
      return;
    }
    setShortOf(null);
    setChosen(coin);
  };

  const onConfirm = (deliveryAddress: string | undefined) => {
    if (!chosen) return;
    buy.mutate(
      {
        productId: chosen.productId,
        idempotencyKey,
        expectedPriceAntsCenti: chosen.priceAntsCenti,
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

  return (
    <section className="page max-w-5xl pb-28">
      <h1 className="page-title">{m.storeTitle}</h1>
      <p className="text-muted mt-1 max-w-2xl">{m.storeIntro}</p>

      <div className="bg-ink text-gold-50 rounded-card mt-5 flex flex-wrap items-center justify-between gap-3 p-5">
        <div>
          <p className="text-gold-50/80 text-sm">{m.totalAnts}</p>
          <p
            className="font-display text-gold-300 text-3xl font-bold tabular-nums"
            data-testid="total-ants"
          >
            {store.data ? fmt(m.antsValue, { ants: formatAnts(ants) }) : m.loading}
          </p>
        </div>
        <Link to={paths.referrals.href()} className="btn-primary">
          {m.earnMore}
        </Link>
      </div>

      {buy.isSuccess && <OrderSuccess orderId={buy.data.orderId} />}
      {buy.isError && (
        <Alert tone="error" className="mt-5">
          {orderErrorText(m, buy.error)}
        </Alert>
      )}
      {chosen && (
        <OrderConfirm
          coin={chosen}
          pays={fmt(m.priceInAnts, { ants: formatAnts(chosen.priceAntsCenti) })}
          profileAddress={store.data?.deliveryAddress ?? ''}
          isBusy={buy.isPending}
          onConfirm={onConfirm}
          onCancel={() => setChosen(null)}
        />
      )}

      {store.isError && (
        <Alert tone="error" className="mt-5">
          {fmt(m.loadFailed, { message: errorMessage(store.error) })}
        </Alert>
      )}
      {store.data && (
        <>
          <p className="text-muted mt-5 text-sm">
            {fmt(m.pricedAt, { price: formatRupees(store.data.pricePaisePerGram) })}
          </p>
          {store.data.coins.length === 0 && <p className="text-muted mt-4">{m.noCoins}</p>}
          <ul className="mt-3 grid gap-4 md:grid-cols-3">
            {store.data.coins.map((coin) => (
              <CoinCard
                key={coin.productId}
                coin={coin}
                price={fmt(m.priceInAnts, { ants: formatAnts(coin.priceAntsCenti) })}
                note={
                  // a coin the Ants do not cover says so beside its disabled button (the
                  // server's message still answers a request that reaches it)
                  store.data && ants < coin.priceAntsCenti ? (
                    <p
                      id={`short-${coin.productId}`}
                      role={shortOf === coin.productId ? 'alert' : undefined}
                      className="text-danger text-sm font-medium"
                    >
                      {m.insufficientAnts}{' '}
                      {fmt(m.needMore, { ants: formatAnts(coin.priceAntsCenti - ants) })}
                    </p>
                  ) : null
                }
                action={
                  <button
                    type="button"
                    className="btn-primary w-full"
                    onClick={() => onBuyNow(coin)}
                    disabled={buy.isPending || ants < coin.priceAntsCenti}
                    aria-describedby={
                      ants < coin.priceAntsCenti ? `short-${coin.productId}` : undefined
                    }
                    aria-label={`${m.buyNow}: ${coin.title}`}
                  >
                    {m.buyNow}
                  </button>
                }
              />
            ))}
          </ul>
        </>
      )}
      <BackHomeBar backTo={paths.store.href()} backLabel={m.back} homeLabel={m.home} />
    </section>
  );
}

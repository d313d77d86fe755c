import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../../../shared/api/catalogue';
import { formatDateTime, formatRupees } from '../../../../shared/money/format';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { fmt, useLocale, useMessages } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/queries/config';
import { useCurrentPrice } from '../../../lib/queries/price';
import { catalogueListOptions } from '../api';
import { storeMessages } from '../messages';
import { ProductCard } from './product-card';
import { paths } from '../../../../shared/routes';

/**
 * A priced listing of one catalogue (coins or nuggets). It refetches at the price-refresh interval,
 * so the cards follow the gold price; choosing a card shows the action bar.
 */
export function ProductListing({
  catalogue,
  kind,
  title,
  intro,
  notice,
  actions,
}: {
  catalogue: string;
  kind: 'coin' | 'nugget';
  title: string;
  intro: string;
  notice?: ReactNode;
  actions: (product: Product) => ReactNode;
}) {
  const m = useMessages(storeMessages);
  const locale = useLocale();
  const config = usePublicConfig();
  const refetchMs = config ? config.timings.priceRefreshSeconds * 1000 : undefined;
  // what is paid on top of the card's price: a nugget's direct payment adds its handling, a
  // coin's delivery its shipping (decisions.md: Money), said before the first click
  const handlingPaise = config?.limits.directPayHandlingPaise;
  const extraCharge = !config
    ? undefined
    : kind === 'nugget'
      ? fmt(m.handlingLine, {
          amount: formatRupees(config.limits.directPayHandlingPaise, { decimals: 0 }),
        })
      : fmt(m.shippingLine, {
          amount: formatRupees(config.limits.shippingFlatPaise, { decimals: 0 }),
          limit: formatRupees(config.limits.freeShippingAbovePaise, { decimals: 0 }),
        });
  const q = useQuery(catalogueListOptions(catalogue, refetchMs));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const items = q.data?.items ?? [];
  const selected = items.find((p) => p.id === selectedId);
  const gold = q.data?.goldPrice;
  // the cards follow the live price as soon as the badge has it (asked just after the server's
  // refresh), not up to a whole interval later on this page's own timer
  // refetch, once for each new reading (a failed request waits for the next)
  const liveAt = useCurrentPrice().data?.fetchedAt;
  const askedFor = useRef<string | undefined>(undefined);
  const { refetch } = q;
  useEffect(() => {
    if (!liveAt || !gold || askedFor.current === liveAt) return;
    if (new Date(liveAt).getTime() <= new Date(gold.fetchedAt).getTime()) return;
    askedFor.current = liveAt;
    void refetch();
  }, [liveAt, gold, refetch]);

  return (
    <div className={`page ${selected ? 'pb-44 md:pb-36' : ''}`}>
      <nav aria-label={m.breadcrumbLabel} className="text-muted mb-3 text-sm">
        <ol className="flex items-center gap-1">
          <li>
            <Link
              to={paths.store.href()}
              className="hover:text-ink inline-flex min-h-11 items-center underline-offset-4 hover:underline"
            >
              {m.breadcrumbStore}
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRightIcon width={16} height={16} />
          </li>
          <li aria-current="page" className="text-ink font-medium">
            {title}
          </li>
        </ol>
      </nav>
      <header className="mb-6">
        <h1 className="page-title">{title}</h1>
        <p className="text-muted mt-2 max-w-2xl">{intro}</p>
        {gold && (
          <p className="bg-ink text-gold-100 mt-3 inline-flex items-center gap-2.5 rounded-2xl px-4 py-2 text-sm">
            <span className="bg-success inline-block size-2 shrink-0 rounded-full" aria-hidden />
            <span>
              {fmt(m.goldRate, { price: formatRupees(gold.pricePaisePerGram) })}{' '}
              <span className="text-gold-100/70">
                {fmt(m.goldRateTime, { time: formatDateTime(gold.fetchedAt, locale) })}
              </span>
            </span>
          </p>
        )}
        {gold?.isStale && <p className="text-gold-800 mt-2 text-sm">{m.goldRateStale}</p>}
        {q.isSuccess && !gold && <p className="text-gold-800 mt-2 text-sm">{m.noGoldPrice}</p>}
      </header>

      {notice}

      {q.isPending && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={m.loading} aria-busy>
          {[0, 1, 2].map((i) => (
            <li key={i} className="card h-96 animate-pulse" />
          ))}
        </ul>
      )}
      {q.isError && (
        <div className="card flex flex-wrap items-center gap-3 p-4" role="alert">
          <p>{m.loadError}</p>
          <button type="button" className="btn-outline" onClick={() => q.refetch()}>
            {m.retry}
          </button>
        </div>
      )}
      {q.isSuccess && items.length === 0 && <p className="text-muted">{m.emptyList}</p>}
      {items.length > 0 && (
        <ul
          aria-label={fmt(m.listLabel, { title })}
          className="grid gap-4 sm:grid-cols-2 md:gap-6 lg:grid-cols-3"
        >
          {items.map((p, i) => (
            <li key={p.id}>
              <ProductCard
                product={p}
                kind={kind}
                gstBp={config?.limits.gstBp}
                extraCharge={extraCharge}
                isSelected={p.id === selectedId}
                isFirstOnScreen={i === 0}
                onSelect={() => setSelectedId(p.id)}
              />
            </li>
          ))}
        </ul>
      )}

      {selected && (
        <div className="bg-ink text-gold-50 fixed inset-x-0 bottom-0 z-30 shadow-[0_-8px_30px_rgb(0_0_0/0.25)]">
          <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:flex-row md:items-center md:px-8">
            <p className="min-w-0 flex-1 text-sm">
              <span className="text-gold-300 block truncate font-semibold">{selected.title}</span>
              {selected.price && (
                <span className="font-display text-lg" data-testid="selected-price">
                  {kind === 'nugget' && handlingPaise !== undefined
                    ? fmt(m.youPay, {
                        total: formatRupees(selected.price.totalPaise + handlingPaise),
                        price: formatRupees(selected.price.totalPaise),
                        handling: formatRupees(handlingPaise, { decimals: 0 }),
                      })
                    : formatRupees(selected.price.totalPaise)}
                </span>
              )}
            </p>
            {actions(selected)}
          </div>
        </div>
      )}
    </div>
  );
}

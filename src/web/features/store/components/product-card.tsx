import type { Product } from '../../../../shared/api/catalogue';
import {
  formatGramsFromMg,
  formatPercentFromBp,
  formatRupees,
} from '../../../../shared/money/format';
import { fmt, useMessages } from '../../../lib/i18n';
import { storeMessages } from '../messages';
import { ProductImage } from './product-image';

/**
 * A coin or nugget card (spec 2: Gold Coins, Gold Nuggets): catalogue, weight in g, title, purity,
 * description, the referral commission (coins only) and the server's price with 2 decimals; coins
 * show how the price is made up (the GST line), nugget cards do not (decisions.md). What is paid on
 * top (the direct payment's handling, the coins' shipping) shows beside the price, before any click.
 */
export function ProductCard({
  product,
  kind,
  gstBp,
  isSelected,
  onSelect,
  isFirstOnScreen = false,
  extraCharge,
}: {
  product: Product;
  kind: 'coin' | 'nugget';
  gstBp: number | undefined;
  isSelected: boolean;
  onSelect: () => void;
  /** the first card's picture is the page's largest paint: fetched at once, the rest when near */
  isFirstOnScreen?: boolean;
  /** what the buyer pays on top of the price (nuggets: handling; coins: shipping), said before any click */
  extraCharge?: string | undefined;
}) {
  const m = useMessages(storeMessages);
  const price = product.price;
  return (
    <article
      className={`card has-[:focus-visible]:outline-gold-600 relative flex h-full flex-col overflow-hidden transition-shadow has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 ${
        isSelected ? 'ring-gold-500 shadow-lg ring-3' : 'hover:shadow-lg'
      }`}
    >
      <div className="bg-ink relative">
        <ProductImage
          image={product.images[0]}
          alt={product.title}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          className="aspect-square w-full object-cover"
          isEager={isFirstOnScreen}
        />
        <span className="bg-ink/80 text-gold-100 absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-semibold tracking-wide backdrop-blur">
          {product.catalogue}
        </span>
        {isSelected && (
          <span className="bg-gold-500 text-ink absolute top-3 right-3 rounded-full px-3 py-1 text-xs font-bold">
            {m.selected}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="font-display text-lg leading-snug font-bold">{product.title}</h2>
          <p className="text-gold-800 shrink-0 text-sm font-semibold">
            <span className="sr-only">{m.weight}: </span>
            {fmt(m.grams, { weight: formatGramsFromMg(product.weightMg, { short: true }) })}
          </p>
        </div>
        <p className="text-muted text-sm">
          <span className="sr-only">{m.purity}: </span>
          {product.purity}
        </p>
        {product.description && <p className="text-sm leading-relaxed">{product.description}</p>}
        {kind === 'coin' && (
          <p className="bg-cream-deep text-gold-800 self-start rounded-full px-3 py-1 text-xs font-semibold">
            {fmt(m.referralCommission, {
              percent: formatPercentFromBp(product.referralCommissionBp),
            })}
          </p>
        )}
        <div className="border-ink/10 mt-auto border-t pt-3">
          <p className="text-muted text-xs tracking-wide uppercase">{m.price}</p>
          {price ? (
            <>
              <p className="font-display text-2xl font-bold">{formatRupees(price.totalPaise)}</p>
              {extraCharge && (
                <p
                  className="text-gold-800 mt-0.5 text-sm font-semibold"
                  data-testid="extra-charge"
                >
                  {extraCharge}
                </p>
              )}
              {kind === 'coin' && gstBp !== undefined && (
                <p className="text-muted mt-0.5 text-xs">
                  {fmt(m.gstLine, {
                    metal: formatRupees(price.metalPaise),
                    making: formatRupees(price.makingPaise),
                    gstRate: formatPercentFromBp(gstBp),
                    gst: formatRupees(price.gstPaise),
                  })}
                </p>
              )}
            </>
          ) : (
            <p className="text-muted">{m.priceUnavailable}</p>
          )}
        </div>
      </div>
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={isSelected}
        aria-label={fmt(m.select, { title: product.title })}
        className="absolute inset-0 cursor-pointer rounded-[inherit] focus:outline-none"
      />
    </article>
  );
}

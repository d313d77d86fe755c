import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { readCart, removeLine, setLineQuantity, writeCart, type CartLine } from '../../../lib/cart';
import { formatGramsFromMg, formatRupees } from '../../../../shared/money/format';
import { paths } from '../../../../shared/routes';
import { fmt, useMessages } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/queries/config';
import { useSession } from '../../../lib/queries/session';
import { useLinePrice } from '../buy-api';
import { buyMessages } from '../buy-messages';
import { roundedRupees } from './rupees';

/**
 * /Store/cart: the one product line of the bag (local storage key 'cart', ids and quantities
 * only), priced by the server at the live gold rate; quantity by minus, plus or typing; remove;
 * the shipping address from the profile; total and Checkout.
 */
export function CartPage() {
  const m = useMessages(buyMessages);
  const config = usePublicConfig();
  const { user } = useSession();
  const navigate = useNavigate();
  const [cart, setCart] = useState<CartLine[]>(() => readCart());
  const [notice, setNotice] = useState('');
  const max = config?.limits.storeMaxQuantity ?? 10;
  const line = cart[0];
  const price = useLinePrice(
    line,
    'delivery',
    config ? config.timings.priceRefreshSeconds * 1000 : undefined,
  );
  const p = price.data;

  const update = (next: CartLine[]) => {
    setCart(next);
    writeCart(next);
  };
  const setQuantity = (wanted: number) => {
    if (!line) return;
    const r = setLineQuantity(cart, line.productId, wanted, max);
    setNotice(r.isCapped ? fmt(m.cartMax, { max }) : '');
    update(r.cart);
  };

  if (!line) {
    return (
      <section className="page max-w-3xl">
        <h1 className="page-title">{m.cartTitle}</h1>
        <div className="card mt-6 p-8 text-center">
          <p className="text-lg font-semibold">{m.cartEmpty}</p>
          <Link to={paths.goldCoins.href()} className="btn-primary mt-4 inline-flex">
            {m.cartBrowse}
          </Link>
        </div>
      </section>
    );
  }

  const title = p?.product?.title ?? '';
  const isUnavailable = p !== undefined && !p.available;
  return (
    <section className="page max-w-3xl pb-10">
      <h1 className="page-title">{m.cartTitle}</h1>
      {p?.pricePaisePerGram && (
        <p className="text-muted mt-1 text-sm">
          {fmt(m.cartPriceNote, { price: formatRupees(p.pricePaisePerGram) })}
        </p>
      )}
      {price.isError && !p && (
        <div role="alert" className="card mt-4 flex flex-wrap items-center gap-3 p-4">
          <p>{m.cartLoadError}</p>
          <button type="button" className="btn-outline" onClick={() => price.refetch()}>
            {m.retry}
          </button>
        </div>
      )}
      <div className="card mt-5 overflow-hidden">
        <table className="w-full text-left text-sm">
          <thead className="bg-cream-deep text-muted hidden text-xs tracking-wide uppercase sm:table-header-group">
            <tr>
              <th className="p-3 font-semibold">{m.cartProduct}</th>
              <th className="p-3 font-semibold">{m.cartQuantity}</th>
              <th className="p-3 text-right font-semibold">{m.cartSubtotal}</th>
              <th className="p-3">
                <span className="sr-only">{m.cartRemove}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="flex flex-wrap items-center gap-3 p-3 sm:table-row sm:p-0">
              <td className="flex w-full items-center gap-3 sm:w-auto sm:p-3">
                {p?.product?.imageUrl ? (
                  <img
                    src={p.product.imageUrl}
                    alt=""
                    width={64}
                    height={64}
                    className="bg-ink size-16 shrink-0 rounded-xl object-cover"
                  />
                ) : (
                  <span className="bg-ink size-16 shrink-0 rounded-xl" aria-hidden />
                )}
                <span>
                  <span className="block font-semibold" data-testid="cart-title">
                    {title || m.loading}
                  </span>
                  {p?.product && (
                    <span className="text-muted block text-xs">
                      {fmt(m.weightPurity, {
                        weight: formatGramsFromMg(p.product.weightMg, { short: true }),
                        purity: p.product.purity,
                      })}
                    </span>
                  )}
                  {isUnavailable && (
                    <span role="alert" className="text-danger block text-xs font-semibold">
                      {m.cartUnavailable}
                    </span>
                  )}
                </span>
              </td>
              <td className="sm:p-3">
                <div className="flex items-center gap-1">
                  <button
                    type="button"
                    className="btn-outline size-11 p-0 text-lg"
                    aria-label={m.cartMinus}
                    onClick={() => setQuantity(line.quantity - 1)}
                  >
                    −
                  </button>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={max}
                    aria-label={fmt(m.cartQuantityLabel, { title })}
                    className="field-input mt-0 w-16 text-center"
                    value={line.quantity}
                    onChange={(e) => setQuantity(e.target.valueAsNumber)}
                  />
                  <button
                    type="button"
                    className="btn-outline size-11 p-0 text-lg"
                    aria-label={m.cartPlus}
                    onClick={() => setQuantity(line.quantity + 1)}
                  >
                    +
                  </button>
                </div>
              </td>
              <td className="ml-auto font-semibold tabular-nums sm:p-3 sm:text-right">
                <span data-testid="cart-subtotal">
                  {p?.totals ? roundedRupees(p.totals.itemsPaise) : '—'}
                </span>
              </td>
              <td className="sm:p-3">
                <button
                  type="button"
                  className="text-danger min-h-11 px-2 text-sm font-semibold underline-offset-4 hover:underline"
                  aria-label={fmt(m.cartRemoveLabel, { title })}
                  onClick={() => {
                    setNotice('');
                    update(removeLine(cart, line.productId));
                  }}
                >
                  {m.cartRemove}
                </button>
              </td>
            </tr>
          </tbody>
        </table>
        <p role="status" className="text-gold-800 min-h-5 px-3 pb-2 text-sm">
          {notice}
        </p>
      </div>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div className="card p-4">
          <h2 className="font-semibold">{m.cartShipTo}</h2>
          <p className="mt-1 text-sm">{user?.address}</p>
          <p className="text-muted mt-1 text-xs">{m.cartShipToHint}</p>
        </div>
        <div className="card p-4">
          <dl className="space-y-1.5 text-sm">
            <div className="flex justify-between gap-3">
              <dt>{m.cartSubtotal}</dt>
              <dd className="tabular-nums">
                {p?.totals ? roundedRupees(p.totals.itemsPaise) : '—'}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt>{m.cartShipping}</dt>
              <dd className="tabular-nums">
                {p?.totals
                  ? p.totals.chargePaise === 0
                    ? m.cartShippingFree
                    : roundedRupees(p.totals.chargePaise)
                  : '—'}
              </dd>
            </div>
            <div className="border-ink/10 flex justify-between gap-3 border-t pt-1.5 text-base font-bold">
              <dt>{m.cartTotal}</dt>
              <dd className="tabular-nums" data-testid="cart-total">
                {p?.totals ? roundedRupees(p.totals.totalPaise) : '—'}
              </dd>
            </div>
          </dl>
          <button
            type="button"
            className="btn-primary mt-4 w-full text-base"
            disabled={!p?.available}
            onClick={() => void navigate(paths.checkout.href())}
          >
            {m.cartCheckout}
          </button>
        </div>
      </div>
      <Link to={paths.goldCoins.href()} className="btn-outline mt-4 inline-flex">
        {m.backToStore}
      </Link>
    </section>
  );
}

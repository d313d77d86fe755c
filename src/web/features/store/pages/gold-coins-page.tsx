import { useState } from 'react';
import { Link } from 'react-router';
import { addToCart } from '../../../lib/cart';
import { fmt, useMessages } from '../../../lib/i18n';
import { ProductListing } from '../components/product-listing';
import { storeMessages } from '../messages';
import { paths } from '../../../../shared/routes';

/**
 * /Store/GoldCoins. Until the cart arrives with checkout, Add to Bag keeps the line in local
 * storage (key 'cart', product and quantity only) and says so.
 */
export function GoldCoinsPage() {
  const m = useMessages(storeMessages);
  const [notice, setNotice] = useState('');
  return (
    <ProductListing
      catalogue="Gold Coin"
      kind="coin"
      title={m.coinsTitle}
      intro={m.coinsIntro}
      actions={(product) => (
        <div className="flex flex-col gap-2 md:items-end">
          <div className="grid grid-cols-2 gap-2 md:flex">
            <Link
              to={paths.store.href()}
              className="btn border-gold-300/40 text-gold-100 hover:bg-ink-soft border"
            >
              {m.backToStore}
            </Link>
            <button
              type="button"
              className="btn-primary"
              onClick={() => {
                const line = addToCart(product.id);
                setNotice(fmt(m.addedToBag, { title: product.title, quantity: line.quantity }));
              }}
            >
              {m.addToBag}
            </button>
          </div>
          <p role="status" className="text-gold-300 min-h-5 text-sm">
            {notice}
          </p>
        </div>
      )}
    />
  );
}

import { Link, useNavigate } from 'react-router';
import { addToCart } from '../../../lib/cart';
import { useMessages } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/queries/config';
import { paths } from '../../../../shared/routes';
import { STORE_CATALOGUES } from '../api';
import { ProductListing } from '../components/product-listing';
import { storeMessages } from '../messages';

/**
 * /Store/GoldCoins. Add to Bag keeps the line in local storage (key 'cart', product and quantity
 * only: adding the same coin adds one, another coin replaces it) and goes to the bag.
 */
export function GoldCoinsPage() {
  const m = useMessages(storeMessages);
  const config = usePublicConfig();
  const navigate = useNavigate();
  return (
    <ProductListing
      catalogue={STORE_CATALOGUES.coins}
      kind="coin"
      title={m.coinsTitle}
      intro={m.coinsIntro}
      actions={(product) => (
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
              addToCart(product.id, config?.limits.storeMaxQuantity);
              void navigate(paths.cart.href());
            }}
          >
            {m.addToBag}
          </button>
        </div>
      )}
    />
  );
}

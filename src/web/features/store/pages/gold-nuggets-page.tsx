import { Link, useNavigate } from 'react-router';
import { MapPinIcon } from '../../../components/ui/icons';
import { fmt, useMessages } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/queries/config';
import { paths } from '../../../../shared/routes';
import { paiseToDecimal } from '../../../../shared/money/units';
import { STORE_CATALOGUES } from '../api';
import { ProductListing } from '../components/product-listing';
import { storeMessages } from '../messages';

/**
 * /Store/GoldNuggets: nuggets are collected in Hyderabad (spec 1); Buy Now goes to the direct
 * (UPI) payment page.
 */
export function GoldNuggetsPage() {
  const m = useMessages(storeMessages);
  const config = usePublicConfig();
  const navigate = useNavigate();
  return (
    <ProductListing
      catalogue={STORE_CATALOGUES.nuggets}
      kind="nugget"
      title={m.nuggetsTitle}
      intro={m.nuggetsIntro}
      notice={
        config && (
          <aside
            aria-labelledby="pickup-heading"
            className="border-gold-500 bg-gold-50 mb-6 flex gap-3 rounded-2xl border p-4"
          >
            <MapPinIcon className="text-gold-700 mt-0.5 shrink-0" />
            <div>
              <h2 id="pickup-heading" className="font-semibold">
                {m.pickupTitle}
              </h2>
              <p className="text-muted mt-1 text-sm">
                {fmt(m.pickupText, { address: config.operator.address })}
              </p>
            </div>
          </aside>
        )
      }
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
            onClick={() =>
              // spec 2: totalPrice and orderlist; the page shows the server's price, not this one
              navigate(
                paths.directPayment.href({
                  totalPrice: product.price ? paiseToDecimal(product.price.totalPaise) : undefined,
                  orderlist: product.id,
                }),
              )
            }
          >
            {m.buyNow}
          </button>
        </div>
      )}
    />
  );
}

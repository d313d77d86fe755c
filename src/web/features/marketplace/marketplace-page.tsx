import { PriceChart } from './price-chart';

/**
 * /MarketPlace. This branch adds only the price chart section; the page's cards (Quick Buy and
 * the plans) come from the marketplace feature and are merged around it.
 */
export function MarketPlacePage() {
  return (
    <div className="page">
      <PriceChart />
    </div>
  );
}

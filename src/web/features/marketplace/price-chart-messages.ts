import { defineMessages } from '../../lib/i18n';

/** The gold price chart on /MarketPlace (spec 2: Price chart). */
export const priceChartMessages = defineMessages(
  {
    en: {
      title: 'Gold price',
      subtitle: '24K gold, per gram',
      ranges: 'Chart range',
      range1D: '1 day',
      range1W: '1 week',
      range1M: '1 month',
      range1Y: '1 year',
      change: '{sign}{amount} ({percent}) over {range}',
      loading: 'Loading the price chart',
      error: 'The price chart could not be loaded. Please try again.',
      retry: 'Try again',
      empty: 'No prices recorded for this range yet.',
      attribution: 'Chart: TradingView Lightweight Charts™',
      chartLabel: 'Gold price per gram over {range}, from {from} to {to}',
    },
  },
  { te: () => import('./price-chart-messages.te'), hi: () => import('./price-chart-messages.hi') },
);

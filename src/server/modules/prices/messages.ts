/** What the prices API says (English; decisions.md: Language and formats). */
export const priceMessages = {
  en: {
    unavailable: 'The gold price is not available right now. Please try again in a minute.',
    notPositive: 'A gold price must be a positive amount in paise',
    outOfRange: (min: string, max: string) =>
      `The price must lie between ${min} and ${max} per gram`,
    noFeed: 'No price feed is configured (PRICE_SOURCE=manual): the price is always set by hand.',
    alreadyFeed: 'The price already comes from the feed.',
    feedFailed:
      'The price feed did not give a usable price just now, so your manual price stays. Please try again in a minute.',
  },
};

// What the prices API says to the operator (decisions.md: Language and formats).
export const priceMessages = {
  noFeed: 'No price feed is configured (PRICE_SOURCE=manual): the price is always set by hand.',
  alreadyFeed: 'The price already comes from the feed.',
  feedFailed:
    'The price feed did not give a usable price just now, so your manual price stays. Please try again in a minute.',
} as const;

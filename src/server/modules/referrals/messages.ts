/** What the referral store, the Gold Smith and the referral programme say (server side). */
export const REFERRAL_MESSAGES = {
  coinNotOnSale: 'This coin is not on sale. Please choose one of the coins shown.',
  priceStale: 'The gold price is being updated. Please try again in a minute.',
  orderNotFound: 'We could not find that order.',
  priceMoved: (ants: string) =>
    `The gold price moved: this coin now costs ${ants} Ants. Please check the price and confirm again.`,
  sameKeyOtherCoin: 'This request was already used for a different order.',
} as const;

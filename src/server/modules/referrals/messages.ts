/** What the referral store, the Gold Smith and the referral programme say (server side). */
export const REFERRAL_MESSAGES = {
  coinNotOnSale: 'This coin is not on sale. Please choose one of the coins shown.',
  priceStale: 'The gold price is being updated. Please try again in a minute.',
  orderNotFound: 'We could not find that order.',
  priceMoved: (ants: string) =>
    `The gold price moved: this coin now costs ${ants} Ants. Please check the price and confirm again.`,
  sameKeyOtherCoin: 'This request was already used for a different order.',
  /** the order's mail */
  mail: {
    greeting: (firstName: string) => `Hi ${firstName},`,
    footer: (name: string, address: string, gstin: string) => `${name}, ${address}. GSTIN ${gstin}`,
    signOff: (brand: string) => `Team ${brand}`,
    subject: (orderlist: string) => `Order placed: ${orderlist}`,
    paidWithAnts: (ants: string) => `${ants} Ants`,
    paidWithGold: (grams: string) => `${grams} g of your saved gold`,
    ordered: (orderlist: string, orderId: string, paidWith: string) =>
      `Your ${orderlist} is ordered (order ${orderId}), paid with ${paidWith}. No money was charged.`,
    preparing: (address: string) =>
      `We are preparing it for delivery to: ${address}. Deliveries take 10-15 days; the recipient must show one photo ID (Passport, PAN Card, Driver's License, Voter's ID or Aadhar Card).`,
    track: 'Track your order',
    outro: 'We will write again when it ships.',
  },
} as const;

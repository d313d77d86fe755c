/** What the referral store, the Gold Smith and the referral programme say (server side). */
export const REFERRAL_MESSAGES = {
  coinNotOnSale: 'This coin is not on sale. Please choose one of the coins shown.',
  priceStale: 'The gold price is being updated. Please try again in a minute.',
  referralUnknown: 'No account uses this referral code. Please check it, or leave the field empty.',
  referralSelf: 'You cannot use your own email as a referral code.',
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
  /** the goods-delivery note (PDF) */
  note: {
    title: (orderId: string) => `Delivery note ${orderId}`,
    heading: 'DELIVERY NOTE',
    notInvoice: 'Not a tax invoice',
    gstin: (gstin: string) => `GSTIN: ${gstin}`,
    order: (orderId: string) => `Order: ${orderId}`,
    date: (date: string) => `    Date: ${date}`,
    type: (shortName: string, status: string) => `Type: ${shortName}    Delivery status: ${status}`,
    deliverTo: 'Deliver to',
    goods: 'Goods',
    goodsLine: (quantity: number, title: string, grams: string) =>
      `${quantity} x ${title}, 24K gold, ${grams} g (HSN 7108)`,
    paidWithAnts: (ants: string) =>
      `Paid with ${ants} Ants (referral points, 1 Ant = Rs 1). No money was charged for this order.`,
    madeFromGold: (grams: string) =>
      `Made from ${grams} g of the customer's saved digital gold, which was invoiced when it was bought. No money was charged for this conversion.`,
    delivery:
      "Deliveries take 10-15 days. The recipient must show one photo ID (Passport, PAN Card, Driver's License, Voter's ID or Aadhar Card). Report damage within 24 hours of delivery.",
    received: 'Received the goods above in good condition.',
    signature: 'Recipient signature: ______________________    Date: ____________',
    footer: 'This is a computer-generated document.',
  },
} as const;

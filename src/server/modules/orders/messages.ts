import type { DeliveryStatus } from '../../../shared/rules/delivery';

/** What the orders API says (English; decisions.md: Language and formats). */
export const orderMessages = {
  en: {
    notCreated: 'This order could not be created. Please try again.',
    notFound: 'We could not find that order.',
    noDelivery: 'This order has no delivery to track.',
    cannotMove: (from: string, to: string) => `This order cannot move from ${from} to ${to}.`,
    /** the delivery mails, by the state the parcel moved to */
    delivery: {
      headline: {
        PROCESSING: 'is being prepared',
        SHIPPED: 'has shipped',
        OUT_FOR_DELIVERY: 'is out for delivery',
        DELIVERED: 'was delivered',
        RETURNED: 'came back to us',
      } satisfies Record<DeliveryStatus, string>,
      detail: {
        PROCESSING: 'We are preparing your parcel.',
        SHIPPED:
          "It reaches you in 10-15 days from your order. The recipient must show one photo ID (Passport, PAN Card, Driver's License, Voter's ID or Aadhar Card).",
        OUT_FOR_DELIVERY:
          "The courier brings it today. Keep one photo ID ready (Passport, PAN Card, Driver's License, Voter's ID or Aadhar Card).",
        DELIVERED: 'Please report any damage within 24 hours of delivery by replying to this mail.',
        RETURNED:
          'The courier could not deliver it after 3 more attempts, so it is back at our facility. Contact us to arrange a new delivery.',
      } satisfies Record<DeliveryStatus, string>,
      greeting: (firstName: string) => `Hi ${firstName},`,
      footer: (name: string, address: string, gstin: string) =>
        `${name}, ${address}. GSTIN ${gstin}`,
      signOff: (brand: string) => `Team ${brand}`,
      subject: (orderlist: string, headline: string) => `Your ${orderlist} ${headline}`,
      moved: (orderlist: string, orderId: string, date: string, headline: string) =>
        `Your ${orderlist} (order ${orderId} of ${date}) ${headline}.`,
      track: 'Track your order',
      address: (address: string) => `Delivery address: ${address}`,
    },
  },
};

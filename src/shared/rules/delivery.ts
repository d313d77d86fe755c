/**
 * Delivery states of goods sent to a customer (coins from the referral store and the Gold Smith;
 * meant to be the one delivery state machine of every delivered order). Orders start PROCESSING
 * (spec 4); DELIVERED and RETURNED are final.
 */
export const DELIVERY_STATUSES = [
  'PROCESSING',
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'RETURNED',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const NEXT: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  PROCESSING: ['SHIPPED'],
  SHIPPED: ['OUT_FOR_DELIVERY', 'DELIVERED', 'RETURNED'],
  // after a failed attempt the courier tries again (3 more attempts), then returns the parcel
  OUT_FOR_DELIVERY: ['DELIVERED', 'SHIPPED', 'RETURNED'],
  DELIVERED: [],
  RETURNED: [],
};

export const isDeliveryStatus = (s: unknown): s is DeliveryStatus =>
  typeof s === 'string' && (DELIVERY_STATUSES as readonly string[]).includes(s);

/** Whether an order may move from one delivery state to the other. */
export const canMoveDelivery = (from: DeliveryStatus, to: DeliveryStatus) =>
  NEXT[from].includes(to);

/**
 * Checkout shipping (spec 9, decisions.md: Money): a flat charge, free when the items' total is
 * above the threshold (strictly above: exactly Rs 10,000 still pays shipping).
 */
export type ShippingConstants = {
  /** the flat charge, paise (Rs 150) */
  shippingFlatPaise: number;
  /** shipping is free when the items' total is above this, paise (Rs 10,000) */
  freeShippingAbovePaise: number;
};

export function shippingFor(itemsPaise: number, c: ShippingConstants): number {
  if (!Number.isSafeInteger(itemsPaise) || itemsPaise < 0)
    throw new RangeError('itemsPaise must be a whole number >= 0');
  return itemsPaise > c.freeShippingAbovePaise ? 0 : c.shippingFlatPaise;
}

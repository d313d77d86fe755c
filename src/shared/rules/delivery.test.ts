import { describe, expect, it } from 'vitest';
import { canMoveDelivery, DELIVERY_STATUSES, isDeliveryStatus } from './delivery';

describe('delivery states', () => {
  it('moves forward from PROCESSING through shipping to a final state', () => {
    expect(canMoveDelivery('PROCESSING', 'SHIPPED')).toBe(true);
    expect(canMoveDelivery('SHIPPED', 'OUT_FOR_DELIVERY')).toBe(true);
    expect(canMoveDelivery('OUT_FOR_DELIVERY', 'DELIVERED')).toBe(true);
    expect(canMoveDelivery('OUT_FOR_DELIVERY', 'SHIPPED')).toBe(true); // a failed attempt
    expect(canMoveDelivery('SHIPPED', 'RETURNED')).toBe(true);
  });

  it('never skips shipping, goes back to PROCESSING or leaves a final state', () => {
    expect(canMoveDelivery('PROCESSING', 'DELIVERED')).toBe(false);
    expect(canMoveDelivery('SHIPPED', 'PROCESSING')).toBe(false);
    for (const s of DELIVERY_STATUSES) {
      expect(canMoveDelivery('DELIVERED', s)).toBe(false);
      expect(canMoveDelivery('RETURNED', s)).toBe(false);
      expect(canMoveDelivery(s, s)).toBe(false);
    }
  });

  it('knows its states', () => {
    expect(isDeliveryStatus('SHIPPED')).toBe(true);
    expect(isDeliveryStatus('shipped')).toBe(false);
    expect(isDeliveryStatus(null)).toBe(false);
  });
});

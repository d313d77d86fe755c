import { describe, expect, it } from 'vitest';
import { PLAN_STATES } from '../../shared/api/plans';
import { STORE_ORDER_STATES } from '../../shared/api/store';
import { deliveryLabel, planStateLabel, stateLabels, statusLabel } from './state-labels';

const m = stateLabels.en;

describe('state labels', () => {
  it('say every plan state and every delivery state in words, never "Being updated"', () => {
    for (const s of PLAN_STATES) expect(planStateLabel(m, s), s).not.toBe(m.unknown);
    for (const s of STORE_ORDER_STATES) expect(deliveryLabel(m, s), s).not.toBe(m.unknown);
    expect(planStateLabel(m, 'SAVER_PAUSED')).toBe('Paused by you');
  });

  it('fall back to "Being updated" for a state the page does not know yet', () => {
    expect(statusLabel(m, 'SOMETHING_NEW')).toBe('Being updated');
    expect(statusLabel(m, 'SUCCESS')).toBe('Success');
  });
});

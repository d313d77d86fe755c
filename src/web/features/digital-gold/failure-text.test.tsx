import { describe, expect, it } from 'vitest';
import { ORDER_FAILURE_CODES } from '../../../shared/api/orders';
import { dgMessages, failureText } from './messages';

const m = dgMessages.en;

describe('a failed order, worded from its code', () => {
  it('every failure code has its own message in the catalogue', () => {
    const texts = ORDER_FAILURE_CODES.map((c) => failureText(m, c));
    expect(new Set(texts).size).toBe(ORDER_FAILURE_CODES.length);
    for (const t of texts) expect(t).toMatch(/\.$/);
  });

  it('tells the buyer what happened to their money', () => {
    expect(failureText(m, 'AMOUNT_MISMATCH')).toContain('will be refunded to you');
    expect(failureText(m, 'GATEWAY_ERROR')).toContain('No money was taken');
    expect(failureText(m, 'VAULT_LIMIT')).toContain('not charged');
    // an order without a code (never expected) reads as declined, not as nothing
    expect(failureText(m, null)).toBe(failureText(m, 'DECLINED'));
  });
});

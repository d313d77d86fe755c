import { describe, expect, it } from 'vitest';
import { ORDER_FAILURE_CODES } from '../../../shared/api/orders';
import { dgMessages, failureText } from './messages';

const m = dgMessages.en;
const vars = { amount: '₹7,000.00', limit: '1.000' };

describe('a failed order, worded from its code', () => {
  it('every failure code has its own message in the catalogue', () => {
    const texts = ORDER_FAILURE_CODES.map((c) => failureText(m, c, vars));
    expect(new Set(texts).size).toBe(ORDER_FAILURE_CODES.length);
    for (const t of texts) expect(t).toMatch(/\.$/);
  });

  it('tells the buyer what happened to their money', () => {
    expect(failureText(m, 'AMOUNT_MISMATCH', vars)).toContain('will be refunded to you');
    expect(failureText(m, 'GATEWAY_ERROR', vars)).toContain('No money was taken');
    expect(failureText(m, 'VAULT_LIMIT', vars)).toContain('not charged');
    // paid late into a full vault: the money goes back, never "no money was taken"
    const late = failureText(m, 'LATE_REFUND', vars);
    expect(late).toContain('past the 1.000 g limit. We are refunding ₹7,000.00');
    expect(late).not.toMatch(/no money was taken/i);
    // an order without a code (never expected) reads as declined, not as nothing
    expect(failureText(m, null, vars)).toBe(failureText(m, 'DECLINED', vars));
  });

  it('words a failed store order as a coin order, never with the gold or the vault of a quick buy', () => {
    for (const code of ORDER_FAILURE_CODES) {
      if (code === 'VAULT_LIMIT') continue; // a quick buy's only
      const t = failureText(m, code, vars, true);
      expect(t, code).not.toMatch(/gold was added|vault/i);
    }
    expect(failureText(m, 'AMOUNT_MISMATCH', vars, true)).toContain('will be refunded to you');
    const late = failureText(m, 'LATE_REFUND', vars, true);
    expect(late).toContain('no longer sold. We are refunding ₹7,000.00');
    expect(late).not.toMatch(/no money was taken/i);
  });
});

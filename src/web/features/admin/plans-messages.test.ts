import { describe, expect, it } from 'vitest';
import { DEBIT_REASONS } from '../../../shared/api/plans';
import { debitReason } from './pages/plans-page';
import { plansConsoleMessages } from './plans-messages';

describe("the console's debit reasons", () => {
  it('word every reason the server stores, never "failed at the bank" with the code', () => {
    const m = plansConsoleMessages.en;
    for (const reason of DEBIT_REASONS) {
      expect(debitReason(m, { reason }), reason).not.toContain(reason);
    }
    expect(debitReason(m, { reason: 'U30' })).toContain('U30');
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api-client';
import { planMessages } from './messages';
import { verifyErrorText } from './plan-steps';

const m = planMessages.en;
const text = (err: unknown) => verifyErrorText(err, m.verifyThrown, m.verifyFailed);

// spec 8: Verify UPI's messages
describe('Verify UPI errors', () => {
  it("an answer with an empty body: 'Something went wrong. Please try again.'", () => {
    expect(text(new ApiError(502, 'NETWORK', NETWORK_ERROR_MESSAGE))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(text(new ApiError(500, 'INTERNAL', NETWORK_ERROR_MESSAGE))).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it("the server's message when it gives one, and the thrown text when nothing answered", () => {
    expect(text(new ApiError(400, 'VALIDATION_FAILED', 'Please enter a valid UPI ID'))).toBe(
      'Please enter a valid UPI ID',
    );
    expect(text(new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE))).toBe(m.verifyThrown);
  });
});

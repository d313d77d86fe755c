import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage, fieldErrors } from './errors';

// spec 8: the server message; a fallback when the server gave none; the network message otherwise.
describe('errorMessage', () => {
  const failed = 'Failed to sign up. Please try again.';
  it('shows the server message', () => {
    const err = new ApiError(409, 'CONFLICT', 'An account with this phone number already exists.');
    expect(errorMessage(err, failed)).toBe('An account with this phone number already exists.');
  });
  it('shows the screen fallback for a server answer without a message of its own', () => {
    expect(errorMessage(new ApiError(500, 'INTERNAL', 'Something went wrong.'), failed)).toBe(
      failed,
    );
  });
  it('shows the network message for a network or parse error and for any exception', () => {
    const network = new ApiError(0, 'NETWORK', 'An error occurred. Please try again.');
    expect(errorMessage(network, failed)).toBe('An error occurred. Please try again.');
    expect(errorMessage(new TypeError('boom'), failed)).toBe(
      'An error occurred. Please try again.',
    );
  });
  it('reads per-field messages', () => {
    expect(fieldErrors(new ApiError(400, 'VALIDATION_FAILED', 'x', { phone: 'p' }))).toEqual({
      phone: 'p',
    });
    expect(fieldErrors(new ApiError(401, 'UNAUTHENTICATED', 'x'))).toBeUndefined();
  });
});

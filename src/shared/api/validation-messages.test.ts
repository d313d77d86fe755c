import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installValidationMessages, VALIDATION_MESSAGES as M } from './validation-messages';

installValidationMessages();

const messageOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  if (r.success) throw new Error('expected a failure');
  return r.error.issues[0]!.message;
};

/** zod's own English, which nobody should read (issue 31) */
const ZOD_ENGLISH = /too small|too big|expected|invalid input|>=|<=/i;

describe('validation messages', () => {
  it('an empty required text asks to fill the field, not "Too small: expected string to have >=1 characters"', () => {
    const msg = messageOf(z.string().trim().min(1), '  ');
    expect(msg).toBe(M.required);
    expect(msg).not.toMatch(ZOD_ENGLISH);
  });

  it('a missing field is required; a wrong type asks for a valid value', () => {
    expect(messageOf(z.object({ courier: z.string() }), {})).toBe(M.required);
    expect(messageOf(z.string(), 12)).toBe(M.wrongType);
  });

  it('sizes name their limit in words', () => {
    expect(messageOf(z.string().min(3), 'ab')).toBe('Please enter at least 3 characters.');
    expect(messageOf(z.string().max(5), 'abcdef')).toBe('Please enter at most 5 characters.');
    expect(messageOf(z.number().min(10), 2)).toBe('Please enter 10 or more.');
    expect(messageOf(z.number().positive(), 0)).toBe('Please enter more than 0.');
    expect(messageOf(z.number().max(100), 101)).toBe('Please enter 100 or less.');
    expect(messageOf(z.number().int(), 1.5)).toBe(M.wholeNumber);
    expect(messageOf(z.array(z.string()).min(1), [])).toBe('Please choose at least 1.');
  });

  it('formats, choices and unknown fields', () => {
    expect(messageOf(z.email(), 'a@')).toBe(M.email);
    expect(messageOf(z.string().regex(/^\d+$/), 'x')).toBe(M.format);
    expect(messageOf(z.enum(['A', 'B']), 'C')).toBe(M.choose);
    expect(messageOf(z.object({}).strict(), { price: 1 })).toBe(M.unknownField);
  });

  it("a schema's own message (the spec's wording) still wins", () => {
    expect(messageOf(z.string().min(1, 'Address is required'), '')).toBe('Address is required');
  });

  it('no sentence is zod English', () => {
    for (const v of Object.values(M)) {
      const text = typeof v === 'function' ? v(3) : v;
      expect(text).not.toMatch(ZOD_ENGLISH);
    }
  });
});

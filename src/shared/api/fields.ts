import { z } from 'zod';

// Field rules shared by several forms, with the spec's wording (spec section 5).

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const ZEmail = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email address')
  .regex(EMAIL_RE, 'Please enter a valid email address')
  .transform((v) => v.toLowerCase());

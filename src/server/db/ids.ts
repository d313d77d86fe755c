import { randomBytes } from 'node:crypto';

/** A new id with a type prefix (usr_, ses_, ord_, pay_...): 16 random bytes, base32-like, URL-safe. */
export function newId(prefix: string): string {
  const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
  const bytes = randomBytes(16);
  let out = '';
  for (const b of bytes) out += alphabet[b & 31];
  return `${prefix}_${out}`;
}

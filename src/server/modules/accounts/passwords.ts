import { hash, verify } from '@node-rs/argon2';

// argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1): about 29 ms a hash on our 2-vCPU machines.
const OPTIONS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

import { GatewayError, type MandateState, type MandateTransition } from './gateway';
import { SUBSCRIPTION_STATES } from './phonepe-v2-protocol';

/** Readers of PhonePe's answers that both adapters (phonepe.ts, phonepe-v2.ts) use. */

export type Json = Record<string, unknown>;

export const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
export const int = (v: unknown) =>
  typeof v === 'number' && Number.isSafeInteger(v) ? v : undefined;
export const obj = (v: unknown): Json =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};
export const epochMs = (v: unknown) => (typeof v === 'number' ? new Date(v) : undefined);

/** A PhonePe subscription state (v1 and v2 name them alike) as our mandate state. */
export function mandateOf(v: unknown): { state: MandateState; transition?: MandateTransition } {
  const s = typeof v === 'string' ? SUBSCRIPTION_STATES[v] : undefined;
  if (!s) throw new GatewayError('unavailable', `unknown subscription state ${String(v)}`);
  return s;
}

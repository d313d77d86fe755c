import type { Sandbox } from './simulator';
import type { ApiOperation, JsonAnswer, Subscription } from './types';

/** PhonePe v2's answers and what the v2 layer's parts (v2.ts, v2-checkout.ts, v2-subscriptions.ts) share. */

export type SandboxV2Options = {
  merchantId: string;
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  webhookUsername: string;
  webhookPassword: string;
  /** where webhooks go (PhonePe: the URL set in the dashboard) */
  webhookUrl: string;
  /** life of an access token */
  tokenSeconds: number;
  browserBaseUrl: string;
  pageMinutes: number;
};

export type Headers = Record<string, string | string[] | undefined>;
export type Json = Record<string, unknown>;

/** What v2.ts gives its checkout and subscription parts. */
export type V2Context = {
  /** the v1 simulator's state and helpers */
  i: Sandbox['internal'];
  opts: SandboxV2Options;
  /** a PG call: the chaos knobs, then the O-Bearer token, then `handle` */
  authed: <A extends unknown[]>(
    op: ApiOperation,
    handle: (...a: A) => JsonAnswer | Promise<JsonAnswer>,
  ) => (headers: Headers, ...a: A) => Promise<JsonAnswer>;
  /** sends a webhook {event, type, payload} to the configured URL, with the callback knobs */
  webhook(reference: string, event: string, payload: Json): Promise<void>;
};

export const error = (status: number, code: string, message: string): JsonAnswer => ({
  status,
  body: { code, message, context: {} },
});
export const badRequest = (message: string) => error(400, 'BAD_REQUEST', message);
export const notFound = (what: string) => error(404, 'NOT_FOUND', `${what} not found`);
export const json = (body: object): JsonAnswer => ({ status: 200, body });
export const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
export const obj = (v: unknown): Json =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};

/** v2 names of the simulator's subscription states. */
export const v2SubscriptionState = (s: Subscription) =>
  s.state === 'CREATED' ? 'ACTIVATION_IN_PROGRESS' : s.state;

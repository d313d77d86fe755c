import { decodeBase64Json, signCallback, toBase64, verifyXVerify } from '../phonepe-protocol';
import { header, isMerchantUrl } from './rules';
import type {
  ApiAnswer,
  ApiOperation,
  AuthRequest,
  Debit,
  DeliveredCallback,
  Envelope,
  Knob,
  PayTxn,
  SandboxOptions,
  Subscription,
  V2Events,
  WithheldCallback,
} from './types';
import { answer, authFailed, badRequest, envelope, strOf } from './v1-answers';

/**
 * The simulator's shared state: every object of both generations (payments, refunds, mandates,
 * authorisations, debits) on one clock, the failure knobs, the delivery of signed callbacks and
 * the checks of a signed v1 call. The state machines (payments.ts, mandates.ts, debits.ts) and the
 * v2 layer (v2.ts) each work on it.
 */

const CALLBACK_TIMEOUT_MS = 5_000;
const CALLBACK_RETRY_MS = [1_000, 3_000, 9_000];
const LATE_CALLBACK_MS = 5_000;

export type ApiHeaders = Record<string, string | string[] | undefined>;
type Answering = ApiAnswer | Promise<ApiAnswer>;

export function createSandboxState(opts: SandboxOptions) {
  const payTxns = new Map<string, PayTxn>();
  const byToken = new Map<string, PayTxn>();
  const subscriptions = new Map<string, Subscription>(); // by merchantSubscriptionId
  const subsById = new Map<string, Subscription>(); // by PhonePe subscriptionId
  const auths = new Map<string, AuthRequest>();
  const debits = new Map<string, Debit>();
  let knobs: Knob[] = [];
  const delivered: DeliveredCallback[] = [];
  let withheld: WithheldCallback[] = [];
  const late = new Map<NodeJS.Timeout, () => Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  let v2Events: V2Events | undefined;
  const now = () => opts.clock.now().getTime();
  const ownUrl = (url: string) => isMerchantUrl(url, opts.merchantUrl);
  const notOwnUrl = () =>
    badRequest("redirect and callback URLs must be on the merchant's own site");
  /** The X-CALLBACK-URL a recurring call must carry, on the merchant's site; or the refusal. */
  const requiredCallback = (headers: ApiHeaders) => {
    const url = header(headers, 'x-callback-url');
    if (!url || !/^https?:\/\//.test(url))
      return { refused: badRequest('X-CALLBACK-URL header is required') };
    if (!ownUrl(url)) return { refused: notOwnUrl() };
    return { url };
  };

  // ---------------------------------------------------------------- knobs and callbacks

  function takeKnob(match: (k: Knob) => boolean): Knob | undefined {
    const k = knobs.find(match);
    if (!k) return undefined;
    k.times -= 1;
    if (k.times <= 0) knobs = knobs.filter((x) => x !== k);
    return k;
  }

  function later(ms: number, fn: () => Promise<void>) {
    const t = setTimeout(() => {
      timers.delete(t);
      late.delete(t);
      void fn();
    }, ms);
    t.unref();
    timers.add(t);
    return t;
  }

  async function post(
    url: string,
    reference: string,
    headers: Record<string, string>,
    body: object,
    attempt: number,
  ): Promise<void> {
    if (closed) return;
    const record: DeliveredCallback = { url, reference, at: new Date(now()).toISOString() };
    try {
      const res = await opts.fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
      });
      await res.text();
      record.httpStatus = res.status;
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
    } catch (err) {
      record.error = err instanceof Error ? err.message : String(err);
      // best effort with a few retries (reference 2.5); a refused signature is not retried
      const retryIn = CALLBACK_RETRY_MS[attempt];
      if (retryIn !== undefined && record.httpStatus !== 401) {
        later(retryIn, () => post(url, reference, headers, body, attempt + 1));
      } else {
        opts.log.warn({ url, reference, error: record.error }, 'sandbox callback not delivered');
      }
    } finally {
      delivered.push(record);
      if (delivered.length > 200) delivered.shift();
    }
  }

  /**
   * Sends a signed server-to-server callback: body {"response": base64} and X-VERIFY over the
   * base64 and the salt (reference 2.5). Knobs can withhold, delay, duplicate or corrupt it.
   * Resolves once the (first) delivery attempt has been answered.
   */
  async function sendCallback(url: string | undefined, reference: string, payload: Envelope) {
    if (!url) return;
    const response = toBase64(JSON.stringify(payload));
    const headers = {
      'content-type': 'application/json',
      'x-verify': signCallback(response, opts.saltKey, opts.saltIndex),
    };
    const forged = {
      ...headers,
      'x-verify': signCallback(response, `${opts.saltKey}-forged`, opts.saltIndex),
    };
    await deliver(url, reference, headers, { response }, forged);
  }

  /**
   * Delivers one callback or webhook, as the next '-callback' knob says: withheld, late, twice, or
   * with `forgedHeaders` (a wrong signature or password, not retried).
   */
  async function deliver(
    url: string,
    reference: string,
    headers: Record<string, string>,
    body: object,
    forgedHeaders: Record<string, string>,
  ) {
    const knob = takeKnob((k) => k.next.endsWith('-callback'));
    switch (knob?.next) {
      case 'no-callback':
        withheld.push({ url, reference, headers, body });
        return;
      case 'late-callback': {
        const send = () => post(url, reference, headers, body, 0);
        const t = later(knob.delayMs ?? LATE_CALLBACK_MS, send);
        late.set(t, send);
        return;
      }
      case 'duplicate-callback':
        await Promise.all([
          post(url, reference, headers, body, 0),
          post(url, reference, headers, body, 0),
        ]);
        return;
      case 'bad-signature-callback':
        await post(url, reference, forgedHeaders, body, CALLBACK_RETRY_MS.length);
        return;
      default:
        await post(url, reference, headers, body, 0);
    }
  }

  /**
   * Applies a 'timeout', '5xx' or '429' knob to an API call; returns the answer to give instead, if
   * any. A 429 is PhonePe refusing to look at the call (too many requests): nothing is done.
   */
  async function chaos(op: ApiOperation): Promise<ApiAnswer | undefined> {
    const k = takeKnob(
      (x) =>
        (x.next === 'timeout' || x.next === '5xx' || x.next === '429') &&
        (x.on === 'any' || x.on === op),
    );
    if (!k) return undefined;
    if (k.next === '429') {
      return answer(
        429,
        envelope(false, 'TOO_MANY_REQUESTS', 'Too many requests. Please try again later.'),
      );
    }
    if (k.next === '5xx') {
      return answer(
        500,
        envelope(
          false,
          'INTERNAL_SERVER_ERROR',
          'There is an error trying to process your transaction at the moment. Please try again in a while.',
        ),
      );
    }
    // answer only after the client has given up
    await new Promise((r) => {
      const t = setTimeout(r, k.delayMs ?? opts.clientTimeoutMs + 1_000);
      t.unref();
    });
    return undefined;
  }

  /** Checks X-VERIFY of a POST ({request: base64}) and decodes the payload. */
  function readPost(
    headers: Record<string, string | string[] | undefined>,
    apiPath: string,
    body: unknown,
  ): { payload: Record<string, unknown> } | ApiAnswer {
    const b64 = strOf((body as Record<string, unknown> | undefined)?.request);
    if (!b64) return badRequest('Request body must be {"request": "<base64 payload>"}');
    if (!verifyXVerify(header(headers, 'x-verify'), b64 + apiPath, opts.saltKey, opts.saltIndex)) {
      return authFailed();
    }
    const payload = decodeBase64Json(b64);
    if (!payload) return badRequest('request is not base64 of a JSON object');
    if (payload.merchantId !== opts.merchantId) return authFailed();
    return { payload };
  }

  /** Checks X-VERIFY of a GET (path + salt) and the merchant id in the path. */
  function checkGet(
    headers: Record<string, string | string[] | undefined>,
    apiPath: string,
    merchantId: string,
  ): ApiAnswer | undefined {
    if (!verifyXVerify(header(headers, 'x-verify'), apiPath, opts.saltKey, opts.saltIndex))
      return authFailed();
    if (merchantId !== opts.merchantId) return authFailed();
    return undefined;
  }

  /** A signed POST of the API: the chaos knobs, then X-VERIFY and the merchant, then `handle`. */
  const signedPost =
    (
      op: ApiOperation,
      apiPath: string,
      handle: (p: Record<string, unknown>, h: ApiHeaders) => Answering,
    ) =>
    async (headers: ApiHeaders, body: unknown): Promise<ApiAnswer> => {
      const c = await chaos(op);
      if (c) return c;
      const r = readPost(headers, apiPath, body);
      return 'status' in r ? r : handle(r.payload, headers);
    };

  /** A signed GET of the API (`path` is what X-VERIFY covers): the same checks, then `handle`. */
  const signedGet =
    (op: ApiOperation, handle: (id: string, h: ApiHeaders, merchantId: string) => Answering) =>
    async (
      headers: ApiHeaders,
      path: string,
      merchantId: string,
      id: string,
    ): Promise<ApiAnswer> => {
      const c = await chaos(op);
      if (c) return c;
      return checkGet(headers, path, merchantId) ?? handle(id, headers, merchantId);
    };

  return {
    opts,
    payTxns,
    byToken,
    subscriptions,
    subsById,
    auths,
    debits,
    now,
    ownUrl,
    notOwnUrl,
    requiredCallback,
    deliver,
    sendCallback,
    chaos,
    signedPost,
    signedGet,
    /** what the v2 layer sends when one of its objects changes (none until it is mounted) */
    v2: () => v2Events,
    onV2(events: V2Events) {
      v2Events = events;
    },
    control: {
      addKnob(k: Knob) {
        knobs.push(k);
      },
      /** delivers every delayed callback now */
      async flush() {
        const sends = [...late.entries()];
        for (const [t] of sends) {
          clearTimeout(t);
          timers.delete(t);
          late.delete(t);
        }
        await Promise.all(sends.map(([, send]) => send()));
        return sends.length;
      },
      reset() {
        knobs = [];
        withheld = [];
        for (const t of timers) clearTimeout(t);
        timers.clear();
        late.clear();
      },
      state: () => ({
        knobs: knobs.map((k) => ({ ...k })),
        lateCallbacks: late.size,
        delivered: [...delivered],
        withheld: [...withheld],
      }),
    },
    close() {
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      late.clear();
    },
  };
}

export type SandboxState = ReturnType<typeof createSandboxState>;

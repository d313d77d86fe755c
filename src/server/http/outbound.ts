import { Agent, request } from 'undici';

/** One outbound HTTP request: a text body at most, answered within `timeoutMs` as a whole. */
export type OutboundRequest = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
};

/** Its answer: the HTTP status and the body as text. */
export type OutboundAnswer = { status: number; text: string };

/**
 * Sends a request and reads its whole answer. Fails on a network error, and with a TimeoutError
 * (as fetch with `AbortSignal.timeout` does) when the answer has not fully come in time.
 */
export type OutboundSend = ((req: OutboundRequest) => Promise<OutboundAnswer>) & {
  close?: () => Promise<void>;
};

/**
 * The app's outbound HTTP to the payment gateway, on undici's request API over kept-alive
 * connections. Node's fetch is the same client wrapped in the web's Request, Response, Headers and
 * streams: on this service's calls (a small JSON body each way) that wrapping cost about three
 * times the CPU of the call itself (docs/performance.md, the Autopay debit job).
 */
export function createOutboundSend(): OutboundSend {
  const agent = new Agent();
  const send = async (req: OutboundRequest): Promise<OutboundAnswer> => {
    const res = await request(req.url, {
      method: req.method as 'GET',
      headers: req.headers,
      body: req.body,
      dispatcher: agent,
      signal: AbortSignal.timeout(req.timeoutMs),
    });
    return { status: res.statusCode, text: await res.body.text() };
  };
  return Object.assign(send, { close: () => agent.close() });
}

/** The same through a fetch (tests route theirs into the app in-process). */
export function sendWithFetch(doFetch: typeof fetch): OutboundSend {
  return async (req) => {
    const res = await doFetch(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      signal: AbortSignal.timeout(req.timeoutMs),
    });
    return { status: res.status, text: await res.text() };
  };
}

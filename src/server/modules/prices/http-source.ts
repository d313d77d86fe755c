import { parseRupees } from '../../../shared/money/format';

/**
 * The HTTP JSON provider (PRICE_SOURCE=http). Reads the INR-per-gram price at a dotted path and
 * converts it to integer paise; anything else (a timeout, an error status, malformed JSON, a
 * missing, non-numeric or non-positive value) is a failure with a reason the caller logs.
 */

export type FetchOutcome =
  | { ok: true; pricePaisePerGram: number }
  | {
      ok: false;
      reason: 'unreachable' | 'status' | 'malformed' | 'missing' | 'invalid';
      message: string;
    };

/** spec 8: only logged, never shown */
export const PRICE_NOT_FOUND_MESSAGE = 'Gold price not found in API response';

/** Reads a value at a dotted path: `data.gold.price`, `0.price` (array index) or `product_name=Gold.price` (first array item with that key). */
export function readJsonPath(json: unknown, path: string): unknown {
  let cur: unknown = json;
  for (const seg of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    const eq = seg.indexOf('=');
    if (eq > 0 && Array.isArray(cur)) {
      const key = seg.slice(0, eq);
      const want = seg.slice(eq + 1);
      cur = cur.find(
        (item: unknown) =>
          item !== null &&
          typeof item === 'object' &&
          String((item as Record<string, unknown>)[key]) === want,
      );
    } else if (Array.isArray(cur) && /^\d+$/.test(seg)) {
      cur = cur[Number(seg)];
    } else {
      cur = Object.hasOwn(cur, seg) ? (cur as Record<string, unknown>)[seg] : undefined;
    }
  }
  return cur;
}

/**
 * A rupee amount from a provider (a JSON number or a plain decimal string like "7650.25") in
 * integer paise, rounded half-up past the second decimal; null when it is not a plain positive decimal.
 */
export function rupeesToPaise(value: unknown): number | null {
  let s: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    s = String(value);
  } else if (typeof value === 'string') {
    s = value.trim();
  } else {
    return null;
  }
  const parsed = parseRupees(s, 'provider');
  return parsed.ok && parsed.paise > 0 ? parsed.paise : null;
}

export async function fetchHttpPrice(opts: {
  url: string;
  path: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}): Promise<FetchOutcome> {
  const doFetch = opts.fetch ?? fetch;
  let body: string;
  try {
    const res = await doFetch(opts.url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    if (!res.ok) {
      await res.body?.cancel();
      return { ok: false, reason: 'status', message: `price provider answered ${res.status}` };
    }
    body = await res.text();
  } catch (err) {
    const detail = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    return { ok: false, reason: 'unreachable', message: `price provider unreachable (${detail})` };
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, reason: 'malformed', message: 'price provider sent malformed JSON' };
  }
  const raw = readJsonPath(json, opts.path);
  if (raw === undefined || raw === null) {
    return { ok: false, reason: 'missing', message: PRICE_NOT_FOUND_MESSAGE };
  }
  const paise = rupeesToPaise(raw);
  if (paise === null) {
    return {
      ok: false,
      reason: 'invalid',
      message: `price provider sent a value that is not a positive price: ${JSON.stringify(raw).slice(0, 40)}`,
    };
  }
  return { ok: true, pricePaisePerGram: paise };
}

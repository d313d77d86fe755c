import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * PhonePe PG v1 ("salt key") wire rules, shared by the adapter (which signs requests and verifies
 * callbacks) and the sandbox (which verifies requests and signs callbacks). Reference:
 * shared/reference/payments-phonepe-upi.md sections 1, 2 and 5; test vectors in section 9.
 */

/** The widely published PhonePe UAT identity; never acceptable in live mode. */
export const PUBLIC_TEST_MERCHANT_ID = 'PGTESTPAYUAT';
export const PUBLIC_TEST_SALT_KEY = '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399';

export const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/**
 * The JSON text of a request payload. Null and undefined fields are left out (the docs: a null
 * parameter must not be part of the checksummed payload); key order is the insertion order.
 */
export function payloadJson(payload: Record<string, unknown>): string {
  return JSON.stringify(payload, (_k, v: unknown) => (v === null ? undefined : v));
}

/** Standard base64 (with padding) of the exact UTF-8 bytes of the JSON. */
export const toBase64 = (json: string) => Buffer.from(json, 'utf8').toString('base64');

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Decodes a base64 JSON document; undefined when it is not strict base64 of a JSON object. */
export function decodeBase64Json(b64: string): Record<string, unknown> | undefined {
  if (!BASE64.test(b64)) return undefined;
  try {
    const v: unknown = JSON.parse(Buffer.from(b64, 'base64').toString('utf8'));
    return v && typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** X-VERIFY of a POST: sha256hex(base64Payload + apiPath + saltKey) + '###' + saltIndex. */
export const signPost = (base64Payload: string, apiPath: string, saltKey: string, index: number) =>
  `${sha256Hex(base64Payload + apiPath + saltKey)}###${index}`;

/** X-VERIFY of a GET: sha256hex(apiPath + saltKey) + '###' + saltIndex (path without host or query). */
export const signGet = (apiPath: string, saltKey: string, index: number) =>
  `${sha256Hex(apiPath + saltKey)}###${index}`;

/** X-VERIFY of a server-to-server callback: sha256hex(base64Response + saltKey) + '###' + saltIndex. */
export const signCallback = (base64Response: string, saltKey: string, index: number) =>
  `${sha256Hex(base64Response + saltKey)}###${index}`;

/**
 * Compares a received X-VERIFY with the expected one for the given checksum input: the hex part
 * case-insensitively in constant time (one doc example prints uppercase), the salt index exactly.
 */
export function verifyXVerify(
  header: string | undefined,
  checksumInput: string,
  saltKey: string,
  index: number,
): boolean {
  if (!header) return false;
  const m = /^([0-9a-fA-F]{64})###(\d{1,3})$/.exec(header.trim());
  if (!m) return false;
  if (Number(m[2]) !== index) return false;
  const expected = Buffer.from(sha256Hex(checksumInput + saltKey), 'hex');
  const got = Buffer.from(m[1]!.toLowerCase(), 'hex');
  return expected.length === got.length && timingSafeEqual(expected, got);
}

/** Masks an X-VERIFY for logs: the checksum is hidden, the salt index kept. */
export const maskXVerify = (v: string | undefined) =>
  v ? `****###${v.split('###')[1] ?? '?'}` : undefined;

// ID rules (section 1). merchantTransactionId: "less than 35" on most pages, stay at <= 34.
const ID_CHARS = /^[A-Za-z0-9_-]+$/;
export const MAX_MERCHANT_TRANSACTION_ID = 34;
export const MAX_MERCHANT_USER_ID = 35;
export const MAX_MERCHANT_ID = 37;

export const isValidTransactionId = (id: string) =>
  id.length >= 1 && id.length <= MAX_MERCHANT_TRANSACTION_ID && ID_CHARS.test(id);
export const isValidMerchantUserId = (id: string) =>
  id.length >= 1 && id.length <= MAX_MERCHANT_USER_ID && ID_CHARS.test(id);
export const isValidMerchantId = (id: string) =>
  id.length >= 1 && id.length <= MAX_MERCHANT_ID && ID_CHARS.test(id);

/** Pragmatic VPA check (no authoritative grammar exists; section 7). */
export const isValidVpa = (vpa: string) => /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/.test(vpa);

/** Minimum amount of a payment or refund in paise (section 1). */
export const MIN_AMOUNT_PAISE = 100;

/** The v1 response envelope; decide on `code`, never on `success` (section 1). */
export type PhonePeEnvelope = {
  success: boolean;
  code: string;
  message: string;
  data: Record<string, unknown>;
};

export function parseEnvelope(v: unknown): PhonePeEnvelope | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const o = v as Record<string, unknown>;
  if (typeof o.code !== 'string') return undefined;
  return {
    success: o.success === true,
    code: o.code,
    message: typeof o.message === 'string' ? o.message : '',
    data: o.data && typeof o.data === 'object' ? (o.data as Record<string, unknown>) : {},
  };
}

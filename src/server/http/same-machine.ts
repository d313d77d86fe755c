import { hostname } from 'node:os';
import type { FastifyRequest } from 'fastify';
import { notFound } from './app-error';

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;

/** Names of this machine a request may carry in Host (with or without a port). */
const LOOPBACK_HOST = /^(?:localhost|[\w-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

/**
 * Headers by which a proxy (or a client pretending to be one) names the client it forwards.
 * Forwarded (RFC 7239) names it in `for=`; the others carry addresses.
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-original-forwarded-for',
  'forwarded-for',
  'x-forwarded',
] as const;

/** The addresses and host names a forwarding header names ('for=' and 'host=' of Forwarded). */
function namedBy(header: string, value: string): string[] {
  const items = value.split(',').map((s) => s.trim());
  if (header === 'forwarded' || header === 'x-forwarded') {
    return items.flatMap((item) =>
      item
        .split(';')
        .map((pair) => pair.trim().split('='))
        .filter(([k]) => /^(?:for|host)$/i.test(k ?? ''))
        .map(([, v]) => (v ?? '').replace(/^"|"$/g, '').replace(/^\[([^\]]+)\](?::\d+)?$/, '$1')),
    );
  }
  return items;
}

/** The machine's own name (as /etc/hosts maps it to a loopback address), with or without a port. */
const MACHINE_NAME = hostname().toLowerCase();
const isMachineHost = (host: string) =>
  LOOPBACK_HOST.test(host) || host.toLowerCase().replace(/:\d{1,5}$/, '') === MACHINE_NAME;

const isLoopbackName = (v: string) => LOOPBACK.test(v) || isMachineHost(v);

/**
 * Whether a request comes from the machine the app runs on: a loopback connection, addressed to
 * the machine by a loopback name (Host), that no proxy forwarded. The socket's address decides,
 * not a header a client can write itself; a proxy on the same host would otherwise make every
 * visitor look local, so any forwarding header (Forwarded, X-Forwarded-For, X-Real-IP, ...) means
 * "not from this machine". Only with TRUST_PROXY on (Fastify's trustProxy, which gives
 * `request.ips`) are the proxy's headers believed, and then every address and host they name
 * must be this machine's too.
 */
export function isFromSameMachine(req: FastifyRequest) {
  if (!LOOPBACK.test(req.raw.socket.remoteAddress ?? '')) return false;
  if (!isMachineHost(req.headers.host ?? '')) return false;
  const trustsProxy = Array.isArray((req as { ips?: unknown }).ips);
  for (const header of FORWARDING_HEADERS) {
    const raw = req.headers[header];
    if (raw === undefined) continue;
    if (!trustsProxy) return false;
    const value = Array.isArray(raw) ? raw.join(',') : raw;
    if (!namedBy(header, value).every(isLoopbackName)) return false;
  }
  return true;
}

/**
 * onRequest hook for sandbox tools that show or change what a visitor must not (the mailbox with
 * its sign-in links, the payment simulator's controls): anyone else gets 404, as if absent.
 */
export async function sameMachineOnly(req: FastifyRequest) {
  if (!isFromSameMachine(req)) throw notFound();
}

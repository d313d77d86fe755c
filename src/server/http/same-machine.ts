import type { FastifyRequest } from 'fastify';
import { notFound } from './app-error';

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;

/**
 * Whether a request comes from the machine the app runs on: a loopback connection that no proxy
 * forwarded. The socket's address decides, not X-Forwarded-For (a client can write that header
 * itself), and a forwarded request never counts, as a proxy on the same host would make every
 * visitor look local.
 */
export function isFromSameMachine(req: FastifyRequest) {
  return LOOPBACK.test(req.raw.socket.remoteAddress ?? '') && !req.headers['x-forwarded-for'];
}

/**
 * onRequest hook for sandbox tools that show or change what a visitor must not (the mailbox with
 * its sign-in links, the payment simulator's controls): anyone else gets 404, as if absent.
 */
export async function sameMachineOnly(req: FastifyRequest) {
  if (!isFromSameMachine(req)) throw notFound();
}

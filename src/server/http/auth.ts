import type { FastifyRequest } from 'fastify';
import type { PublicUser } from '../../shared/api/auth';
import { AppError } from './app-error';
import { httpMessages } from './messages';

const msg = httpMessages.en;

/** preHandler: a signed-out request gets 401 UNAUTHENTICATED. */
export async function requireUser(req: FastifyRequest) {
  if (!req.user) throw new AppError('UNAUTHENTICATED', msg.signInRequired);
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(req: FastifyRequest): PublicUser {
  if (!req.user) throw new AppError('UNAUTHENTICATED', msg.signInRequired);
  return req.user;
}

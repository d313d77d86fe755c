import type { FastifyRequest } from 'fastify';
import type { PublicUser } from '../../shared/api/auth';
import { AppError } from './app-error';

/** preHandler: a signed-out request gets 401 UNAUTHENTICATED. */
export async function requireUser(req: FastifyRequest) {
  if (!req.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
}

/** preHandler: only the operator (role admin). */
export async function requireAdmin(req: FastifyRequest) {
  if (!req.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (req.user.role !== 'admin')
    throw new AppError('FORBIDDEN', 'This page is for the operator only.');
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(req: FastifyRequest): PublicUser {
  if (!req.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return req.user;
}

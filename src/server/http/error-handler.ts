import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../shared/api/errors';
import { apiLocale, translateMessage } from '../i18n/translate';
import { AppError } from './app-error';
import { httpMessages } from './messages';

const msg = httpMessages.en;

/** Each field's message in the answer's language. */
const translateFields = (fields: Record<string, string>, say: (text: string) => string) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, say(v)]));

/**
 * Maps every error to {error: {code, message, fields?, requestId}}. Validation failures name each
 * field with the schema's (spec's) wording; unknown errors are logged and answered generically.
 * Messages reach the user in their language (decision 013: the member's profile language, the
 * `lang` cookie, Accept-Language), and so does the `message` of a successful answer.
 */
export function registerErrorHandler(app: FastifyInstance) {
  // a callback, not an async function: every JSON answer passes here, and a promise per answer
  // cost the cheapest ones (the live price) a measurable share of their time
  app.addHook('preSerialization', (req, _reply, payload: unknown, done) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
      return done(null, payload);
    }
    const message = (payload as { message?: unknown }).message;
    if (typeof message !== 'string') return done(null, payload);
    const locale = apiLocale(req);
    if (locale === 'en') return done(null, payload);
    done(null, { ...payload, message: translateMessage(message, locale) });
  });
  app.setErrorHandler((err: FastifyError | AppError | Error, req, reply) => {
    const requestId = String(req.id);
    const locale = apiLocale(req);
    const say = (text: string) => translateMessage(text, locale);
    const send = (status: number, error: ApiErrorBody['error']) =>
      reply.status(status).send({
        error: {
          ...error,
          message: say(error.message),
          ...(error.fields ? { fields: translateFields(error.fields, say) } : {}),
          requestId,
        },
      } satisfies ApiErrorBody);

    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err, cause: err.cause, requestId }, err.message);
      return send(err.status, {
        code: err.code,
        message: err.message,
        ...(err.fields ? { fields: err.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const key = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        fields[key] ??= v.message ?? msg.invalidValue;
      }
      const first = Object.values(fields)[0] ?? msg.invalidRequest;
      return send(400, { code: 'VALIDATION_FAILED', message: first, fields });
    }
    const fe = err as FastifyError;
    if (fe.statusCode === 429) {
      return send(429, {
        code: 'RATE_LIMITED',
        message: msg.tooManyRequests,
      });
    }
    if (fe.statusCode === 413) {
      return send(413, {
        code: 'VALIDATION_FAILED',
        message: msg.tooLarge,
      });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      const code =
        fe.statusCode === 404
          ? 'NOT_FOUND'
          : fe.statusCode === 401
            ? 'UNAUTHENTICATED'
            : fe.statusCode === 403
              ? 'FORBIDDEN'
              : 'VALIDATION_FAILED';
      return send(fe.statusCode, { code, message: fe.message });
    }
    req.log.error({ err, requestId }, 'unhandled error');
    return send(500, { code: 'INTERNAL', message: msg.internal });
  });
}

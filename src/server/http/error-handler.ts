import type { FastifyError, FastifyInstance, preSerializationHookHandler } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../shared/api/errors';
import { apiLocale, translateMessage } from '../i18n/translate';
import { AppError } from './app-error';
import { httpMessages } from './messages';
import { addRouteHook } from './route-hooks';

const msg = httpMessages.en;

/** Each field's message in the answer's language. */
const translateFields = (fields: Record<string, string>, say: (text: string) => string) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, say(v)]));

/** zod's description of a schema (zod 4), as far as mayCarryMessage reads it */
type ZodDef = {
  type: string;
  shape?: Record<string, unknown>;
  catchall?: { _zod: { def: ZodDef } };
  options?: unknown[];
  left?: unknown;
  right?: unknown;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
};

/** Schemas whose answers are never an object with a `message` of its own. */
const NO_MESSAGE = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'date',
  'null',
  'undefined',
  'void',
  'literal',
  'enum',
  'array',
  'tuple',
  'set',
  'never',
]);

/**
 * Whether an answer of this response schema may carry a top-level `message` to translate: an
 * object that declares one (or keeps unknown keys), a union or wrapper of such. A schema it does
 * not know (none at all, not zod) may: the hook stays.
 */
export function mayCarryMessage(schema: unknown): boolean {
  const def = (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;
  if (!def) return true;
  switch (def.type) {
    case 'object':
      return (
        Object.hasOwn(def.shape ?? {}, 'message') ||
        (def.catchall !== undefined && def.catchall._zod.def.type !== 'never')
      );
    case 'union':
      return (def.options ?? []).some(mayCarryMessage);
    case 'intersection':
      return mayCarryMessage(def.left) || mayCarryMessage(def.right);
    case 'pipe':
      return mayCarryMessage(def.in) || mayCarryMessage(def.out);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return mayCarryMessage(def.innerType);
    default:
      return !NO_MESSAGE.has(def.type);
  }
}

/** Whether any answer a route declares may carry a `message` (a route that declares none may). */
const routeMayAnswerMessage = (response: unknown) =>
  response === undefined ||
  typeof response !== 'object' ||
  response === null ||
  Object.values(response).some(mayCarryMessage);

/**
 * Maps every error to {error: {code, message, fields?, requestId}}. Validation failures name each
 * field with the schema's (spec's) wording; unknown errors are logged and answered generically.
 * Messages reach the user in their language (decision 013: the member's profile language, the
 * `lang` cookie, Accept-Language), and so does the `message` of a successful answer.
 */
export function registerErrorHandler(app: FastifyInstance) {
  // A callback, not an async function, attached only to the routes whose answers may carry a
  // message (their response schema says so): a hook on every JSON answer cost the cheapest ones
  // (the live price, polled by every open page) a measurable share of their time.
  const translateAnswerMessage: preSerializationHookHandler = (req, _reply, payload, done) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
      return done(null, payload);
    }
    const message = (payload as { message?: unknown }).message;
    if (typeof message !== 'string') return done(null, payload);
    const locale = apiLocale(req);
    if (locale === 'en') return done(null, payload);
    done(null, { ...payload, message: translateMessage(message, locale) });
  };
  addRouteHook(app, 'preSerialization', (route) =>
    routeMayAnswerMessage(route.schema?.response) ? translateAnswerMessage : undefined,
  );
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

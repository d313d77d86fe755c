import type { FastifyInstance } from 'fastify';
import { contactAdminApi, contactApi } from '../../../shared/api/contact';
import { currentOperator } from '../../http/operator-gate';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import {
  forwardPending,
  listContactMessages,
  markMessageHandled,
  submitContactMessage,
} from './service';

export function contactModule(app: FastifyInstance, deps: AppDeps) {
  route(
    app,
    contactApi.send,
    async (req) => {
      const saved = await submitContactMessage(deps.db, req.body);
      // Try at once; the job retries whatever is still pending.
      deps.jobs.kick('contact-forward');
      return { id: saved.id };
    },
    { rateLimit: { max: 5, timeWindow: '1 minute' } },
  );
  // the console (behind the gate, as every /api/admin route)
  route(app, contactAdminApi.list, async (req) => listContactMessages(deps.db, req.query));
  route(app, contactAdminApi.markHandled, async (req) =>
    markMessageHandled(deps, currentOperator(req), req.params.messageId, req.body.note),
  );

  deps.jobs.every('contact-forward', deps.config.CONTACT_FORWARD_EVERY_MS, () =>
    forwardPending(deps),
  );
}

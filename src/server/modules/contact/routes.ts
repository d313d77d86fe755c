import type { FastifyInstance } from 'fastify';
import { contactApi } from '../../../shared/api/contact';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { forwardPending, submitContactMessage } from './service';

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
  deps.jobs.every('contact-forward', deps.config.CONTACT_FORWARD_EVERY_MS, () =>
    forwardPending(deps),
  );
}

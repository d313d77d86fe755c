import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/app-error';
import { httpMessages } from '../../http/messages';
import { sameMachineOnly } from '../../http/same-machine';
import { renderMailbox } from './mailbox-page';
import { MAIL_JOB, createSmtpMailer, findMail, listRecentMail, sendPending } from './service';

export function mailModule(app: FastifyInstance, deps: AppDeps) {
  const mailer = deps.config.SMTP_URL ? createSmtpMailer(deps.config.SMTP_URL) : undefined;
  deps.jobs.every(MAIL_JOB, deps.config.MAIL_SEND_EVERY_MS, () => sendPending({ ...deps, mailer }));
  app.addHook('onClose', async () => mailer?.close());

  // The dev mailbox shows every mail, links included: it must never exist with real payments, and
  // even in the sandbox only a browser on the machine running the app may open it (its reset
  // links would open anyone's account).
  if (deps.config.PAYMENTS_MODE !== 'sandbox') return;

  app.get(
    '/dev/mailbox',
    { schema: { hide: true }, onRequest: sameMachineOnly },
    async (_req, reply) => {
      const mails = await listRecentMail(deps.db);
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex');
      return renderMailbox(mails, {
        brand: deps.config.OPERATOR_BRAND,
        hasSmtp: Boolean(deps.config.SMTP_URL),
      });
    },
  );

  app.get(
    '/dev/mailbox/:id',
    {
      schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive() }) },
      onRequest: sameMachineOnly,
    },
    async (req, reply) => {
      const mail = await findMail(deps.db, (req.params as { id: number }).id);
      if (!mail) throw notFound(httpMessages.en.noSuchMail);
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex');
      return mail.html;
    },
  );
}

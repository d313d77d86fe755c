import type { FastifyInstance } from 'fastify';
import { invoicesApi } from '../../../shared/api/invoices';
import type { AppDeps } from '../../deps';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/route';
import { apiLocale } from '../../i18n/translate';
import { getInvoiceForUser, localizeInvoice, renderInvoicePdf } from './service';

export function invoicesModule(app: FastifyInstance, deps: AppDeps) {
  route(
    app,
    invoicesApi.get,
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const inv = await getInvoiceForUser(
        deps.db,
        deps.config,
        currentUser(req).id,
        req.params.transactionId,
      );
      // the member's language (profile, else the page's), as the PDF below
      return localizeInvoice(inv, apiLocale(req));
    },
    { preHandler: requireUser },
  );

  app.get<{ Params: { transactionId: string } }>(
    '/api/invoices/:transactionId/pdf',
    {
      preHandler: requireUser,
      schema: {
        params: invoicesApi.get.params,
        summary: 'The invoice as a PDF (owner only)',
        tags: ['invoices'],
      },
    },
    async (req, reply) => {
      const inv = await getInvoiceForUser(
        deps.db,
        deps.config,
        currentUser(req).id,
        req.params.transactionId,
      );
      // the member's language (profile, else the page's): labels beside the English (decision 013)
      const pdf = await renderInvoicePdf(inv, apiLocale(req));
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="invoice-${inv.invoiceNo.replace(/\//g, '-')}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}

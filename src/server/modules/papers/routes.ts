import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ZFinancialYearLabel, papersApi } from '../../../shared/api/papers';
import { ZId } from '../../../shared/api/fields';
import type { AppDeps } from '../../deps';
import { currentUser, requireUser } from '../../http/auth';
import { route } from '../../http/route';
import { getCustomer } from '../accounts/service';
import { statementCsv } from './csv';
import { apiLocale } from '../../i18n/translate';
import { renderCertificatePdf, renderStatementPdf } from './pdf';
import { getHoldingCertificate, getYearlyStatement, listStatementYears } from './service';

const file = (reply: FastifyReply, type: string, name: string, body: Buffer | string) =>
  reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
const PDF = 'application/pdf';
const CSV = 'text/csv; charset=utf-8';

/**
 * The holding certificate (per coin made from saved gold) and the yearly statement, for the
 * saver (owner only) and for an operator on a customer's behalf (under the console's gate).
 */
export function papersModule(app: FastifyInstance, deps: AppDeps) {
  const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

  route(
    app,
    papersApi.certificate,
    async (req, reply) => {
      privately(reply);
      return getHoldingCertificate(deps, currentUser(req).id, req.params.orderId);
    },
    { preHandler: requireUser },
  );
  app.get<{ Params: { orderId: string } }>(
    '/api/certificates/:orderId/pdf',
    {
      preHandler: requireUser,
      schema: {
        params: z.object({ orderId: ZId }),
        summary: 'The holding certificate as a PDF (owner only)',
        tags: ['papers'],
      },
    },
    async (req, reply) => {
      const c = await getHoldingCertificate(deps, currentUser(req).id, req.params.orderId);
      return file(
        reply,
        PDF,
        `holding-certificate-${c.merchantOrderId}.pdf`,
        await renderCertificatePdf(c, apiLocale(req)),
      );
    },
  );

  route(
    app,
    papersApi.years,
    async (req, reply) => {
      privately(reply);
      return listStatementYears(deps, currentUser(req).id);
    },
    { preHandler: requireUser },
  );
  route(
    app,
    papersApi.statement,
    async (req, reply) => {
      privately(reply);
      return getYearlyStatement(deps, currentUser(req).id, req.params.year);
    },
    { preHandler: requireUser },
  );
  const yearParams = z.object({ year: ZFinancialYearLabel });
  app.get<{ Params: { year: string } }>(
    '/api/statements/:year/pdf',
    {
      preHandler: requireUser,
      schema: { params: yearParams, summary: 'The yearly statement as a PDF', tags: ['papers'] },
    },
    async (req, reply) => {
      const s = await getYearlyStatement(deps, currentUser(req).id, req.params.year);
      // the member's language (profile, else the page's): labels beside the English (decision 013)
      const pdf = await renderStatementPdf(s, apiLocale(req));
      return file(reply, PDF, `statement-${s.year}.pdf`, pdf);
    },
  );
  app.get<{ Params: { year: string } }>(
    '/api/statements/:year/csv',
    {
      preHandler: requireUser,
      schema: { params: yearParams, summary: 'The yearly statement as CSV', tags: ['papers'] },
    },
    async (req, reply) => {
      const s = await getYearlyStatement(deps, currentUser(req).id, req.params.year);
      // the member's language: headers and labels "English / language" (decision 013)
      return file(reply, CSV, `statement-${s.year}.csv`, statementCsv(s, apiLocale(req)));
    },
  );

  // the console (behind the operator gate: every /api/admin route)
  route(app, papersApi.customerYears, async (req) => {
    await getCustomer(deps, req.params.userId);
    return listStatementYears(deps, req.params.userId);
  });
  route(app, papersApi.customerStatement, async (req) =>
    getYearlyStatement(deps, req.params.userId, req.params.year),
  );
  const customerParams = z.object({ userId: ZId, year: ZFinancialYearLabel });
  app.get<{ Params: { userId: string; year: string } }>(
    '/api/admin/customers/:userId/yearly-statements/:year/pdf',
    { schema: { params: customerParams, hide: true } },
    async (req, reply) => {
      const s = await getYearlyStatement(deps, req.params.userId, req.params.year);
      return file(
        reply,
        PDF,
        `statement-${s.year}-${req.params.userId}.pdf`,
        await renderStatementPdf(s),
      );
    },
  );
  app.get<{ Params: { userId: string; year: string } }>(
    '/api/admin/customers/:userId/yearly-statements/:year/csv',
    { schema: { params: customerParams, hide: true } },
    async (req, reply) => {
      const s = await getYearlyStatement(deps, req.params.userId, req.params.year);
      return file(reply, CSV, `statement-${s.year}-${req.params.userId}.csv`, statementCsv(s));
    },
  );
}

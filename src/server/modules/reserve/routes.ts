import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RESERVE_DOCUMENT_PATH, reserveAdminApi, reserveApi } from '../../../shared/api/reserve';
import { ZId } from '../../../shared/api/fields';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { currentUser, requireUser } from '../../http/auth';
import { currentOperator } from '../../http/operator-gate';
import { route } from '../../http/route';
import { reserveMessages } from './messages';
import {
  addDocument,
  addItem,
  consoleView,
  correctItem,
  getDocumentPdf,
  moveOutItem,
  prepareReserve,
  proofFor,
  publicReport,
  resumePurchases,
  snapshotNow,
} from './service';

const text = reserveMessages.en;

/** 10485760 -> "10 MB", 20480 -> "20 KB" */
const sizeText = (bytes: number) =>
  bytes >= 1_048_576
    ? `${Number((bytes / 1_048_576).toFixed(1))} MB`
    : `${Math.floor(bytes / 1024)} KB`;

/**
 * The reserve (decisions.md: Reserve; docs/reserve.md): the public figures and certificates, a
 * saver's proof, and the console's register, snapshots and resume (under /api/admin: the
 * operator gate answers 404 to anyone else).
 */
export async function reserveModule(app: FastifyInstance, deps: AppDeps) {
  await prepareReserve(deps);
  /** the operator's action now, for its audit row */
  const audited = (req: FastifyRequest) => ({ by: currentOperator(req), at: deps.clock.now() });

  route(app, reserveApi.report, async (_req, reply) => {
    // a snapshot changes a few times a day at most; a minute old is fresh enough to share
    reply.header('cache-control', 'public, max-age=60');
    return publicReport(deps);
  });
  route(
    app,
    reserveApi.proof,
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return proofFor(deps, currentUser(req).id);
    },
    { preHandler: requireUser },
  );
  app.get(
    RESERVE_DOCUMENT_PATH,
    { schema: { hide: true, params: z.object({ documentId: ZId }).strict() } },
    async (req, reply) => {
      const { documentId } = req.params as { documentId: string };
      const doc = await getDocumentPdf(deps.db, documentId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${documentId}.pdf"`)
        .header('cache-control', 'public, max-age=86400')
        .send(doc.bytes);
    },
  );

  route(app, reserveAdminApi.get, async () => consoleView(deps));
  route(app, reserveAdminApi.addItem, async (req) => {
    const { reason, ...item } = req.body;
    return addItem(deps, audited(req), { ...item, reason });
  });
  route(app, reserveAdminApi.correctItem, async (req) =>
    correctItem(deps, audited(req), req.params.itemId, req.body),
  );
  route(app, reserveAdminApi.moveOut, async (req) =>
    moveOutItem(deps, audited(req), req.params.itemId, req.body.reason),
  );
  route(app, reserveAdminApi.snapshot, async (req) => snapshotNow(deps, audited(req)));
  route(app, reserveAdminApi.resume, async (req) =>
    resumePurchases(deps, audited(req), req.body.reason),
  );

  // Multipart only here: the upload route lives in its own scope with the parser and its limits.
  const maxBytes = deps.config.RESERVE_DOCUMENT_MAX_BYTES;
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 },
    });
    route(
      scope,
      reserveAdminApi.addDocument,
      async (req) => {
        const missing = new AppError('VALIDATION_FAILED', text.documentMissing, {
          fields: { file: text.documentMissing },
        });
        if (!req.isMultipart())
          throw new AppError('VALIDATION_FAILED', text.documentType, {
            status: 415,
            fields: { file: text.documentType },
          });
        const file = await req.file();
        if (!file || file.fieldname !== 'file') throw missing;
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            const m = text.documentTooLarge(sizeText(maxBytes));
            throw new AppError('VALIDATION_FAILED', m, { status: 413, fields: { file: m } });
          }
          throw err;
        }
        if (bytes.length === 0) throw missing;
        return addDocument(deps, audited(req), req.query, bytes);
      },
      // the multipart body holds the file and its headers
      { bodyLimit: maxBytes + 64 * 1024 },
    );
  });
}

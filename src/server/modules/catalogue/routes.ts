import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogueAdminApi, catalogueApi } from '../../../shared/api/catalogue';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { currentOperator } from '../../http/operator-gate';
import { route } from '../../http/route';
import { catalogueCacheOf } from './cache';
import { catalogueMessages } from './messages';
import {
  addProductImage,
  createProduct,
  getImage,
  getProduct,
  listProducts,
  previewPrice,
  updateProduct,
  type Viewer,
} from './service';

const text = catalogueMessages.en;

const viewerOf = (req: FastifyRequest): Viewer => ({ isAdmin: req.user?.role === 'admin' });

/** 5242880 -> "5 MB", 1572864 -> "1.5 MB", 20480 -> "20 KB" */
const sizeText = (bytes: number) =>
  bytes >= 1_048_576
    ? `${Number((bytes / 1_048_576).toFixed(1))} MB`
    : `${Math.floor(bytes / 1024)} KB`;

/** The demo catalogue `npm start` seeds in sandbox mode (src/server/db/seed.ts). */
export { seedDemoCatalogue } from './seed';

export async function catalogueModule(app: FastifyInstance, deps: AppDeps) {
  const cache = catalogueCacheOf(deps);
  /** the operator's action now, for its audit row */
  const audited = (req: FastifyRequest) => ({ by: currentOperator(req), at: deps.clock.now() });

  route(app, catalogueApi.list, async (req, reply) => {
    // prices follow the gold price: never cached
    reply.header('cache-control', 'no-store');
    return listProducts(deps, deps.db, req.query, viewerOf(req), cache);
  });

  route(app, catalogueApi.get, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return getProduct(deps, deps.db, req.params.id, viewerOf(req));
  });

  // the console (behind the gate, as every /api/admin route): every write is audited
  route(app, catalogueAdminApi.list, async (req) =>
    listProducts(deps, deps.db, req.query, { isAdmin: true }),
  );
  route(app, catalogueAdminApi.get, async (req) =>
    getProduct(deps, deps.db, req.params.id, { isAdmin: true }),
  );
  route(app, catalogueAdminApi.create, async (req) => {
    const product = await createProduct(deps, deps.db, req.body, audited(req));
    cache.clear();
    return product;
  });
  route(app, catalogueAdminApi.update, async (req) => {
    const product = await updateProduct(deps, deps.db, req.params.id, req.body, audited(req));
    cache.clear();
    return product;
  });
  route(app, catalogueAdminApi.preview, async (req) => previewPrice(deps, deps.db, req.body));

  app.withTypeProvider<ZodTypeProvider>().get(
    catalogueApi.image.path,
    {
      schema: {
        params: catalogueApi.image.params,
        summary: 'A product image (WebP)',
        tags: ['catalogue'],
      },
    },
    async (req, reply) => {
      const { imageId, width } = req.params;
      const img = await getImage(
        deps.db,
        imageId,
        Number(width),
        viewerOf(req),
        req.headers['if-none-match'],
        cache,
      );
      // an image id never changes its pixels (a new upload gets a new id): cache for a year
      reply
        .header(
          'cache-control',
          img.productActive ? 'public, max-age=31536000, immutable' : 'private, no-store',
        )
        .header('etag', img.etag);
      if (img.notModified) return reply.code(304).send();
      return reply.type(img.contentType).send(img.bytes);
    },
  );

  // Multipart only here: the upload route lives in its own scope with the parser and its limits.
  const maxBytes = deps.config.PRODUCT_IMAGE_MAX_BYTES;
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 },
    });
    route(
      scope,
      catalogueAdminApi.uploadImage,
      async (req) => {
        const wrongType = new AppError('VALIDATION_FAILED', text.imageType, {
          status: 415,
          fields: { image: text.imageType },
        });
        if (!req.isMultipart()) throw wrongType;
        const file = await req.file();
        if (!file || file.fieldname !== 'image')
          throw new AppError('VALIDATION_FAILED', text.imageMissing, {
            fields: { image: text.imageMissing },
          });
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            const msg = text.imageTooLarge(sizeText(maxBytes));
            throw new AppError('VALIDATION_FAILED', msg, { status: 413, fields: { image: msg } });
          }
          throw err;
        }
        const image = await addProductImage(deps.db, req.params.id, bytes, audited(req));
        cache.clear();
        return image;
      },
      // the multipart body holds the image and its headers
      { bodyLimit: maxBytes + 64 * 1024 },
    );
  });
}

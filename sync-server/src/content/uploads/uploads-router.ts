// POST /api/uploads?purpose=banner|post|product|forum-topic: the body is the image itself (no multipart: there
// is one file and its name is of no use to us). Who may upload depends on what for: banners
// of campaigns need `advertisements-create` or `-update`, post banners `posts-create` or
// `-update`, product images `products-create` or `-update`.
// The permission is checked before the body is read; the body is refused past UPLOAD_MAX_BYTES
// (413), when its bytes are no accepted image (415), whatever the client called it; nothing is
// stored unless every variant was made. The answer names the stored variants, largest last.
import express from 'express';
import type { Permission } from '@poct/schemas';
import { claimsOf, type Auth } from '../../identity/index.ts';
import { assertAnyPermission } from '../../identity/index.ts';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { actorOf } from '../../identity/index.ts';
import { detectImageType, makeVariants, NotAnImage } from './image-variants.ts';
import type { UploadStore } from './upload-store.ts';

const PURPOSES: Record<string, readonly Permission[]> = {
  banner: ['advertisements-create', 'advertisements-update'],
  post: ['posts-create', 'posts-update'],
  product: ['products-create', 'products-update'],
  'forum-topic': [
    'forum-topics-create',
    'forum-topics-update',
    'forum-sub-topics-create',
    'forum-sub-topics-update',
  ],
};

export interface UploadsRouterDeps {
  auth: Auth;
  store: StoreClient;
  config: Config;
  uploads: UploadStore;
}

function tooLarge(config: Config): AppError {
  return new AppError(413, 'error.413.upload', {
    max: Math.round((config.uploadMaxBytes / (1024 * 1024)) * 10) / 10,
  });
}

export function createUploadsRouter(deps: UploadsRouterDeps): express.Router {
  const { auth, config, uploads } = deps;
  const router = express.Router();

  router.post(
    '/',
    auth.requireAuth,
    async (req, res, next) => {
      const purpose = typeof req.query.purpose === 'string' ? req.query.purpose : '';
      // Only the table's own keys: `__proto__`, `constructor`, `toString` are no purposes.
      if (!Object.hasOwn(PURPOSES, purpose)) throw new AppError(400, 'error.400');
      const permissions = PURPOSES[purpose]!;
      const actor = await actorOf(res, auth);
      assertAnyPermission(claimsOf(res), permissions);
      res.locals.uploader = actor.account.id;
      // A declared length over the limit is refused before a byte of the body is read.
      if (Number(req.headers['content-length'] ?? 0) > config.uploadMaxBytes) throw tooLarge(config);
      next();
    },
    // Any Content-Type: what the client says the file is does not count.
    express.raw({ type: () => true, limit: config.uploadMaxBytes }),
    async (req, res) => {
      const bytes: unknown = req.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new AppError(415, 'error.415.upload');
      const type = await detectImageType(bytes);
      if (!type) throw new AppError(415, 'error.415.upload');
      let variants;
      try {
        variants = await makeVariants(bytes);
      } catch (error) {
        if (error instanceof NotAnImage) throw new AppError(415, 'error.415.upload');
        throw error;
      }
      const stored = await uploads.save(bytes, variants);
      await auth.audit.record({
        event: 'upload_created',
        actor_id: String(res.locals.uploader),
        subject_id: stored.at(-1)!.url,
        detail: { purpose: req.query.purpose, type, bytes: bytes.length, variants: stored },
      });
      res.status(201).json({ url: stored.at(-1)!.url, variants: stored });
    },
  );

  // body-parser's own 413 (a body longer than it declared, or sent chunked) gets our text.
  router.use(((error, _req, _res, next) => {
    const status = (error as { status?: unknown }).status;
    next(status === 413 && !(error instanceof AppError) ? tooLarge(config) : error);
  }) as express.ErrorRequestHandler);
  return router;
}

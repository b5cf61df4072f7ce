// GET /uploads/<hash>-<width>.webp: the stored images. Names are content-addressed (see
// upload-store.ts), so browsers and proxies may keep them a year without asking again
// (`immutable`); the ETag still lets a client revalidate. The type is fixed (we wrote the file)
// and `nosniff` stops a browser from guessing another; any other name is a plain 404.
import express from 'express';
import { AppError } from '../../platform/http/app-error.ts';
import type { UploadStore } from './upload-store.ts';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function createUploadsServer(uploads: UploadStore): express.Router {
  const router = express.Router();
  router.get('/:name', (req, res, next) => {
    const file = uploads.fileOf(String(req.params.name));
    if (!file) throw new AppError(404, 'error.404.resource');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Type', 'image/webp');
    // An image opened on its own must not run anything, whatever a browser made of it.
    // (It replaces the site's policy from http/security-headers.ts; nothing may frame it either.)
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox; frame-ancestors 'none'");
    res.sendFile(file, { maxAge: ONE_YEAR_MS, immutable: true, dotfiles: 'deny' }, (error) => {
      if (!error) return;
      // The error answer is JSON, not the image these headers announced (the strict policy stays).
      res.removeHeader('Content-Type');
      const status = (error as { status?: number }).status;
      next(status === 404 ? new AppError(404, 'error.404.resource') : error);
    });
  });
  return router;
}

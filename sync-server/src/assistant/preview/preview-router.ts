import express from 'express';
import type { PreviewIndex } from './preview-index.ts';
import { AppError } from '../../platform/http/app-error.ts';

const MAX_QUERY_LENGTH = 200;

export function createSearchPreviewRouter(deps: { previewIndex: PreviewIndex }): express.Router {
  const router = express.Router();
  router.get('/preview', (req, res) => {
    const q = req.query.q;
    if (q !== undefined && typeof q !== 'string') throw new AppError(400, 'error.400');
    if ((q ?? '').length > MAX_QUERY_LENGTH) throw new AppError(400, 'error.400');
    res.setHeader('cache-control', 'no-store');
    res.json(deps.previewIndex.search(q ?? ''));
  });
  return router;
}

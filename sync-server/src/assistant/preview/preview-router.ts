// GET /api/search/preview?q=…, optionally with the search page's filter parameters
// (schemas/src/catalogue-query/search-filter.ts): each a single string of bounded length.
import express from 'express';
import { parseFilter } from '@poct/schemas';
import type { Auth } from '../../identity/index.ts';
import { claimsOf } from '../../identity/index.ts';
import type { PreviewIndex, PreviewReader } from './preview-index.ts';
import { AppError } from '../../platform/http/app-error.ts';

const MAX_QUERY_LENGTH = 200;
const MAX_FILTER_LENGTH = 2000;
const FILTER_PARAMS = [
  'param',
  'param_match',
  'conn',
  'conn_match',
  'trans',
  'trans_match',
  'sample',
  'subsample',
  'method',
  'area',
  'ivdr',
  'ce',
  'avail',
  'vol',
  'ttr',
  'price',
] as const;

export function createSearchPreviewRouter(deps: { previewIndex: PreviewIndex; auth: Auth }): express.Router {
  const router = express.Router();
  router.get('/preview', deps.auth.optionalAuth, async (req, res) => {
    const q = req.query.q;
    if (q !== undefined && typeof q !== 'string') throw new AppError(400, 'error.400');
    if ((q ?? '').length > MAX_QUERY_LENGTH) throw new AppError(400, 'error.400');
    const params = new URLSearchParams();
    for (const name of FILTER_PARAMS) {
      const value = req.query[name];
      if (value === undefined) continue;
      if (typeof value !== 'string' || value.length > MAX_FILTER_LENGTH) throw new AppError(400, 'error.400');
      params.set(name, value);
    }
    res.setHeader('cache-control', 'no-store');
    // Products for professionals are found by signed-in readers only.
    const reader: PreviewReader = claimsOf(res) ? 'signed-in' : 'guest';
    res.json(
      [...params.keys()].length === 0
        ? deps.previewIndex.search(q ?? '', reader)
        : await deps.previewIndex.searchFiltered(q ?? '', parseFilter(params), reader),
    );
  });
  return router;
}

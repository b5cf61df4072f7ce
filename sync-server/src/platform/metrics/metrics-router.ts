// GET /metrics for Prometheus, only with METRICS_TOKEN as a bearer token (compared in constant
// time); without METRICS_TOKEN the endpoint does not exist.
import crypto from 'node:crypto';
import express from 'express';
import { AppError } from '../http/app-error.ts';
import { registry } from './metrics.ts';

function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

export function createMetricsRouter(token: string): express.Router {
  const router = express.Router();
  router.get('/metrics', async (req, res) => {
    const header = req.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameToken(given, token))
      throw new AppError(401, 'error.401', undefined, { 'www-authenticate': 'Bearer' });
    res.set('content-type', registry.contentType);
    res.set('cache-control', 'no-store');
    res.send(await registry.metrics());
  });
  return router;
}

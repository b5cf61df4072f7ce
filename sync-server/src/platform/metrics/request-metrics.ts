// Request rate and latency per route pattern (metrics.ts), counted when the response ends or
// its connection closes, whichever comes first.
import type { RequestHandler } from 'express';
import { routePatternOf } from '../log/request-log.ts';
import { metrics } from './metrics.ts';

export const requestMetrics: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  let counted = false;
  const count = (): void => {
    if (counted) return;
    counted = true;
    const route = routePatternOf(req);
    metrics.requests.inc({ method: req.method, route, status: String(res.statusCode) });
    metrics.requestSeconds.observe(
      { method: req.method, route },
      Number(process.hrtime.bigint() - started) / 1e9,
    );
  };
  res.once('finish', count);
  res.once('close', count);
  next();
};

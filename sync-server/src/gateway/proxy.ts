// A plain node:http streaming proxy to the store. Express 5 parses no body by default, so the
// request streams through untouched; responses (including continuous and longpoll _changes)
// are piped without buffering.
import http from 'node:http';
import https from 'node:https';
import type { Request, Response } from 'express';
import type { StoreClient } from '../store/couch-client.ts';

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 256 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 256 }),
};

const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'if-none-match', 'if-match', 'content-length'];
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'etag',
  'cache-control',
  'transfer-encoding',
  'content-encoding',
];

export interface ProxyTarget {
  /** Path below the store's base URL, already encoded, e.g. `catalogue/_changes`. */
  path: string;
  query: URLSearchParams;
  /** A body to send instead of streaming the request's own. */
  body?: Buffer;
  /** Drop Accept-Encoding: express-pouchdb's compression buffers a continuous feed. */
  identity?: boolean;
}

export function proxyToStore(
  store: StoreClient,
  req: Request,
  res: Response,
  target: ProxyTarget,
  onUnavailable: () => void,
): void {
  const url = new URL(target.path, store.url);
  const search = target.query.toString();
  url.search = search ? `?${search}` : '';
  const headers: http.OutgoingHttpHeaders = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  if (!target.identity && req.headers['accept-encoding'])
    headers['accept-encoding'] = req.headers['accept-encoding'];
  if (store.authorization) headers.authorization = store.authorization;
  if (target.body) headers['content-length'] = String(target.body.length);

  const client = url.protocol === 'https:' ? https : http;
  const upstream = client.request(url, {
    method: req.method,
    headers,
    agent: url.protocol === 'https:' ? agents.https : agents.http,
  });
  upstream.on('response', (answer) => {
    const out: http.OutgoingHttpHeaders = { 'cache-control': 'no-store' };
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) out[name] = value;
    }
    res.writeHead(answer.statusCode ?? 502, out);
    res.flushHeaders();
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) onUnavailable();
    else res.destroy();
  });
  // A client that goes away (a longpoll aborted by the browser) ends the upstream request too.
  res.on('close', () => upstream.destroy());
  if (target.body) upstream.end(target.body);
  else if (req.method === 'GET' || req.method === 'HEAD') upstream.end();
  else req.pipe(upstream);
}

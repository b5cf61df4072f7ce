// A plain node:http streaming proxy to the store. Request bodies are the gateway's checked copy
// (replication-shapes.ts), never the request's own stream; successful responses (including
// continuous _changes) are piped without buffering, and a refusal of the store is never passed
// through: the gateway answers it with its own catalogue text.
import http from 'node:http';
import https from 'node:https';
import type { Request, Response } from 'express';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { storeUrl } from '../../platform/store/store-url.ts';

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 256 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 256 }),
};

// No content-length: the body sent is the gateway's own (or none), never the request's.
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'if-none-match', 'if-match'];
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
  /** The body to send (the gateway's checked copy); the request's own is never streamed on. */
  body?: Buffer;
  /** Drop Accept-Encoding: express-pouchdb's compression buffers a continuous feed. */
  identity?: boolean;
}

export function proxyToStore(
  store: StoreClient,
  req: Request,
  res: Response,
  target: ProxyTarget,
  /** The store refused (its status: nothing of its answer has been sent) or is unreachable
   * (undefined). Called only while no header has been sent. */
  onFailure: (status: number | undefined) => void,
): void {
  const url = storeUrl(store.url, target.path);
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
  if (target.body) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(target.body.length);
  }

  const client = url.protocol === 'https:' ? https : http;
  const upstream = client.request(url, {
    method: req.method,
    headers,
    agent: url.protocol === 'https:' ? agents.https : agents.http,
  });
  upstream.on('response', (answer) => {
    const status = answer.statusCode ?? 502;
    if (status >= 400) {
      answer.resume();
      if (!res.headersSent) onFailure(status);
      else res.destroy();
      return;
    }
    const out: http.OutgoingHttpHeaders = { 'cache-control': 'no-store' };
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) out[name] = value;
    }
    res.writeHead(status, out);
    res.flushHeaders();
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) onFailure(undefined);
    else res.destroy();
  });
  // A client that goes away (a longpoll aborted by the browser) ends the upstream request too.
  res.on('close', () => upstream.destroy());
  upstream.end(target.body);
}

// One request to the store whose whole answer is read into memory: the store client's JSON
// calls and the answers the gateway shares between callers (gateway/shared-reads.ts). Plain
// node:http on a keep-alive agent costs the server a fraction of what fetch (undici and web
// streams) costs per request, and asks for no compression (on loopback compressing in the store
// and decompressing here costs both processes CPU and saves nothing).
import http from 'node:http';
import https from 'node:https';
import { storeUrl } from './store-url.ts';

export interface StoreAnswer {
  status: number;
  /** Only the headers a replication client needs again (content-type, etag). */
  headers: Record<string, string>;
  body: Buffer;
}

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

const KEPT_HEADERS = ['content-type', 'etag'] as const;

type Store = { url: string; authorization: string | undefined };
type StoreRequest = {
  method: string;
  path: string;
  query?: URLSearchParams;
  body?: Buffer;
  signal?: AbortSignal;
};

/** Kept-alive sockets closed under a request that are tried past (the pool may hold several). */
const STALE_SOCKET_RETRIES = 3;

export async function storeAnswer(store: Store, request: StoreRequest): Promise<StoreAnswer> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(store, request);
    } catch (error) {
      // A kept-alive socket the store closed as this request went out (its idle timeout, which a
      // busy event loop can miss): the store never read the request, so it goes again, as
      // node:http's documentation advises for keep-alive agents.
      const stale = (error as { staleSocket?: boolean }).staleSocket === true;
      if (!stale || attempt >= STALE_SOCKET_RETRIES || request.signal?.aborted) throw error;
    }
  }
}

function send(store: Store, request: StoreRequest): Promise<StoreAnswer> {
  const url = storeUrl(store.url, request.path);
  if (request.query) {
    const search = request.query.toString();
    url.search = search ? `?${search}` : '';
  }
  const secure = url.protocol === 'https:';
  const headers: http.OutgoingHttpHeaders = { accept: 'application/json', 'accept-encoding': 'identity' };
  if (store.authorization) headers.authorization = store.authorization;
  if (request.body) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(request.body.length);
  }
  return new Promise<StoreAnswer>((resolve, reject) => {
    const upstream = (secure ? https : http).request(
      url,
      { method: request.method, headers, agent: secure ? agents.https : agents.http, signal: request.signal },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('close', () => {
          // Coded like a reset connection, so callers answer 503 (http/error-middleware.ts).
          if (!response.complete) {
            reject(
              Object.assign(new Error(`the store closed ${request.path} before the end`), {
                code: 'ECONNRESET',
              }),
            );
          }
        });
        response.on('end', () => {
          const kept: Record<string, string> = {};
          for (const name of KEPT_HEADERS) {
            const value = response.headers[name];
            if (typeof value === 'string') kept[name] = value;
          }
          resolve({ status: response.statusCode ?? 502, headers: kept, body: Buffer.concat(chunks) });
        });
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (upstream.reusedSocket && error.code === 'ECONNRESET') Object.assign(error, { staleSocket: true });
      reject(error);
    });
    upstream.end(request.body);
  });
}

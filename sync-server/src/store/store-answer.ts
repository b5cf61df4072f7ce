// One request to the store whose whole answer is read into memory: the store client's JSON
// calls and the answers the gateway shares between callers (gateway/shared-reads.ts). Plain
// node:http on a keep-alive agent costs the server a fraction of what fetch (undici and web
// streams) costs per request, and asks for no compression (on loopback compressing in the store
// and decompressing here costs both processes CPU and saves nothing).
import http from 'node:http';
import https from 'node:https';

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

export function storeAnswer(
  store: { url: string; authorization: string | undefined },
  request: { method: string; path: string; query?: URLSearchParams; body?: Buffer; signal?: AbortSignal },
): Promise<StoreAnswer> {
  const url = new URL(request.path, store.url);
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
    upstream.on('error', reject);
    upstream.end(request.body);
  });
}

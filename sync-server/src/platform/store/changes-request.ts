// `_changes` requests that can be cancelled cleanly. The projector long-polls each master and
// cancels the poll on stop or when it loses its lease. Cancelling a global fetch() whose body is
// still streaming leaves a never-used connection open to the store (nodejs/undici#5845: the
// aborted request is re-queued and a new socket is opened for it), and that stray socket keeps
// the embedded store from shutting down until its header timeout. Plain node:http on an agent we
// own destroys exactly the socket of the cancelled request, and stop() closes the rest.
import http from 'node:http';
import https from 'node:https';
import { StoreError, type ChangesResponse, type StoreClient } from './couch-client.ts';
import { storeUrl } from './store-url.ts';

export interface ChangesRequester {
  changes(db: string, params: Record<string, string>, signal: AbortSignal): Promise<ChangesResponse>;
  /**
   * A longpoll with a deadline we enforce ourselves: the embedded store ignores `timeout`, so
   * an idle database would hold the request forever. At the deadline the answer is CouchDB's
   * own for a timed-out longpoll: no results, `last_seq` where the caller stands.
   */
  longpoll(
    db: string,
    params: Record<string, string>,
    deadlineMs: number,
    signal: AbortSignal,
  ): Promise<ChangesResponse>;
  /** Closes every connection of this requester. */
  close(): void;
}

export function createChangesRequester(store: StoreClient): ChangesRequester {
  const secure = new URL(store.url).protocol === 'https:';
  const agent = secure ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  const send = secure ? https.request : http.request;

  const requester: ChangesRequester = {
    changes(db, params, signal) {
      const url = storeUrl(store.url, `${encodeURIComponent(db)}/_changes?${new URLSearchParams(params)}`);
      // No accept-encoding: a compressed long-poll is buffered by the embedded store.
      const headers: Record<string, string> = { accept: 'application/json' };
      if (store.authorization) headers.authorization = store.authorization;
      return new Promise<ChangesResponse>((resolve, reject) => {
        const request = send(url, { agent, headers, signal }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('close', () => {
            if (!response.complete) reject(new Error(`the store closed ${db}/_changes before the end`));
          });
          response.on('end', () => {
            try {
              const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
              const status = response.statusCode ?? 0;
              if (status < 200 || status >= 300) reject(new StoreError(status, body, `GET ${db}/_changes`));
              else resolve(body as ChangesResponse);
            } catch (error) {
              reject(error);
            }
          });
        });
        request.on('error', reject);
        request.end();
      });
    },
    async longpoll(db, params, deadlineMs, signal) {
      const deadline = AbortSignal.timeout(deadlineMs);
      try {
        return await requester.changes(
          db,
          { ...params, feed: 'longpoll' },
          AbortSignal.any([signal, deadline]),
        );
      } catch (error) {
        if (!deadline.aborted || signal.aborted) throw error;
        const since = params.since ?? '0';
        if (since !== 'now') return { results: [], last_seq: since };
        const info = await store.json<{ update_seq: string | number }>(encodeURIComponent(db), { signal });
        return { results: [], last_seq: info.update_seq };
      }
    },
    close() {
      agent.destroy();
    },
  };
  return requester;
}

// The bench page: the same engines and catalogue as the Node side, plus the real search worker
// (bundled by Vite as the app bundles it), exposed to the harness as `globalThis.benchPage`.
import SearchWorker from '../../web/src/features/search/search.worker.ts?worker';
import type { SearchRequest, SearchResponse } from '../../web/src/features/search/protocol.ts';
import type { SearchRecord } from '@poct/schemas/search';
import { EMPTY_FILTER } from '../../web/src/features/search/facets/filter-state.ts';
import { benchCards, benchRecords } from '../lib/catalogue.ts';
import { buildEngine, type EngineName, type SearchEngine } from '../lib/engines.ts';
import type { BenchPageApi } from './api.ts';

const CHUNK = 2000;

let records: SearchRecord[] = [];
const engines = new Map<EngineName, SearchEngine>();
let worker: InstanceType<typeof SearchWorker> | undefined;
let seq = 0;
const waiting = new Map<number, (response: SearchResponse) => void>();

function send(message: SearchRequest): void {
  (worker as InstanceType<typeof SearchWorker>).postMessage(message);
}

function answer(forSeq: number): Promise<SearchResponse> {
  return new Promise((resolve) => waiting.set(forSeq, resolve));
}

const api: BenchPageApi = {
  prepare(size) {
    const started = performance.now();
    engines.clear();
    records = benchRecords(size);
    return { records: records.length, ms: performance.now() - started };
  },
  build(engine) {
    const started = performance.now();
    engines.set(engine, buildEngine(engine, records));
    return { ms: performance.now() - started };
  },
  drop(engine) {
    engines.delete(engine);
  },
  type(engine, queries, limit) {
    const index = engines.get(engine);
    if (!index) throw new Error(`${engine} is not built`);
    const times: number[] = [];
    const totals: number[] = [];
    for (const query of queries) {
      const started = performance.now();
      const { total } = index.search(query, limit);
      times.push(performance.now() - started);
      totals.push(total);
    }
    return { times, totals };
  },
  async workerReplace() {
    api.workerStop();
    worker = new SearchWorker();
    worker.onmessage = ({ data }) => {
      const response = data as SearchResponse;
      waiting.get(response.seq)?.(response);
      waiting.delete(response.seq);
    };
    // The worker holds cards (the page's size, with their master data), not search records.
    const { cards, masterdata } = benchCards(records.length);
    const started = performance.now();
    send({ type: 'masterdata', seq: ++seq, masterdata });
    const mySeq = ++seq;
    const done = answer(mySeq);
    for (let from = 0; from < cards.length || from === 0; from += CHUNK) {
      const part = cards.slice(from, from + CHUNK);
      send({ type: 'replace', seq: mySeq, cards: part, last: from + CHUNK >= cards.length });
    }
    const response = await done;
    return { ms: performance.now() - started, workerMs: response.type === 'applied' ? response.tookMs : NaN };
  },
  async workerType(queries, limit) {
    const times: number[] = [];
    const workerTimes: number[] = [];
    const totals: number[] = [];
    for (const query of queries) {
      const started = performance.now();
      const mySeq = ++seq;
      const reply = answer(mySeq);
      // The page's one question per key: cards, total and facet counts (protocol.ts).
      send({ type: 'query', seq: mySeq, query, filter: EMPTY_FILTER, limit });
      const response = await reply;
      times.push(performance.now() - started);
      if (response.type !== 'answer') throw new Error(`worker answered ${response.type}`);
      workerTimes.push(response.tookMs);
      totals.push(response.total);
    }
    return { times, workerTimes, totals };
  },
  workerStop() {
    worker?.terminate();
    worker = undefined;
    waiting.clear();
  },
};

(globalThis as unknown as { benchPage: BenchPageApi }).benchPage = api;

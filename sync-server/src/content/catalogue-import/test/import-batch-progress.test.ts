// A batch larger than one chunk, on the real server: the batch the client polls shows how far
// the apply has come while it runs, a dry run that finds an error keeps none of the entries it
// had stored, and an undo of a stopped apply takes back a write that reached the store before
// its entry said so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/support/test-server.ts';
import { applyBatch, entryRange, IMPORTS_DB, type BatchEntry } from '../batches.ts';
import { WRITE_CHUNK } from '../limits.ts';
import {
  batchCall,
  countDocs,
  dryRun,
  GERMAN_HEADER,
  markApplyDied,
  windows1252Csv,
} from './import-client.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('staff');
});
afterAll(async () => {
  await server?.close();
});

/** `count` products of one test each, named after `prefix`. */
const products = (prefix: string, count: number) =>
  Array.from(
    { length: count },
    (_, index) => `${prefix} ${index};Nordwerk AG;5;6;5;5;2025-07-01;CRP;Test;Serum;10;5`,
  );

describe('import batches larger than a chunk', () => {
  it('shows the apply’s progress on the batch, chunk by chunk, and the whole at the end', async () => {
    const count = WRITE_CHUNK + 10;
    const plan = await dryRun(
      server,
      token,
      windows1252Csv([GERMAN_HEADER, ...products('Fortschritt', count)]),
    );
    const batchId = plan.body.batch_id!;
    const planned = await server.api(`/api/catalogue-import/batches/${batchId}`, { token });
    expect(await planned.json()).toMatchObject({ status: 'planned', progress: { done: 0, total: count } });

    const seen: unknown[] = [];
    const applied = await applyBatch(server.store, batchId, 'user-staff', async (done, total) => {
      // What a client polling the batch reads at that moment.
      const view = await server.api(`/api/catalogue-import/batches/${batchId}`, { token });
      const body = (await view.json()) as { status: string; progress: unknown };
      seen.push({ done, total, status: body.status, progress: body.progress });
    });
    expect(seen[0]).toEqual({
      done: WRITE_CHUNK,
      total: count,
      status: 'applying',
      progress: { done: WRITE_CHUNK, total: count },
    });
    expect(seen).toHaveLength(2);
    expect(applied).toMatchObject({
      status: 'applied',
      progress: { done: count, total: count },
      results: { applied: count, conflicts: 0 },
    });
  });

  it('keeps none of the entries it stored when the file turns out to have an error', async () => {
    const before = await countDocs(server, IMPORTS_DB);
    // The error is in the last product, after more than a chunk of entries went to the store.
    const lines = [
      ...products('Spätfehler', WRITE_CHUNK + 20),
      'Spätfehler X;Nordwerk AG;30;20;25;25;2025-07-01;CRP;Test;Serum;10;5',
    ];
    const plan = await dryRun(server, token, windows1252Csv([GERMAN_HEADER, ...lines]));
    expect(plan.body.counts).toMatchObject({ error_rows: 1 });
    expect(plan.body.batch_id).toBeUndefined();
    expect(await countDocs(server, IMPORTS_DB)).toBe(before);
  });

  it('undoes a write of a stopped apply that reached the store while its entry was still planned', async () => {
    const plan = await dryRun(server, token, windows1252Csv([GERMAN_HEADER, ...products('Abgebrochen', 2)]));
    const batchId = plan.body.batch_id!;
    const [a, b] = await server.store.allDocs<BatchEntry>(IMPORTS_DB, entryRange(batchId));
    // The process died after writing product A, before A's entry was saved as applied.
    await server.store.put('catalogue_master', a!.next);
    await markApplyDied(server, batchId);

    const undone = await batchCall(server, token, batchId, 'undo');
    expect(undone.body).toMatchObject({ status: 'undone', results: { undone: 1, undo_conflicts: 0 } });
    expect(await server.store.get('catalogue_master', a!.doc_id)).toBeUndefined();
    expect(await server.store.get('catalogue_master', b!.doc_id)).toBeUndefined();
  });
});

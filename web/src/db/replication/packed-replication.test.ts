import 'fake-indexeddb/auto';
import { firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { CouchDoc } from './couch-documents.ts';
import { openPackedDatabase } from '../storage/local-database.ts';
import { replicatePacked, snapshotChanges } from './packed-replication.ts';
import type { PackedDoc } from '../storage/packed-store.ts';

const couch = (id: string, rev: string): CouchDoc => ({ _id: id, _rev: rev, name: id });
const held = (id: string, rev: string): [string, PackedDoc] => [
  id,
  { doc: { id, _deleted: false, name: id }, rev },
];

describe('loading a snapshot', () => {
  it('takes every document of the snapshot on an empty device, without the server views', () => {
    const changes = snapshotChanges(
      [couch('a', '1-a'), couch('_design/x', '1-x'), couch('b', '2-b')],
      new Map(),
    );
    expect(changes).toEqual([
      { doc: { id: 'a', _deleted: false, name: 'a' }, rev: '1-a' },
      { doc: { id: 'b', _deleted: false, name: 'b' }, rev: '2-b' },
    ]);
  });

  it('over a partial pull writes only what differs: newer revisions, new documents, and deletions', () => {
    const device = new Map([held('same', '3-s'), held('older', '1-o'), held('gone', '1-g')]);
    const changes = snapshotChanges(
      [couch('same', '3-s'), couch('older', '2-o'), couch('new', '1-n')],
      device,
    );
    expect(changes.map((change) => `${change.doc.id}@${change.rev}:${change.doc._deleted}`)).toEqual([
      'older@2-o:false',
      'new@1-n:false',
      'gone@:true',
    ]);
  });
});

describe('news of a change while a round runs', () => {
  let counter = 0;

  /**
   * A pull of `catalogue` from a server whose snapshot (seq 5) and `_changes` answers the test
   * holds; `onChanges` runs when a `_changes` request arrives, before it is answered.
   */
  async function pullWithHeldSnapshot(onChanges: (pull: { reSync(newsAt?: number): void }) => void) {
    const local = await openPackedDatabase(`poct-news-test-${++counter}`, ['catalogue']);
    let release: () => void = () => {};
    const snapshotHeld = new Promise<void>((resolve) => (release = resolve));
    const changesAsked: string[] = [];
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    const pull = replicatePacked({
      collection: local.db.collections.catalogue!,
      database: 'catalogue',
      deps: {
        accessToken: async () => 'token',
        locale: () => 'en',
        baseUrl: 'http://gateway.test',
        async fetch(input) {
          const url = new URL(String(input));
          if (url.pathname.endsWith('/_snapshot')) {
            await snapshotHeld;
            return json({ db: 'catalogue', seq: 5, count: 1, docs: [{ _id: 'p1', _rev: '1-a', name: 'A' }] });
          }
          changesAsked.push(url.searchParams.get('since') ?? '');
          onChanges(pull);
          return json({ results: [], last_seq: 5 });
        },
      },
      hooks: { onRefused: () => {}, onRejected: () => {}, onReachable: () => {} },
      packer: local.packers.get('catalogue')!,
      snapshot: true,
    });
    pull.start();
    const settled = async () => {
      await pull.awaitInitialReplication();
      await firstValueFrom(pull.active$.pipe(filter((active) => !active)));
      await pull.cancel();
      return { changesAsked, held: local.packers.get('catalogue')!.docs.size };
    };
    return { pull, release, settled };
  }

  it('news that came before the catch-up asked the server costs no second round', async () => {
    const { pull, release, settled } = await pullWithHeldSnapshot(() => {});
    // The change stream connects while the snapshot is on its way (a first sync's usual order).
    pull.reSync();
    release();
    expect(await settled()).toEqual({ changesAsked: ['5'], held: 1 });
  });

  it('news stamped before the catch-up asked, but read after it, costs no second round', async () => {
    // The change stream opened early; its "connected" is read while the catch-up is on its way.
    const openedAt = performance.now();
    let told = false;
    const { release, settled } = await pullWithHeldSnapshot((pull) => {
      if (told) return;
      told = true;
      pull.reSync(openedAt);
    });
    release();
    expect(await settled()).toEqual({ changesAsked: ['5'], held: 1 });
  });

  it('news stamped after the catch-up asked gets a round of its own', async () => {
    let told = false;
    const { release, settled } = await pullWithHeldSnapshot((pull) => {
      if (told) return;
      told = true;
      pull.reSync(performance.now() + 1);
    });
    release();
    expect(await settled()).toEqual({ changesAsked: ['5', '5'], held: 1 });
  });

  it('news that came after the catch-up asked the server gets a round of its own', async () => {
    let told = false;
    const { release, settled } = await pullWithHeldSnapshot((pull) => {
      if (told) return;
      told = true;
      pull.reSync();
    });
    release();
    expect(await settled()).toEqual({ changesAsked: ['5', '5'], held: 1 });
  });
});

// The projector against the real embedded store: what premium readers replicate is exactly the
// visible part of the masters, it follows changes live, survives restarts and crashes of the
// store without losing or duplicating writes, and only one projector works at a time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEmbeddedStore, type EmbeddedStore } from '../../platform/store/embedded-store.ts';
import { createStoreClient, type CouchDoc, type StoreClient } from '../../platform/store/couch-client.ts';
import { ALL_DATABASES, MASTERS, PROJECTION_OF, type MasterName } from '../../platform/store/databases.ts';
import { contentOf, projectDocument } from './project-document.ts';
import { LEASE_ID, checkpointId, startProjector, type Projector, type ProjectorTiming } from './projector.ts';

let embedded: EmbeddedStore;
let store: StoreClient;
let running: Projector[] = [];
let logs: string[] = [];

beforeEach(async () => {
  embedded = await startEmbeddedStore(fs.mkdtempSync(path.join(os.tmpdir(), 'poct-projector-')), 0);
  store = createStoreClient(embedded.url, embedded.authorization);
  for (const name of ALL_DATABASES) await store.ensureDatabase(name);
  logs = [];
});

afterEach(async () => {
  await Promise.all(running.map((projector) => projector.stop()));
  running = [];
  await embedded.stop();
});

function start(options: { leaseOwner?: string; timing?: Partial<ProjectorTiming> } = {}): Projector {
  const projector = startProjector({ store, log: (message) => logs.push(message), ...options });
  running.push(projector);
  return projector;
}

const now = '2026-03-01T10:00:00.000Z';

function product(id: string, fields: Record<string, unknown> = {}): CouchDoc {
  return {
    _id: id,
    name: { de: `Gerät ${id}`, en: `Device ${id}` },
    manufacturer: 'Demo Diagnostics',
    visible: true,
    internal_note: `staff only: ${id}`,
    updated_by: 'staff-1',
    created_at: now,
    updated_at: now,
    ...fields,
  };
}

/** Writes a master document on top of its current revision (creates it when missing). */
async function save(db: MasterName, doc: CouchDoc): Promise<void> {
  const current = await store.get(db, doc._id);
  await store.put(db, { ...doc, ...(current ? { _rev: current._rev } : {}) });
}

async function update(db: MasterName, id: string, patch: Record<string, unknown>): Promise<void> {
  const current = await store.get(db, id);
  if (!current) throw new Error(`${db}/${id} is missing`);
  await store.put(db, { ...current, ...patch });
}

async function remove(db: MasterName, id: string): Promise<void> {
  const current = await store.get(db, id);
  if (!current) throw new Error(`${db}/${id} is missing`);
  await store.bulkDocs(db, [{ _id: id, _rev: current._rev, _deleted: true }]);
}

async function allDocs(db: string): Promise<CouchDoc[]> {
  return store.allDocs(db);
}

/** Every projection equals, document for document, the projection of its master. */
async function expectExactProjections(): Promise<void> {
  const products = new Map((await allDocs('catalogue_master')).map((doc) => [doc._id, doc]));
  const productOf = (doc: CouchDoc) =>
    typeof doc.product_id === 'string' ? products.get(doc.product_id) : undefined;
  for (const master of MASTERS) {
    const expected = (await allDocs(master))
      .map((doc) => projectDocument(master, doc, productOf(doc)))
      .filter((doc): doc is CouchDoc => doc !== null);
    const actual = (await allDocs(PROJECTION_OF[master])).map(contentOf);
    expect(actual, PROJECTION_OF[master]).toEqual(expected);
  }
}

async function revisions(db: string): Promise<Map<string, string | undefined>> {
  return new Map((await allDocs(db)).map((doc) => [doc._id, doc._rev]));
}

async function projectionChanges(db: string, id: string) {
  const { results } = await store.changes(db, { since: '0', style: 'all_docs' });
  return results.filter((change) => change.id === id);
}

function restartOfStore(): Promise<void> {
  return new Promise((resolve) => embedded.onRestart(resolve));
}

describe('projecting the masters', () => {
  it('puts a visible product into catalogue without internal_note or updated_by', async () => {
    await save('catalogue_master', product('p-visible'));
    await save('catalogue_master', product('p-hidden', { visible: false }));
    await save('masterdata_master', {
      _id: 'md-crp',
      type: 'parameter',
      name: { de: 'CRP', en: 'CRP' },
      updated_by: 'staff-1',
    });
    await save('publications_master', {
      _id: 'l-1',
      product_id: 'p-visible',
      visible: true,
      updated_by: 'staff-1',
    });
    await save('publications_master', { _id: 'l-2', product_id: 'p-visible', visible: false });
    await store.put('catalogue_master', { _id: '_design/staff', views: {} });
    const projector = start();
    await projector.idle();

    const projected = await store.get('catalogue', 'p-visible');
    expect(projected).toMatchObject({
      name: { de: 'Gerät p-visible', en: 'Device p-visible' },
      visible: true,
    });
    expect(projected).not.toHaveProperty('internal_note');
    expect(projected).not.toHaveProperty('updated_by');
    expect(await store.get('catalogue', 'p-hidden')).toBeUndefined();
    expect(await store.get('catalogue', '_design/staff')).toBeUndefined();
    expect(await store.get('masterdata', 'md-crp')).not.toHaveProperty('updated_by');
    expect((await allDocs('publications')).map((doc) => doc._id)).toEqual(['l-1']);
    await expectExactProjections();
  });

  it('deletes a product from catalogue within a second of hiding it, and the deletion replicates', async () => {
    await save('catalogue_master', product('p1'));
    const projector = start();
    await projector.idle();
    expect(await store.get('catalogue', 'p1')).toBeDefined();

    await update('catalogue_master', 'p1', { visible: false });
    await vi.waitFor(async () => expect(await store.get('catalogue', 'p1')).toBeUndefined(), {
      timeout: 1000,
      interval: 10,
    });
    // A tombstone, not a purge: replication carries the deletion to every device.
    expect(await projectionChanges('catalogue', 'p1')).toMatchObject([{ deleted: true }]);
  });

  it('has removed a hidden product once idle() resolves', async () => {
    await save('catalogue_master', product('p1'));
    const projector = start();
    await projector.idle();
    await update('catalogue_master', 'p1', { visible: false });
    await projector.idle();
    expect(await store.get('catalogue', 'p1')).toBeUndefined();
  });

  it('restores a product with its latest content when it is unhidden', async () => {
    await save('catalogue_master', product('p1'));
    const projector = start();
    await projector.idle();
    await update('catalogue_master', 'p1', { visible: false });
    await projector.idle();
    await update('catalogue_master', 'p1', { manufacturer: 'Renamed GmbH' });
    await projector.idle();
    expect(await store.get('catalogue', 'p1')).toBeUndefined();

    await update('catalogue_master', 'p1', { visible: true });
    await vi.waitFor(
      async () => expect(await store.get('catalogue', 'p1')).toMatchObject({ manufacturer: 'Renamed GmbH' }),
      { timeout: 1000, interval: 10 },
    );
    await projector.idle();
    await expectExactProjections();
  });

  it('deletes from the projection what is deleted in the master', async () => {
    await save('catalogue_master', product('p1'));
    await save('masterdata_master', { _id: 'md-1', type: 'method', name: { de: 'A', en: 'A' } });
    await save('publications_master', { _id: 'l-1', product_id: 'p1', visible: true });
    const projector = start();
    await projector.idle();

    await remove('catalogue_master', 'p1');
    await remove('masterdata_master', 'md-1');
    await remove('publications_master', 'l-1');
    await projector.idle();
    expect(await store.get('catalogue', 'p1')).toBeUndefined();
    expect(await store.get('masterdata', 'md-1')).toBeUndefined();
    expect(await store.get('publications', 'l-1')).toBeUndefined();
    expect(await projectionChanges('masterdata', 'md-1')).toMatchObject([{ deleted: true }]);
  });

  it('does not leak a hidden product that changes', async () => {
    await save('catalogue_master', product('secret', { visible: false }));
    const projector = start();
    await projector.idle();
    await update('catalogue_master', 'secret', {
      name: { de: 'Neu', en: 'New' },
      internal_note: 'still hidden',
    });
    await update('catalogue_master', 'secret', { price: { min: 1, max: 2 } });
    await projector.idle();
    // Not even a tombstone: the projection never heard of it.
    expect(await projectionChanges('catalogue', 'secret')).toEqual([]);
  });

  it('projects the consumable cost per test and quality control for premium readers, and takes them away with the product', async () => {
    const running = { consumable_cost_per_test: 4.5, quality_control: { per_day: 1, per_lot: 2 } };
    await save('catalogue_master', product('costed', running));
    const projector = start();
    await projector.idle();
    expect(await store.get('catalogue', 'costed')).toMatchObject(running);
    expect(await store.get('catalogue', 'costed')).not.toHaveProperty('internal_note');
    await update('catalogue_master', 'costed', { visible: false });
    await projector.idle();
    expect(JSON.stringify(await allDocs('catalogue'))).not.toContain('consumable_cost_per_test');
  });

  it("keeps only visible products in a product's alternatives, so readers never read a hidden one's id", async () => {
    await save('catalogue_master', product('secret', { visible: false }));
    await save('catalogue_master', product('shown'));
    await save(
      'catalogue_master',
      product('p1', { alternatives_pinned: ['secret', 'shown'], alternatives_excluded: ['secret', 'gone'] }),
    );
    const projector = start();
    await projector.idle();
    const projected = await store.get('catalogue', 'p1');
    expect(projected).toMatchObject({ alternatives_pinned: ['shown'] });
    expect(projected).not.toHaveProperty('alternatives_excluded');
    expect(JSON.stringify(await allDocs('catalogue'))).not.toContain('secret');
    // The master keeps staff's lists; a later change of the product projects them again.
    await update('catalogue_master', 'secret', { visible: true });
    await update('catalogue_master', 'p1', { manufacturer: 'Other' });
    await projector.idle();
    expect(await store.get('catalogue', 'p1')).toMatchObject({
      alternatives_pinned: ['secret', 'shown'],
      alternatives_excluded: ['secret'],
    });
  });

  it('updates the projection when a visible product changes, and drops fields removed in the master', async () => {
    await save('catalogue_master', product('p1', { image_url: 'https://example.test/p1.png' }));
    const projector = start();
    await projector.idle();
    const { image_url: _dropped, ...withoutImage } = (await store.get('catalogue_master', 'p1'))!;
    await store.put('catalogue_master', { ...withoutImage, manufacturer: 'Other' });
    await projector.idle();
    const projected = await store.get('catalogue', 'p1');
    expect(projected).toMatchObject({ manufacturer: 'Other' });
    expect(projected).not.toHaveProperty('image_url');
  });

  it('projects 2,000 documents written in one bulk', async () => {
    const docs = Array.from({ length: 2000 }, (_, index) =>
      product(`bulk-${String(index).padStart(4, '0')}`, { visible: index % 4 !== 0 }),
    );
    await store.bulkDocs('catalogue_master', docs);
    const projector = start();
    await projector.idle();
    const projected = await allDocs('catalogue');
    expect(projected).toHaveLength(1500);
    expect(projected.some((doc) => 'internal_note' in doc || 'updated_by' in doc)).toBe(false);
    await expectExactProjections();
  });
});

describe('publications follow their product', () => {
  function link(id: string, productId: string, fields: Record<string, unknown> = {}): CouchDoc {
    return {
      _id: id,
      product_id: productId,
      title: `Study ${id}`,
      visible: true,
      updated_by: 'staff-1',
      created_at: now,
      updated_at: now,
      ...fields,
    };
  }

  async function publicationIds(): Promise<string[]> {
    return (await allDocs('publications')).map((doc) => doc._id);
  }

  it('projects a visible link only while its product exists, is visible and shows its links', async () => {
    await save('catalogue_master', product('p-shown', { links_visible: true }));
    await save('catalogue_master', product('p-hidden', { visible: false, links_visible: true }));
    await save('catalogue_master', product('p-no-links', { links_visible: false }));
    await save('catalogue_master', product('p-unset'));
    await save('publications_master', link('l-shown', 'p-shown'));
    await save('publications_master', link('l-hidden-link', 'p-shown', { visible: false }));
    await save('publications_master', link('l-of-hidden', 'p-hidden'));
    await save('publications_master', link('l-of-no-links', 'p-no-links'));
    await save('publications_master', link('l-of-unset', 'p-unset'));
    await save('publications_master', link('l-orphan', 'p-missing'));
    const projector = start();
    await projector.idle();

    expect(await publicationIds()).toEqual(['l-of-unset', 'l-shown']);
    // Not even a tombstone: readers never heard of the others.
    for (const id of ['l-hidden-link', 'l-of-hidden', 'l-of-no-links', 'l-orphan']) {
      expect(await projectionChanges('publications', id), id).toEqual([]);
    }
    await expectExactProjections();
  });

  it('removes the links of a product that is hidden and restores them, with their latest content, when it is unhidden', async () => {
    await save('catalogue_master', product('p1'));
    await save('catalogue_master', product('p2'));
    await save('publications_master', link('l-1', 'p1'));
    await save('publications_master', link('l-2', 'p1'));
    await save('publications_master', link('l-3', 'p1', { visible: false }));
    await save('publications_master', link('l-9', 'p2'));
    const projector = start();
    await projector.idle();
    expect(await publicationIds()).toEqual(['l-1', 'l-2', 'l-9']);
    const other = (await store.get('publications', 'l-9'))?._rev;

    await update('catalogue_master', 'p1', { visible: false });
    // idle() covers the links that follow the product, not only the product.
    await projector.idle();
    expect(await publicationIds()).toEqual(['l-9']);
    // Tombstones, so the removal replicates to every device.
    expect(await projectionChanges('publications', 'l-1')).toMatchObject([{ deleted: true }]);
    expect(await projectionChanges('publications', 'l-2')).toMatchObject([{ deleted: true }]);

    await update('publications_master', 'l-1', { title: 'Edited while hidden' });
    await projector.idle();
    expect(await store.get('publications', 'l-1')).toBeUndefined();

    await update('catalogue_master', 'p1', { visible: true });
    await projector.idle();
    expect(await publicationIds()).toEqual(['l-1', 'l-2', 'l-9']);
    expect(await store.get('publications', 'l-1')).toMatchObject({ title: 'Edited while hidden' });
    expect(await store.get('publications', 'l-3')).toBeUndefined();
    expect((await store.get('publications', 'l-9'))?._rev).toBe(other);
    await expectExactProjections();
  });

  it('removes the links of a product whose links_visible turns false, and restores them when it turns true', async () => {
    await save('catalogue_master', product('p1', { links_visible: true }));
    await save('publications_master', link('l-1', 'p1'));
    await save('publications_master', link('l-2', 'p1'));
    const projector = start();
    await projector.idle();
    expect(await publicationIds()).toEqual(['l-1', 'l-2']);

    await update('catalogue_master', 'p1', { links_visible: false });
    await projector.idle();
    expect(await publicationIds()).toEqual([]);
    // The product itself stays.
    expect(await store.get('catalogue', 'p1')).toMatchObject({ links_visible: false });

    await update('catalogue_master', 'p1', { links_visible: true });
    await projector.idle();
    expect(await publicationIds()).toEqual(['l-1', 'l-2']);
    await expectExactProjections();
  });

  it('projects a link once its product appears, and removes it when the product is deleted', async () => {
    await save('publications_master', link('l-1', 'p-later'));
    const projector = start();
    await projector.idle();
    expect(await publicationIds()).toEqual([]);

    await save('catalogue_master', product('p-later'));
    await projector.idle();
    expect(await publicationIds()).toEqual(['l-1']);

    await remove('catalogue_master', 'p-later');
    await projector.idle();
    expect(await publicationIds()).toEqual([]);
    await expectExactProjections();
  });

  it('follows a link that moves to another product', async () => {
    await save('catalogue_master', product('p-shown'));
    await save('catalogue_master', product('p-hidden', { visible: false }));
    await save('publications_master', link('l-1', 'p-hidden'));
    const projector = start();
    await projector.idle();
    expect(await publicationIds()).toEqual([]);

    await update('publications_master', 'l-1', { product_id: 'p-shown' });
    await projector.idle();
    expect(await publicationIds()).toEqual(['l-1']);

    await update('publications_master', 'l-1', { product_id: 'p-hidden' });
    await projector.idle();
    expect(await publicationIds()).toEqual([]);
    // Unhiding its former product brings nothing back.
    await update('publications_master', 'l-1', { product_id: 'p-shown' });
    await update('catalogue_master', 'p-shown', { visible: false });
    await projector.idle();
    expect(await publicationIds()).toEqual([]);
    await expectExactProjections();
  });

  it('ends exact when products are hidden and unhidden while their links change', async () => {
    for (let index = 0; index < 5; index++) {
      await save('catalogue_master', product(`p${index}`));
      for (let number = 0; number < 4; number++) {
        await save('publications_master', link(`l-${index}-${number}`, `p${index}`));
      }
    }
    const projector = start();
    await projector.idle();

    // Both followers busy at once; nobody waits for the projector in between.
    await Promise.all([
      (async () => {
        for (let round = 0; round < 12; round++) {
          await update('catalogue_master', `p${round % 5}`, { visible: round % 2 === 1 });
          await update('catalogue_master', `p${(round + 2) % 5}`, { links_visible: round % 3 !== 0 });
        }
      })(),
      (async () => {
        for (let round = 0; round < 12; round++) {
          await update('publications_master', `l-${round % 5}-${round % 4}`, {
            visible: round % 4 !== 0,
            title: `Round ${round}`,
          });
        }
      })(),
    ]);
    await projector.idle();
    await expectExactProjections();
  });

  it('resumes after a restart of projector and store with the links of changed products exact', async () => {
    for (let index = 0; index < 6; index++) {
      await save('catalogue_master', product(`p${index}`, { visible: index !== 3 }));
      await save('publications_master', link(`l-${index}-a`, `p${index}`));
      await save('publications_master', link(`l-${index}-b`, `p${index}`));
    }
    const first = start();
    await first.idle();
    const before = await revisions('publications');
    await first.stop();

    const restarted = restartOfStore();
    embedded.kill('SIGKILL');
    await restarted;

    // Meanwhile: hide one product, hide the links of another, unhide a third, delete a fourth,
    // and give a hidden product a new link.
    await update('catalogue_master', 'p0', { visible: false });
    await update('catalogue_master', 'p1', { links_visible: false });
    await update('catalogue_master', 'p3', { visible: true });
    await remove('catalogue_master', 'p4');
    await save('publications_master', link('l-0-c', 'p0'));

    const second = start();
    await second.idle();
    await expectExactProjections();
    expect(await publicationIds()).toEqual(['l-2-a', 'l-2-b', 'l-3-a', 'l-3-b', 'l-5-a', 'l-5-b']);
    const after = await revisions('publications');
    for (const id of ['l-2-a', 'l-2-b', 'l-5-a', 'l-5-b']) expect(after.get(id), id).toBe(before.get(id));
  });

  it('removes links that projectors before this rule left behind, and leaves the others untouched', async () => {
    await save('catalogue_master', product('p-shown'));
    await save('catalogue_master', product('p-hidden', { visible: false }));
    await save('publications_master', link('l-kept', 'p-shown'));
    await save('publications_master', link('l-leaked', 'p-hidden'));
    // What an older projector left: both links projected, both checkpoints at the end, no
    // rules version in them.
    for (const id of ['l-kept', 'l-leaked']) {
      const {
        _rev: _ignored,
        updated_by: _staff,
        ...content
      } = (await store.get('publications_master', id))!;
      await store.put('publications', content);
    }
    await store.put(
      'catalogue',
      projectDocument('catalogue_master', (await store.get('catalogue_master', 'p-shown'))!)!,
    );
    for (const master of ['catalogue_master', 'publications_master'] as const) {
      await store.put('server_state', {
        _id: checkpointId(master),
        since: (await store.info(master))!.update_seq,
      });
    }
    const kept = (await store.get('publications', 'l-kept'))?._rev;

    const projector = start();
    await projector.idle();
    expect(await publicationIds()).toEqual(['l-kept']);
    expect((await store.get('publications', 'l-kept'))?._rev).toBe(kept);
    expect(await store.get('server_state', checkpointId('publications_master'))).toMatchObject({ rules: 2 });
    await expectExactProjections();
  });
});

describe('moderated documents follow what they hang on', () => {
  const ids = async (db: string) => (await allDocs(db)).map((doc) => doc._id).sort();
  const review = (id: string, productId: string, status = 'published'): CouchDoc => ({
    _id: id,
    product_id: productId,
    author_id: 'user-a',
    overall: 4,
    status,
    created_at: now,
    updated_at: now,
  });

  it('keeps reviews only of visible products, and comments only of published threads, in and out as those change', async () => {
    await save('catalogue_master', product('p-shown'));
    await save('catalogue_master', product('p-later', { visible: false }));
    await store.bulkDocs('reviews_source', [
      review('r-shown', 'p-shown'),
      review('r-later', 'p-later'),
      review('r-orphan', 'p-missing'),
    ]);
    await store.put('forum_threads_source', { _id: 't-1', status: 'published', body: 'x' });
    await store.put('forum_comments_source', { _id: 't-1:c-1', thread_id: 't-1', status: 'published' });
    await store.put('forum_comments_source', { _id: 't-2:c-1', thread_id: 't-2', status: 'published' });
    const projector = start();
    await projector.idle();
    expect(await ids('reviews')).toEqual(['r-shown']);
    expect(await ids('forum_comments')).toEqual(['t-1:c-1']);

    await update('catalogue_master', 'p-later', { visible: true });
    await update('catalogue_master', 'p-shown', { visible: false });
    const thread = (await store.get('forum_threads_source', 't-1'))!;
    await store.put('forum_threads_source', { ...thread, status: 'rejected' });
    await projector.idle();
    expect(await ids('reviews')).toEqual(['r-later']);
    expect(await ids('forum_comments')).toEqual([]);

    await update('catalogue_master', 'p-shown', { visible: true });
    const rejected = (await store.get('forum_threads_source', 't-1'))!;
    await store.put('forum_threads_source', { ...rejected, status: 'published' });
    await projector.idle();
    expect(await ids('reviews')).toEqual(['r-later', 'r-shown']);
    expect(await ids('forum_comments')).toEqual(['t-1:c-1']);
  });

  it('removes reviews of hidden products that projectors before this rule left behind', async () => {
    await save('catalogue_master', product('p-hidden', { visible: false }));
    await store.put('reviews_source', review('r-leaked', 'p-hidden'));
    // What an older projector left: the review published, every checkpoint at the end, no rules.
    const { _rev: _ignored, ...content } = (await store.get('reviews_source', 'r-leaked'))!;
    await store.put('reviews', content);
    for (const db of ['catalogue_master', 'reviews_source'] as const) {
      await store.put('server_state', { _id: checkpointId(db), since: (await store.info(db))!.update_seq });
    }
    const projector = start();
    await projector.idle();
    expect(await ids('reviews')).toEqual([]);
    expect(await store.get('server_state', checkpointId('reviews_source'))).toMatchObject({ rules: 2 });
  });
});

describe('restarts and crashes', () => {
  it('resumes after a restart of projector and store: exact result, untouched documents keep their revision', async () => {
    for (let index = 0; index < 20; index++) {
      await save('catalogue_master', product(`p${index}`, { visible: index % 5 !== 0 }));
    }
    await save('masterdata_master', { _id: 'md-1', type: 'detail', name: { de: 'D', en: 'D' } });
    const first = start();
    await first.idle();
    const before = await revisions('catalogue');
    await first.stop();

    const restarted = restartOfStore();
    embedded.kill('SIGKILL');
    await restarted;

    // Meanwhile: hide, unhide, change, delete, add.
    await update('catalogue_master', 'p1', { visible: false });
    await update('catalogue_master', 'p5', { visible: true });
    await update('catalogue_master', 'p2', { manufacturer: 'Changed' });
    await remove('catalogue_master', 'p3');
    await save('catalogue_master', product('p-new'));
    await save('masterdata_master', { _id: 'md-2', type: 'detail', name: { de: 'E', en: 'E' } });

    const second = start();
    await second.idle();
    await expectExactProjections();
    const after = await revisions('catalogue');
    const touched = new Set(['p1', 'p2', 'p3', 'p5', 'p-new']);
    for (const [id, rev] of before) {
      if (!touched.has(id)) expect(after.get(id), id).toBe(rev);
    }
    expect(after.get('p2')).not.toBe(before.get('p2'));
  });

  it('re-applying everything from the start writes nothing new', async () => {
    for (let index = 0; index < 30; index++) {
      await save('catalogue_master', product(`p${index}`, { visible: index % 3 !== 0 }));
    }
    await save('publications_master', { _id: 'l-1', product_id: 'p1', visible: true, updated_by: 's' });
    const first = start();
    await first.idle();
    await first.stop();
    const seqBefore = await Promise.all(
      MASTERS.map(async (m) => (await store.info(PROJECTION_OF[m]))?.update_seq),
    );

    // As after a crash between applying a batch and saving its checkpoint, only worse.
    for (const master of MASTERS) {
      const checkpoint = await store.get('server_state', checkpointId(master));
      if (checkpoint) await store.bulkDocs('server_state', [{ ...checkpoint, _deleted: true }]);
    }
    const second = start();
    await second.idle();
    const seqAfter = await Promise.all(
      MASTERS.map(async (m) => (await store.info(PROJECTION_OF[m]))?.update_seq),
    );
    expect(seqAfter).toEqual(seqBefore);
    await expectExactProjections();
  });

  it('keeps projecting across a crash of the store, logging the outage once', async () => {
    await save('catalogue_master', product('p1'));
    const projector = start();
    await projector.idle();

    const restarted = restartOfStore();
    embedded.kill('SIGKILL');
    await restarted;
    await update('catalogue_master', 'p1', { visible: false });
    await save('catalogue_master', product('p2'));
    await projector.idle();
    await vi.waitFor(async () => expect(await store.get('catalogue', 'p2')).toBeDefined(), {
      timeout: 10_000,
    });
    expect(await store.get('catalogue', 'p1')).toBeUndefined();
    await expectExactProjections();
    // One line per follower for the outage and one for its recovery, not one per retry.
    await vi.waitFor(
      () => {
        for (const master of MASTERS) {
          expect(
            logs.filter((line) => line.startsWith(`${master}: store unavailable`)),
            master,
          ).toHaveLength(1);
          expect(
            logs.filter((line) => line.startsWith(`${master}: store reachable again`)),
            master,
          ).toHaveLength(1);
        }
      },
      { timeout: 10_000 },
    );
  });
});

describe('one worker across processes', () => {
  const fast = { leaseMs: 1500, renewMs: 300 };

  it('lets exactly one of two projectors hold the lease, and the result is exact', async () => {
    for (let index = 0; index < 50; index++) {
      await save('catalogue_master', product(`p${index}`, { visible: index % 2 === 0 }));
    }
    const a = start({ leaseOwner: 'process-a', timing: fast });
    const b = start({ leaseOwner: 'process-b', timing: fast });
    await vi.waitFor(() => expect(a.holdsLease() || b.holdsLease()).toBe(true), { timeout: 5000 });
    for (let sample = 0; sample < 10; sample++) {
      expect([a.holdsLease(), b.holdsLease()].filter(Boolean)).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [holder, waiter] = a.holdsLease() ? [a, b] : [b, a];
    const lease = await store.get('server_state', LEASE_ID);
    expect(lease?.owner).toBe(holder === a ? 'process-a' : 'process-b');

    await update('catalogue_master', 'p1', { visible: true });
    await update('catalogue_master', 'p2', { visible: false });
    await holder.idle();
    await waiter.idle();
    await expectExactProjections();

    // The holder stops: the other takes over and projects.
    await holder.stop();
    await vi.waitFor(() => expect(waiter.holdsLease()).toBe(true), { timeout: 5000 });
    await update('catalogue_master', 'p4', { visible: false });
    await waiter.idle();
    expect(await store.get('catalogue', 'p4')).toBeUndefined();
    await expectExactProjections();
  });

  it('waits while another live process holds the lease, and takes over once it runs out', async () => {
    await store.put('server_state', {
      _id: LEASE_ID,
      owner: 'crashed-process',
      expires_at: new Date(Date.now() + 1500).toISOString(),
    });
    await save('catalogue_master', product('p1'));
    const projector = start({ leaseOwner: 'survivor', timing: fast });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(projector.holdsLease()).toBe(false);
    expect(await store.get('catalogue', 'p1')).toBeUndefined();

    await vi.waitFor(() => expect(projector.holdsLease()).toBe(true), { timeout: 5000 });
    await projector.idle();
    expect(await store.get('catalogue', 'p1')).toBeDefined();
    expect((await store.get('server_state', LEASE_ID))?.owner).toBe('survivor');
  });

  it('stops at once when asked while it reads a checkpoint before a long-poll', async () => {
    let stopping: Promise<void> | undefined;
    let reads = 0;
    // The second read of a checkpoint comes before the first long-poll (the first batch was not
    // full); a stop that waited for that ten-minute long-poll would end the test by its timeout.
    const reading = {
      ...store,
      get: async <T extends CouchDoc>(db: string, id: string) => {
        const doc = await store.get<T>(db, id);
        if (db === 'server_state' && id === checkpointId('catalogue_master') && ++reads === 2)
          stopping = projector.stop();
        return doc;
      },
    };
    const projector = startProjector({
      store: reading,
      log: (message) => logs.push(message),
      timing: { longpollMs: 600_000 },
    });
    running.push(projector);
    await vi.waitFor(() => expect(stopping).toBeDefined(), { timeout: 5000 });
    await stopping;
    await expect(projector.idle()).rejects.toThrow(/stopped/);
  });

  it('releases the lease on stop', async () => {
    const projector = start({ leaseOwner: 'leaving' });
    await vi.waitFor(() => expect(projector.holdsLease()).toBe(true), { timeout: 5000 });
    await projector.stop();
    const lease = await store.get('server_state', LEASE_ID);
    expect(Date.parse(String(lease?.expires_at))).toBeLessThan(Date.now());
    await expect(projector.idle()).rejects.toThrow(/stopped/);
  });
});

// Workspace administration of server-only records that are plain documents with a schema: plans,
// advertisements and blog posts (permissions `<module>-create/read/update/delete` of
// @poct/schemas). One router for all, since they differ only in their database, schema and
// permission module, plus for posts what the server decides (the author, the address;
// posts/post-records.ts). Every write is validated with the shared schema and audited; an update
// must name the revision it changes (409 otherwise), so two staff members cannot overwrite each
// other unseen.
import { randomUUID } from 'node:crypto';
import express from 'express';
import { validateDocument, type CollectionName, type Permission } from '@poct/schemas';
import type { Auth } from '../../identity/index.ts';
import { throwIfAny } from '../../platform/http/field-errors.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { checkIdParams } from '../../platform/http/checked-id.ts';
import { formBody, requestBodyOr } from '../../platform/http/object-body.ts';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { claimsOf } from '../../identity/index.ts';
import { requirePermission } from '../../identity/index.ts';
import { createDocument, ifLostRace, updateDocument } from '../../platform/store/update-document.ts';

const changed = (): never => {
  throw new AppError(409, 'error.409.changed');
};

export interface RecordsRouterOptions {
  auth: Auth;
  store: StoreClient;
  database: string;
  collection: Extract<CollectionName, 'plan' | 'advertisement' | 'post' | 'forum_topic'>;
  module: 'plans' | 'advertisements' | 'posts' | 'forum-topics' | 'forum-sub-topics';
  /** Prefix of generated ids, e.g. `plan`. */
  idPrefix: string;
  /**
   * The ids a new record tries in turn while the store says one is taken (posts: an address made
   * from the title); a generated `<idPrefix>-<uuid>` comes last. Default: only that.
   */
  idsFor?(fields: Record<string, unknown>): string[];
  /** Fields the server decides itself, over what the editor sent (posts: the author, kept on update). */
  decide?(
    fields: Record<string, unknown>,
    by: { userId: string; current?: CouchDoc },
  ): Record<string, unknown>;
  /** Told of every record written, as stored (a deletion: `_deleted`); posts: the public copy. */
  afterWrite?(doc: CouchDoc & { _rev: string }): void;
  /** What the workspace reads of stored records (posts: with the author's name). */
  present?(records: Array<Record<string, unknown>>): Promise<Array<Record<string, unknown>>>;
  /**
   * When several modules share one database (forum topics and sub-topics): which stored records
   * are this router's, and a check of a record about to be written (throws to refuse it).
   */
  scope?: {
    owns(doc: CouchDoc): boolean;
    check(doc: CouchDoc): Promise<void>;
    /** A check of a stored record about to be deleted (throws to refuse it). */
    checkDelete?(doc: CouchDoc): Promise<void>;
    /**
     * A check after a record was written, against writes another server process made at the
     * same time (throws to refuse it: the write is undone, nothing stays half-applied).
     */
    confirm?(doc: CouchDoc & { _rev: string }): Promise<void>;
    /**
     * Runs a check and its write as one step against the other checks and writes of the same
     * key (forum topics: a topic and the sub-topics that name it), so no check passes on a state
     * another write of this process is about to change.
     */
    serially?<T>(doc: CouchDoc, task: () => Promise<T>): Promise<T>;
  };
}

function withoutMeta(doc: CouchDoc): Record<string, unknown> {
  const { _id, _rev, ...fields } = doc;
  return { id: _id, rev: _rev, ...fields };
}

export function createRecordsRouter(options: RecordsRouterOptions): express.Router {
  const { auth, store, database, collection, module } = options;
  const present = options.present ?? ((records: Array<Record<string, unknown>>) => Promise.resolve(records));
  const presentOne = async (doc: CouchDoc) => (await present([withoutMeta(doc)]))[0]!;
  const router = express.Router();
  router.use(auth.requireAuth);
  checkIdParams(router, { id: collection });
  const serially = <T>(doc: CouchDoc, task: () => Promise<T>): Promise<T> =>
    options.scope?.serially ? options.scope.serially(doc, task) : task();
  const permission = (action: 'create' | 'read' | 'update' | 'delete') => `${module}-${action}` as Permission;

  async function audit(
    event: `${typeof module}_${'created' | 'updated' | 'deleted'}`,
    userId: string,
    id: string,
    previous: CouchDoc | undefined,
    next?: CouchDoc,
  ) {
    await auth.audit.record({
      event,
      actor_id: userId,
      subject_id: id,
      detail: { database, previous, next },
    });
  }

  function validated(
    id: string,
    body: Record<string, unknown>,
    userId: string,
    current?: CouchDoc,
  ): CouchDoc {
    const { id: _ignored, rev: _rev, ...sent } = body;
    const fields = options.decide ? options.decide(sent, { userId, current }) : sent;
    const now = new Date().toISOString();
    const createdAt = String(current?.created_at ?? '') || now;
    const doc = { ...fields, id, created_at: createdAt, updated_at: now, updated_by: userId };
    const checked = validateDocument(collection, doc);
    throwIfAny(checked.ok ? [] : checked.errors);
    const { id: docId, ...rest } = doc;
    return { _id: docId, ...rest };
  }

  router.get('/', requirePermission(permission('read')), async (_req, res) => {
    const docs = await store.allDocs(database);
    res.setHeader('cache-control', 'no-store');
    const owned = docs.filter((doc) => !doc._id.startsWith('_') && (options.scope?.owns(doc) ?? true));
    res.json({ items: await present(owned.map(withoutMeta)) });
  });

  /** `scope.confirm` on a written record; a refusal puts back what was there (nothing, or `previous`). */
  async function confirmOrUndo(written: CouchDoc & { _rev: string }, previous?: CouchDoc): Promise<void> {
    if (!options.scope?.confirm) return;
    try {
      await options.scope.confirm(written);
    } catch (error) {
      const undo = previous
        ? { ...previous, _rev: written._rev }
        : { _id: written._id, _rev: written._rev, _deleted: true };
      await updateDocument(store, database, written._id, () => undo, {
        retries: 0,
        read: async () => written,
      });
      throw error;
    }
  }

  /** A stored record of this router, or 404 (another module's record in the same database too). */
  async function stored(id: string): Promise<CouchDoc> {
    const doc = await store.get(database, id);
    if (!doc || !(options.scope?.owns(doc) ?? true)) throw new AppError(404, 'error.404.resource');
    return doc;
  }

  router.get('/:id', requirePermission(permission('read')), async (req, res) => {
    const doc = await stored(String(req.params.id));
    res.json(await presentOne(doc));
  });

  router.post('/', requirePermission(permission('create')), async (req, res) => {
    const userId = claimsOf(res)!.sub;
    // The record's fields are its document's to judge, one by one (validated).
    const body = formBody('object', req.body);
    const checked = validated('new', body, userId);
    const ids = [...(options.idsFor?.(body) ?? []), `${options.idPrefix}-${randomUUID()}`];
    const created = await serially(checked, async () => {
      await options.scope?.check(checked);
      for (const id of ids) {
        const doc = { ...checked, _id: id };
        // An id another record holds is not written: the next one is tried.
        const outcome = await createDocument(store, database, doc);
        if (!outcome.created) continue;
        const written = { ...doc, _rev: outcome.rev };
        await confirmOrUndo(written);
        return written;
      }
      throw new AppError(409, 'error.409.changed');
    });
    options.afterWrite?.(created);
    const { _rev: _written, ...stored } = created;
    await audit(`${module}_created`, userId, created._id, undefined, stored);
    res.status(201).json(await presentOne(created));
  });

  router.put('/:id', requirePermission(permission('update')), async (req, res) => {
    const userId = claimsOf(res)!.sub;
    const id = String(req.params.id);
    const current = await stored(id);
    // The revision the editor started from (request `record-change`; none or no text is none
    // known): a newer one means someone else saved meanwhile. The rest is the document's.
    const body = requestBodyOr('record-change', req.body, 409, 'error.409.changed');
    if (body.rev !== current._rev) throw new AppError(409, 'error.409.changed');
    const doc = validated(id, body, userId, current);
    const rev = await serially(doc, async () => {
      await options.scope?.check(doc);
      const outcome = await ifLostRace(
        updateDocument(store, database, id, () => doc, { retries: 0, read: async () => current }),
        changed,
      );
      const rev = outcome.written ? outcome.doc._rev! : current._rev!;
      await confirmOrUndo({ ...doc, _rev: rev }, current);
      return rev;
    });
    options.afterWrite?.({ ...doc, _rev: rev });
    await audit(`${module}_updated`, userId, id, current, doc);
    res.json(await presentOne({ ...doc, _rev: rev }));
  });

  router.delete('/:id', requirePermission(permission('delete')), async (req, res) => {
    const userId = claimsOf(res)!.sub;
    const id = String(req.params.id);
    // At the revision the check read: a write by another process meanwhile is read and checked
    // again.
    let known: CouchDoc | undefined = await stored(id);
    const read = async (): Promise<CouchDoc> => {
      const doc = known ?? (await stored(id));
      known = undefined;
      return doc;
    };
    const outcome = await serially(known, async () => {
      const deleted = await ifLostRace(
        updateDocument(
          store,
          database,
          id,
          async (current) => {
            await options.scope?.checkDelete?.(current!);
            return { _id: id, _deleted: true };
          },
          { retries: 4, read },
        ),
        changed,
      );
      if (!deleted.written) return changed();
      options.afterWrite?.({ _id: id, _rev: deleted.doc._rev!, _deleted: true });
      return deleted;
    });
    await audit(`${module}_deleted`, userId, id, outcome.previous);
    res.status(204).end();
  });
  return router;
}
